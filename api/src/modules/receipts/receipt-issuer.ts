import type { EntityManager } from '@mikro-orm/postgresql';
import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import { conflict } from '../../core/errors';
import { check, type CharityCheckResult } from '../charities/charity-checks';
import { Charity } from '../charities/charity.entity';
import type { Donation } from '../donations/donation.entity';
import type { RegistryService } from '../registry/registry.service';
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

/** The donation's chosen charity: its link, else a charities row named like the donor's choice ("other" is none). */
async function chosenCharity(em: EntityManager, donation: Donation): Promise<Charity | null> {
  if (donation.charity) return em.findOne(Charity, donation.charity.id);
  const choice = donation.preferredCharity ? choiceOfName(donation.preferredCharity) : '';
  if (choice === '' || choice === 'other') return null;
  const candidates = await em.find(
    Charity,
    { name: { $ilike: namesOfChoicePattern(choice) } },
    { orderBy: { isActive: 'desc', id: 'asc' }, limit: 20 },
  );
  return candidates.find((c) => choiceOfName(c.name) === choice) ?? null;
}

/** Why the charity may not issue this receipt now (the first reason), or null when it may. */
async function refusalOf(em: EntityManager, charity: Charity, registry: RegistryService): Promise<CharityCheckResult | null> {
  if (charity.verificationStatus !== 'verified') return check('not-verified');
  if (!charity.isActive) return check('inactive');
  const number = parseCharityNumber(charity.registrationNumber);
  if (!number || number.registry !== 'cra') return check('us-charity-no-canadian-receipt');
  const record = await registry.find(em, number);
  if (!record) return check('unknown-number');
  return record.registered ? null : check('not-registered', { status: record.status });
}

/**
 * Who issues the receipt (docs/charities.md "Receipts"): the donation's chosen charity (its link,
 * else a charity whose name matches the donor's choice) when it is verified, active and, re-read
 * now, registered in the CRA's list — its name, address and number from its row; refused with
 * CONFLICT naming the reason otherwise. Without a chosen charity, the platform's own charity.
 * Place of issue and signatory come from the setting.
 */
export async function resolveIssuer(
  em: EntityManager,
  donation: Donation,
  registry: RegistryService,
): Promise<{ issuer: ReceiptIssuer; charity: Charity | null }> {
  const fallback = await defaultIssuer(em);
  const charity = await chosenCharity(em, donation);
  if (!charity) return { issuer: fallback, charity: null };
  const refusal = await refusalOf(em, charity, registry);
  if (refusal) throw conflict(`No receipt can be issued in the name of ${charity.name}: ${refusal.message}.`);
  return {
    issuer: { ...fallback, name: charity.name, address: addressOf(charity), registrationNumber: charity.registrationNumber },
    charity,
  };
}
