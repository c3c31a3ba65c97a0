import type { EntityManager } from '@mikro-orm/postgresql';
import type { CharityNumber } from '@vdp/shared/charities/charity-number';
import type { RegistryRecord } from '../registry/registry.presenter';
import type { RegistryLookups } from '../registry/registry-lookups';
import type { RegistryService } from '../registry/registry.service';
import { amount } from './charity-metrics';
import { NOT_FOUND_STATUS, programsOf } from './charity-registry';
import type {
  CharityDetailedVerificationResult,
  CharityRegistryCheckResult,
  CharityVerificationResult,
} from './charity-verification.presenter';

interface CharityContact {
  phone: string | null;
  email: string | null;
  website: string | null;
}

/** The platform's contact for a registered number: a plain statement (a public hot path, no entity needed). */
const CONTACT_SQL = 'select phone, email, website from charities where registration_number = ?';

/**
 * Registry checks (spec 000 §3, spec 001 §3): one primary-key lookup each. An unlisted or revoked
 * number is an answer (isValid false with the registry's word), never an error.
 */
export class CharityVerificationService {
  constructor(
    private readonly registry: RegistryService,
    private readonly lookups: Pick<RegistryLookups, 'find'>,
  ) {}

  /** The public check (a hot path, issue 15): the registry's answer as every api process keeps it. */
  async verify(em: EntityManager, number: CharityNumber): Promise<CharityVerificationResult> {
    return verificationOf(number, await this.lookups.find(em, number));
  }

  /** The lookup with the registry's address, programs and latest T3010, and the platform's contact when it has the charity. */
  async verifyDetailed(em: EntityManager, number: CharityNumber): Promise<CharityDetailedVerificationResult> {
    const record = await this.registry.find(em, number);
    const [row] = record ? await em.execute<CharityContact[]>(CONTACT_SQL, [number.number]) : [];
    const base = verificationOf(number, record);
    if (!record) return { isValid: false, charity: base };
    const f = record.financials;
    const charity: CharityVerificationResult = {
      ...base,
      details: {
        address: {
          streetAddress: record.address.street,
          city: record.address.city,
          state: record.address.region,
          zipCode: record.address.postalCode,
        },
        contact: { phone: row?.phone ?? null, email: row?.email ?? null, website: row?.website ?? null },
        programs: programsOf(record),
        financialInfo: f
          ? {
              year: Number(f.fiscalPeriodEnd.slice(0, 4)),
              totalRevenue: amount(f.totalRevenue),
              charitablePurposes: amount(f.charitablePrograms),
              fundraisingCosts: amount(f.fundraising),
            }
          : null,
      },
    };
    return { isValid: charity.isValid, charity };
  }

  /** The admin dialog's verify button: the registry's record to fill the form with. */
  async registryCheck(em: EntityManager, number: CharityNumber): Promise<CharityRegistryCheckResult> {
    const record = await this.registry.find(em, number);
    return {
      verified: record?.registered ?? false,
      registrationNumber: number.number,
      status: record?.status ?? NOT_FOUND_STATUS,
      name: record?.name ?? null,
      address: record?.address.street ?? null,
      city: record?.address.city ?? null,
      province: record?.address.region ?? null,
      postalCode: record?.address.postalCode ?? null,
      website: null,
      description: record ? programsOf(record).join(', ') || null : null,
    };
  }
}

function verificationOf(number: CharityNumber, record: RegistryRecord | null): CharityVerificationResult {
  return {
    isValid: record?.registered ?? false,
    registrationNumber: number.number,
    registry: number.registry,
    found: record !== null,
    name: record?.name ?? null,
    status: record?.status ?? NOT_FOUND_STATUS,
    details: null,
  };
}
