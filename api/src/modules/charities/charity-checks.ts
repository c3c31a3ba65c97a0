import { APPRAISAL_THRESHOLD, type CharityCheckCode } from '@vdp/shared/charities/charity.constants';
import { englishText } from '../../core/validation';
import type { RegistryRecord } from '../registry/registry.presenter';
import type { Charity } from './charity.entity';
import { t3010DueDate, t3010Overdue } from './charity-metrics';

/** One check's answer: its code, its English text, and the placeholders the web fills in its own language. */
export interface CharityCheckResult {
  code: CharityCheckCode;
  message: string;
  values: Record<string, string | number> | null;
}

export function check(code: CharityCheckCode, values?: Record<string, string | number>): CharityCheckResult {
  return { code, message: englishText({ id: `charities.check.${code}`, values }), values: values ?? null };
}

/**
 * What stops a charity from receiving receipted donations here, in order: the registry (unlisted,
 * not registered, a US charity, an overdue T3010), then the platform (no row or unverified,
 * deactivated).
 */
export function restrictionsOf(record: RegistryRecord | null, row: Charity | null, today: string): CharityCheckResult[] {
  const found: CharityCheckResult[] = [];
  if (!record) found.push(check('unknown-number'));
  else if (!record.registered) found.push(check('not-registered', { status: record.status }));
  if (record?.registry === 'irs') found.push(check('us-charity-no-canadian-receipt'));
  const f = record?.financials ?? null;
  if (f && t3010Overdue(f, today)) {
    found.push(check('t3010-overdue', { periodEnd: f.fiscalPeriodEnd, dueDate: t3010DueDate(f.fiscalPeriodEnd) }));
  }
  if (!row || row.verificationStatus !== 'verified') found.push(check('not-verified'));
  if (row && !row.isActive) found.push(check('inactive'));
  return found;
}

/** The requirements this charity meets (what it still lacks is among the restrictions). */
export function requirementsMet(record: RegistryRecord | null, row: Charity | null): CharityCheckResult[] {
  const met: CharityCheckResult[] = [];
  if (record?.registered) met.push(check('registered'));
  if (row?.verificationStatus === 'verified') met.push(check('verified-on-platform'));
  if (row?.isActive) met.push(check('active-on-platform'));
  if (record?.financials?.filedOn) met.push(check('t3010-filed'));
  return met;
}

/** What an official receipt for a vehicle must show (CRA), whatever the charity. */
export const RECEIPT_CONTENTS: readonly CharityCheckCode[] = [
  'receipt-donor-name-address',
  'receipt-registration-number',
  'receipt-date-and-place',
  'receipt-eligible-amount',
  'receipt-fair-market-value',
];

/** A warning for a gift large enough to need an independent appraisal. */
export const appraisalWarning = (amount: number): CharityCheckResult[] =>
  amount > APPRAISAL_THRESHOLD ? [check('appraisal-needed', { threshold: APPRAISAL_THRESHOLD })] : [];
