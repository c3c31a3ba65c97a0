/** Dealer application rules in one place (spec 000 §5, §9; spec 001 §4). */
export const DEALER_SPECIALTIES = [
  'Luxury',
  'Commercial',
  'Classic',
  'Import',
  'Domestic',
  'Trucks & SUVs',
  'Motorcycles',
  'Electric',
  'Hybrid',
  'Performance',
  'Economy',
  'Salvage & Parts',
] as const;

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

export const OPERATING_RADIUS = { min: 1, max: 500, default: 50 } as const;

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
/** The longest search the admin's dealer list takes. */
export const DEALER_SEARCH_MAX = 100;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Allowed admin transitions: pending -> verified | rejected, verified -> rejected (revoke). */
export const VERIFICATION_TRANSITIONS: Record<VerificationStatus, readonly VerificationStatus[]> = {
  pending: ['verified', 'rejected'],
  verified: ['rejected'],
  rejected: ['verified'],
};
