import type { IntlShape } from 'react-intl';
import { CURRENCY } from './units';

/** Decimal dollars as CAD in the current language, or the "Pending" wording when absent. */
export function formatMoney(intl: IntlShape, value: string | null | undefined): string {
  return value
    ? intl.formatNumber(Number(value), { style: 'currency', currency: CURRENCY })
    : intl.formatMessage({ id: 'tracking.pending' });
}

export function formatDateTime(intl: IntlShape, value: string | null | undefined): string {
  return value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

export function formatDate(intl: IntlShape, value: string | null | undefined): string {
  return value ? intl.formatDate(value, { dateStyle: 'medium' }) : '—';
}
