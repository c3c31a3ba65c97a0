import { RowError } from './import.types';

/**
 * Field readers shared by the importers: each returns the stored value or throws RowError
 * naming the column and the value. Empty means blank after trimming.
 */
export function text(raw: string): string | null {
  const value = raw.trim();
  return value === '' ? null : value;
}

export function requiredText(column: string, raw: string): string {
  const value = raw.trim();
  if (value === '') throw new RowError(`${column} is empty`);
  return value;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD, a real calendar day; empty → null. */
export function date(column: string, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  const match = ISO_DATE.exec(value);
  if (!match || !isCalendarDay(Number(match[1]), Number(match[2]), Number(match[3]))) {
    throw new RowError(`${column} must be a date YYYY-MM-DD (got "${value}")`);
  }
  return value;
}

export function requiredDate(column: string, raw: string): string {
  const value = date(column, raw);
  if (value === null) throw new RowError(`${column} is empty`);
  return value;
}

function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 1800 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const AMOUNT = /^-?\d{1,13}(\.\d{1,2})?$/;

/** Dollars with at most two decimals, optionally negative (T3010 lines can be); empty → null. */
export function amount(column: string, raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (!AMOUNT.test(value)) throw new RowError(`${column} must be an amount in dollars such as 1234.56 (got "${value}")`);
  return value;
}

const COUNT = /^\d{1,9}$/;

/** A whole number ≥ 0; empty → null. */
export function count(column: string, raw: string): number | null {
  const value = raw.trim();
  if (value === '') return null;
  if (!COUNT.test(value)) throw new RowError(`${column} must be a whole number (got "${value}")`);
  return Number(value);
}

/** A value of a fixed shape (codes): `pattern` must match the whole trimmed value; empty → null. */
export function code(column: string, raw: string, pattern: RegExp, shape: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  if (!pattern.test(value)) throw new RowError(`${column} must be ${shape} (got "${value}")`);
  return value;
}

export function requiredCode(column: string, raw: string, pattern: RegExp, shape: string): string {
  const value = code(column, raw, pattern, shape);
  if (value === null) throw new RowError(`${column} is empty`);
  return value;
}
