import type { EntityManager } from '@mikro-orm/postgresql';
import { Charity } from '../charities/charity.entity';
import type { Donation } from '../donations/donation.entity';
import { PlatformSetting } from '../settings/platform-setting.entity';
import { choiceOfName, namesOfChoicePattern } from './charity-choice';

/** The charity named on a receipt, as printed. */
export interface ReceiptIssuer {
  name: string;
  address: string;
  /** 9 digits, RR, 4 digits (e.g. 123456789RR0001). */
  registrationNumber: string;
  placeOfIssue: string;
  signatoryName: string;
  signatoryTitle: string;
}

/** Where the default issuer lives: platform_settings receipts.issuer (one JSON object, admin-editable). */
export const ISSUER_SETTING = { category: 'receipts', key: 'issuer' } as const;

/** The platform's own charity on a new installation (seeded into ISSUER_SETTING; demo values). */
export const DEFAULT_ISSUER: ReceiptIssuer = {
  name: 'CarDonation Canada Charitable Foundation',
  address: '100 King Street West, Suite 5700, Toronto, ON M5X 1C7',
  registrationNumber: '123456789RR0001',
  placeOfIssue: 'Toronto, Ontario',
  signatoryName: 'Jordan Lee',
  signatoryTitle: 'Treasurer',
};

export const REGISTRATION_NUMBER = /^\d{9}RR\d{4}$/;

/** The stored setting, completed field by field from the default (a partial or odd value never breaks a receipt). */
export async function defaultIssuer(em: EntityManager): Promise<ReceiptIssuer> {
  const row = await em.findOne(PlatformSetting, ISSUER_SETTING);
  const stored = (row?.value && typeof row.value === 'object' ? row.value : {}) as Record<string, unknown>;
  const issuer = { ...DEFAULT_ISSUER };
  for (const key of Object.keys(issuer) as Array<keyof ReceiptIssuer>) {
    const value = stored[key];
    if (typeof value === 'string' && value.trim() !== '') issuer[key] = value.trim();
  }
  if (!REGISTRATION_NUMBER.test(issuer.registrationNumber)) issuer.registrationNumber = DEFAULT_ISSUER.registrationNumber;
  return issuer;
}

const addressOf = (c: Charity) =>
  [c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter((part) => part && part.trim() !== '').join(', ');

/**
 * Who issues the receipt: the donation's registered charity (its link, else a charity whose name
 * matches the donor's choice) when it is active and has a CRA registration number and an
 * address; otherwise the platform's charity. Place of issue and signatory come from the setting.
 */
export async function resolveIssuer(
  em: EntityManager,
  donation: Donation,
): Promise<{ issuer: ReceiptIssuer; charity: Charity | null }> {
  const fallback = await defaultIssuer(em);
  let charity: Charity | null = donation.charity ? await em.findOne(Charity, donation.charity.id) : null;
  if (!charity && donation.preferredCharity) {
    const choice = choiceOfName(donation.preferredCharity);
    const candidates = await em.find(
      Charity,
      { isActive: true, name: { $ilike: namesOfChoicePattern(choice) } },
      { orderBy: { id: 'asc' }, limit: 20 },
    );
    charity = candidates.find((c) => choiceOfName(c.name) === choice) ?? null;
  }
  if (!charity || !charity.isActive || !REGISTRATION_NUMBER.test(charity.registrationNumber) || addressOf(charity) === '') {
    return { issuer: fallback, charity: null };
  }
  return {
    issuer: { ...fallback, name: charity.name, address: addressOf(charity), registrationNumber: charity.registrationNumber },
    charity,
  };
}
