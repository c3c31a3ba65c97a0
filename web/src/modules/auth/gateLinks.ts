import type { Permission } from '@vdp/shared/auth/permissions';
import type { MessageId } from '../../i18n/messages';

export interface GateOffer {
  href: string;
  labelId: MessageId;
}

/** Denials that offer a way in (spec 000 §2.14); shown only once that page exists. */
export const GATE_OFFERS: Partial<Record<Permission, GateOffer>> = {
  'dealer.area': { href: '/dealer-registration', labelId: 'gate.denied.dealerCta' },
  'charity.area': { href: '/charity-registration', labelId: 'gate.denied.charityCta' },
};
