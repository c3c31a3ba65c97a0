import type { ComplianceStatus } from '@vdp/shared/charities/charity.constants';
import type { RegistryFinancials, RegistryRecord } from '../registry/registry.presenter';

/** The four scores and their mean, percentages 0..100 (integers). */
export interface CharityScores {
  efficiency: number;
  transparency: number;
  impact: number;
  governance: number;
  overall: number;
}

/** A T3010 is due six months after the end of its fiscal period (CRA). */
export const T3010_DUE_MONTHS = 6;
/** Management and administration above this share of expenditures costs a governance point. */
export const MAX_ADMIN_SHARE = 0.35;
/** A board needs at least this many directors for its governance point. */
export const MIN_BOARD_SIZE = 3;

/** A decimal string as a number; null when missing or not a finite number. */
export const amount = (value: string | null | undefined): number | null => {
  if (value === null || value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

const clampPercent = (ratio: number): number => Math.max(0, Math.min(100, Math.round(ratio * 100)));

/** numerator ÷ denominator as a percentage 0..100; 0 when either is missing or the denominator is not positive. */
export function percentOf(numerator: number | null, denominator: number | null): number {
  if (numerator === null || denominator === null || denominator <= 0) return 0;
  return clampPercent(numerator / denominator);
}

/** YYYY-MM-DD plus whole months, clamped to the month's last day (2025-08-31 + 6 = 2026-02-28). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The day the return of a fiscal period is due. */
export const t3010DueDate = (fiscalPeriodEnd: string): string => addMonths(fiscalPeriodEnd, T3010_DUE_MONTHS);

/** Total expenditures as filed, else the sum of the three spending lines when all are there. */
export function expendituresOf(f: RegistryFinancials): number | null {
  const total = amount(f.totalExpenditures);
  if (total !== null) return total;
  const parts = [f.charitablePrograms, f.managementAndAdministration, f.fundraising].map(amount);
  return parts.every((p): p is number => p !== null) ? parts.reduce((a, b) => a + b, 0) : null;
}

/** Whether the latest return was filed no later than its due date. */
export const filedOnTime = (f: RegistryFinancials): boolean => f.filedOn !== null && f.filedOn <= t3010DueDate(f.fiscalPeriodEnd);

/** Every financial field the metrics read is filled in. */
export const financialsComplete = (f: RegistryFinancials): boolean =>
  [f.totalRevenue, f.governmentFunding, f.charitablePrograms, f.managementAndAdministration, f.fundraising].every(
    (v) => amount(v) !== null,
  ) &&
  expendituresOf(f) !== null &&
  f.boardSize !== null &&
  f.compensatedPositions !== null;

/**
 * The charity's scores from its registry record and latest T3010 (docs/charities.md):
 * - efficiency   = charitable programs ÷ total expenditures
 * - impact       = charitable programs ÷ total revenue (capped at 100)
 * - transparency = a third each: the latest T3010 is filed; it was filed on time (within six months
 *                  of the period's end); its financial fields are complete
 * - governance   = a quarter each: at least 3 directors; management and administration at most 35%
 *                  of expenditures; government funding disclosed; the registry says registered
 * - overall      = the rounded mean of the four.
 * A missing field scores 0 for its part; never NaN.
 */
export function charityScores(record: RegistryRecord | null): CharityScores {
  const f = record?.financials ?? null;
  const programs = f ? amount(f.charitablePrograms) : null;
  const expenditures = f ? expendituresOf(f) : null;
  const efficiency = percentOf(programs, expenditures);
  const impact = percentOf(programs, f ? amount(f.totalRevenue) : null);
  const transparencyParts = f ? [f.filedOn !== null, filedOnTime(f), financialsComplete(f)] : [];
  const transparency = Math.round((100 * transparencyParts.filter(Boolean).length) / 3);
  const admin = f ? amount(f.managementAndAdministration) : null;
  const governanceParts = [
    f?.boardSize !== null && f?.boardSize !== undefined && f.boardSize >= MIN_BOARD_SIZE,
    admin !== null && expenditures !== null && expenditures > 0 && admin / expenditures <= MAX_ADMIN_SHARE,
    f !== null && amount(f.governmentFunding) !== null,
    record?.registered === true,
  ];
  const governance = Math.round((100 * governanceParts.filter(Boolean).length) / 4);
  const overall = Math.round((efficiency + transparency + impact + governance) / 4);
  return { efficiency, transparency, impact, governance, overall };
}

/**
 * compliant: registered and the latest T3010 filed by its due date; non-compliant: not registered
 * (or unlisted), or the latest T3010 filed late or still unfiled after its due date; pending: no
 * financial data yet, or the return is not filed but not yet due.
 */
export function complianceOf(record: RegistryRecord | null, today: string): ComplianceStatus {
  if (!record || !record.registered) return 'non-compliant';
  const f = record.financials;
  if (!f) return 'pending';
  const due = t3010DueDate(f.fiscalPeriodEnd);
  if (f.filedOn !== null) return f.filedOn <= due ? 'compliant' : 'non-compliant';
  return today > due ? 'non-compliant' : 'pending';
}

/** Whether the latest return is unfiled past its due date. */
export function t3010Overdue(f: RegistryFinancials | null, today: string): boolean {
  return f !== null && f.filedOn === null && today > t3010DueDate(f.fiscalPeriodEnd);
}
