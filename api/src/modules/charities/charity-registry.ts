import type { RegistryRecord } from '../registry/registry.presenter';
import type { Charity } from './charity.entity';
import { charityScores, complianceOf, t3010DueDate } from './charity-metrics';

/** The registry's word for a number it does not list. */
export const NOT_FOUND_STATUS = 'Not found';

/** CRA designation codes as words (A public foundation, B private foundation, C charitable organization). */
const DESIGNATIONS: Record<string, string> = {
  A: 'Public foundation',
  B: 'Private foundation',
  C: 'Charitable organization',
};

/** The registry's category, designation and classification as readable words. */
export function programsOf(record: RegistryRecord): string[] {
  const words = [
    record.category,
    record.designation ? (DESIGNATIONS[record.designation.toUpperCase()] ?? record.designation) : null,
    record.subsection ? `501(c)(${record.subsection.replace(/^0+/, '')})` : null,
  ];
  return [...new Set(words.filter((w): w is string => Boolean(w && w.trim())))];
}

/** The fields a sync may change, by their CharityView/EnhancedCharity names, as text (null when empty). */
export function registryFieldsOf(c: Charity): Record<string, string | null> {
  const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
  return {
    registryStatus: text(c.irsStatus),
    designation: text(c.designationCode),
    complianceStatus: text(c.complianceStatus),
    fiscalYear: text(c.fiscalYear),
    t3010Filed: text(c.t3010Filed),
    t3010DueDate: text(c.t3010DueDate),
    lastFilingDate: text(c.lastFilingDate),
    annualRevenue: text(c.annualRevenue),
    charitablePurposes: text(c.charitablePurposes),
    fundraisingCosts: text(c.fundraisingCosts),
    administrativeCosts: text(c.administrativeCosts),
    governmentFunding: text(c.governmentFunding),
    boardSize: text(c.boardSize),
    compensatedPositions: text(c.compensatedPositions),
    programAreas: c.programAreas?.length ? c.programAreas.join(', ') : null,
  };
}

/**
 * Copies the registry's record and latest T3010 into the row (verification, sync, demo seeding):
 * status, designation, finances, filing dates, compliance and scores. The charity's own name,
 * address and contact stay as it gave them. An unlisted number keeps its finances and is marked
 * "Not found" and non-compliant.
 */
export function applyRegistryRecord(c: Charity, record: RegistryRecord | null, now: Date): void {
  const today = now.toISOString().slice(0, 10);
  c.complianceStatus = complianceOf(record, today);
  if (!record) {
    c.irsStatus = NOT_FOUND_STATUS;
    return;
  }
  const f = record.financials;
  c.irsStatus = record.status;
  c.designationCode = record.designation?.slice(0, 10) ?? null;
  c.programAreas = programsOf(record);
  c.annualRevenue = f?.totalRevenue ?? null;
  c.charitablePurposes = f?.charitablePrograms ?? null;
  c.fundraisingCosts = f?.fundraising ?? null;
  c.administrativeCosts = f?.managementAndAdministration ?? null;
  c.governmentFunding = f?.governmentFunding ?? null;
  c.fiscalYear = f ? Number(f.fiscalPeriodEnd.slice(0, 4)) : null;
  c.t3010Filed = Boolean(f?.filedOn);
  c.t3010DueDate = f ? t3010DueDate(f.fiscalPeriodEnd) : null;
  c.lastFilingDate = f?.filedOn ?? null;
  c.boardSize = f?.boardSize ?? null;
  c.compensatedPositions = f?.compensatedPositions ?? null;
  const scores = charityScores(record);
  c.efficiencyScore = scores.efficiency;
  c.transparencyScore = scores.transparency;
  c.impactScore = scores.impact;
  c.governanceScore = scores.governance;
  c.overallScore = scores.overall;
}
