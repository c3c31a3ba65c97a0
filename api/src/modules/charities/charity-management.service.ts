import type { EntityManager } from '@mikro-orm/postgresql';
import type { CharityNumber } from '@vdp/shared/charities/charity-number';
import type { AuthUser } from '../../core/auth-user';
import { forbidden, notFound } from '../../core/errors';
import type { RegistryRecord } from '../registry/registry.presenter';
import type { RegistryService } from '../registry/registry.service';
import { Charity } from './charity.entity';
import { appraisalWarning, check, RECEIPT_CONTENTS, requirementsMet, restrictionsOf } from './charity-checks';
import type {
  CharityEligibilityRecord,
  CharityMetricsRecord,
  CharityReceiptValidationRecord,
  CharitySyncRecord,
  EnhancedCharityAnswer,
} from './charity-management.presenter';
import { amount, charityScores, complianceOf, expendituresOf, t3010DueDate } from './charity-metrics';
import { applyRegistryRecord, programsOf, registryFieldsOf } from './charity-registry';

/**
 * /charity-management (spec 000 §3, §7.2): the registry's record, metrics, eligibility, receipt
 * validation and sync of a number. A charity account may only ask about its own number.
 */
export class CharityManagementService {
  constructor(
    private readonly registry: RegistryService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /** Editors and admins inspect any number; a charity account only the one of its own charity. */
  async assertMayInspect(em: EntityManager, user: AuthUser, number: CharityNumber): Promise<void> {
    if (user.role !== 'charity') return;
    const own = await em.findOne(Charity, { user: user.id }, { fields: ['registrationNumber'] });
    if (own?.registrationNumber !== number.number) {
      throw forbidden('A charity account may only inspect its own registration number.');
    }
  }

  private async lookup(em: EntityManager, user: AuthUser, number: CharityNumber): Promise<RegistryRecord | null> {
    await this.assertMayInspect(em, user, number);
    return this.registry.find(em, number);
  }

  async enhanced(em: EntityManager, user: AuthUser, number: CharityNumber): Promise<EnhancedCharityAnswer> {
    const record = await this.lookup(em, user, number);
    if (!record) return { isValid: false, error: check('unknown-number').message, charity: null };
    const f = record.financials;
    return {
      isValid: record.registered,
      error: record.registered ? null : check('not-registered', { status: record.status }).message,
      charity: {
        registrationNumber: record.number,
        name: record.name,
        registryStatus: record.status,
        designation: record.designation,
        complianceStatus: complianceOf(record, this.today()),
        boardSize: f?.boardSize ?? null,
        compensatedPositions: f?.compensatedPositions ?? null,
        fiscalYear: f ? Number(f.fiscalPeriodEnd.slice(0, 4)) : null,
        t3010Filed: Boolean(f?.filedOn),
        t3010DueDate: f ? t3010DueDate(f.fiscalPeriodEnd) : null,
        lastFilingDate: f?.filedOn ?? null,
        governmentFunding: amount(f?.governmentFunding),
        programAreas: programsOf(record),
        annualRevenue: amount(f?.totalRevenue),
        charitablePurposes: amount(f?.charitablePrograms),
        fundraisingCosts: amount(f?.fundraising),
        administrativeCosts: amount(f?.managementAndAdministration),
        totalExpenditures: f ? expendituresOf(f) : null,
      },
    };
  }

  /** Scores by the formulas of charity-metrics.ts; zeros for an unlisted number. */
  async metrics(em: EntityManager, user: AuthUser, number: CharityNumber): Promise<CharityMetricsRecord> {
    const record = await this.lookup(em, user, number);
    const f = record?.financials ?? null;
    return {
      registrationNumber: number.number,
      fiscalYear: f ? Number(f.fiscalPeriodEnd.slice(0, 4)) : null,
      ...charityScores(record),
    };
  }

  /** Eligible to receive receipted vehicle donations here: no restriction from the registry or the platform. */
  async eligibility(em: EntityManager, user: AuthUser, number: CharityNumber): Promise<CharityEligibilityRecord> {
    const record = await this.lookup(em, user, number);
    const row = await em.findOne(Charity, { registrationNumber: number.number });
    const restrictions = restrictionsOf(record, row, this.today());
    return { isEligible: restrictions.length === 0, requirements: requirementsMet(record, row), restrictions };
  }

  /**
   * Whether a receipt for this amount may be issued in the charity's name now: the same rule as
   * issuing (registered in the CRA's list, verified and active here); the warnings say why not,
   * plus the appraisal advice for a large gift. The requirements are what the receipt must show.
   */
  async receiptValidation(
    em: EntityManager,
    user: AuthUser,
    number: CharityNumber,
    donationAmount: string,
  ): Promise<CharityReceiptValidationRecord> {
    const record = await this.lookup(em, user, number);
    const row = await em.findOne(Charity, { registrationNumber: number.number });
    // An overdue T3010 is a warning only: issuing re-checks the registry's status, not the filing.
    const restrictions = restrictionsOf(record, row, this.today());
    return {
      isAuthorized: restrictions.every((c) => c.code === 't3010-overdue'),
      receiptRequirements: RECEIPT_CONTENTS.map((code) => check(code)),
      warnings: [...restrictions, ...appraisalWarning(Number(donationAmount))],
    };
  }

  /** Re-reads the registry into the charity's row and says what changed. */
  async sync(em: EntityManager, user: AuthUser, number: CharityNumber): Promise<CharitySyncRecord> {
    await this.assertMayInspect(em, user, number);
    const charity = await em.findOne(Charity, { registrationNumber: number.number });
    if (!charity) throw notFound(`No charity with the registration number ${number.number} is registered on this platform.`);
    const record = await this.registry.find(em, number);
    const before = registryFieldsOf(charity);
    const lastSync = this.now();
    applyRegistryRecord(charity, record, lastSync);
    const after = registryFieldsOf(charity);
    charity.lastSyncDate = lastSync;
    charity.syncStatus = record ? 'synced' : 'failed';
    await em.flush();
    const changes = Object.keys(after)
      .filter((field) => before[field] !== after[field])
      .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
    return { success: record !== null, lastSync, changes };
  }
}
