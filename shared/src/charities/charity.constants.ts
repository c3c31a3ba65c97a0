/** Charity rules both sides need (spec 000 §2.9, §5, §9; spec 001 §4, §9). */

/**
 * What a charity works on: the registration page's ten focus areas (spec 000 §2.9) and "other";
 * the admin's categories (spec 001 §9) are among them. Catalogue ids: charities.category.<key>.
 */
export const CHARITY_CATEGORIES = [
  'health',
  'education',
  'environment',
  'animal-welfare',
  'poverty',
  'arts-culture',
  'religion',
  'sports-recreation',
  'community-services',
  'international-development',
  'other',
] as const;
export type CharityCategory = (typeof CHARITY_CATEGORIES)[number];

export const CHARITY_VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CharityVerificationStatus = (typeof CHARITY_VERIFICATION_STATUSES)[number];

/** Admin decisions: pending -> verified | rejected; verified -> rejected (revoke); rejected -> verified. */
export const CHARITY_TRANSITIONS: Record<CharityVerificationStatus, readonly CharityVerificationStatus[]> = {
  pending: ['verified', 'rejected'],
  verified: ['rejected'],
  rejected: ['verified'],
};

export const COMPLIANCE_STATUSES = ['compliant', 'pending', 'non-compliant'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** A description is 10 to 500 characters (spec 000 §5, §9). */
export const CHARITY_DESCRIPTION = { min: 10, max: 500 } as const;

/** Stored lengths (spec 001 §9). */
export const CHARITY_LIMITS = {
  name: 255,
  registrationNumber: 15,
  address: 255,
  city: 100,
  state: 50,
  zipCode: 10,
  phone: 20,
  email: 255,
  website: 255,
  search: 200,
} as const;

/** Metric colours (spec 000 §9): at least 80 green, at least 60 yellow, below 60 red. */
export const METRIC_THRESHOLDS = { good: 80, fair: 60 } as const;
export type MetricLevel = 'good' | 'fair' | 'poor';
export const metricLevel = (percent: number): MetricLevel =>
  percent >= METRIC_THRESHOLDS.good ? 'good' : percent >= METRIC_THRESHOLDS.fair ? 'fair' : 'poor';

/**
 * What the eligibility and receipt checks report, by code (catalogue ids charities.check.<code>):
 * the api answers each with its English text, the web shows the visitor's language.
 */
export const CHARITY_CHECK_CODES = [
  // requirements (met when the check passes)
  'registered',
  'verified-on-platform',
  'active-on-platform',
  't3010-filed',
  'receipt-donor-name-address',
  'receipt-registration-number',
  'receipt-date-and-place',
  'receipt-eligible-amount',
  'receipt-fair-market-value',
  // restrictions and warnings
  'unknown-number',
  'not-registered',
  'not-verified',
  'inactive',
  't3010-overdue',
  'us-charity-no-canadian-receipt',
  'appraisal-needed',
] as const;
export type CharityCheckCode = (typeof CHARITY_CHECK_CODES)[number];

/** A non-cash gift above this amount (dollars) should have an independent appraisal (CRA guidance). */
export const APPRAISAL_THRESHOLD = 1000;
