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

/**
 * The site's time zone (a Canadian programme): a date the api renders into a page's HTML and the
 * date the visitor's browser renders when hydrating it must be the same text (ADR 32).
 */
export const SITE_TIME_ZONE = 'America/Toronto';

/** A day in the site's time zone: the same text on the server and in every browser. */
export function formatSiteDate(intl: IntlShape, value: string | null | undefined): string {
  return value ? intl.formatDate(value, { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }) : '—';
}
