import { CHARITY_CHOICES } from '@vdp/shared/donations/donation.constants';
import type { IntlShape } from 'react-intl';
import { charityId } from '../../lib/messageIds';
import { CURRENCY } from '../../lib/units';

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

/** The charity: one of the wizard's choices (translated) or a registered charity's name. */
export function charityLabel(intl: IntlShape, value: string | null | undefined): string {
  if (!value) return intl.formatMessage({ id: 'tracking.charity.none' });
  return (CHARITY_CHOICES as readonly string[]).includes(value) ? intl.formatMessage({ id: charityId(value) }) : value;
}

export function vehicleName(d: { year: number; make: string; model: string; trim?: string | null }): string {
  return `${d.year} ${d.make} ${d.model}${d.trim ? ` ${d.trim}` : ''}`;
}

/** The registered charity assigned, else the donor's choice. */
export function donationCharity(intl: IntlShape, d: { charityName?: string | null; preferredCharity?: string | null }): string {
  return d.charityName ?? charityLabel(intl, d.preferredCharity);
}
