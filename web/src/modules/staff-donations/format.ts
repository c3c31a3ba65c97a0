import { CHARITY_CHOICES } from '@vdp/shared/donations/donation.constants';
import type { IntlShape } from 'react-intl';
import { charityId } from '../../lib/messageIds';

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
