import type { IntlShape } from 'react-intl';
import { CURRENCY } from '../../lib/units';

/** Dollars as CAD in the visitor's language (spec 000 §9), or a dash when absent. */
export function dollars(intl: IntlShape, value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : intl.formatNumber(value, { style: 'currency', currency: CURRENCY });
}

/** A YYYY-MM-DD day or an ISO moment as a medium date, or a dash. */
export function day(intl: IntlShape, value: string | null | undefined): string {
  if (!value) return '—';
  // a bare day is a calendar date: read it at noon UTC so no time zone moves it to another day
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  return intl.formatDate(moment, { dateStyle: 'medium' });
}

/** A count or a dash. */
export const count = (intl: IntlShape, value: number | null | undefined): string =>
  value === null || value === undefined ? '—' : intl.formatNumber(value);
