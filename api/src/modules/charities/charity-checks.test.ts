import type { RegistryRecord } from '../registry/registry.presenter';
import type { Charity } from './charity.entity';
import { appraisalWarning, check, requirementsMet, restrictionsOf } from './charity-checks';
import { donorNameOf } from './charity-portal.presenter';
import { programsOf } from './charity-registry';

const record = (extra: Partial<RegistryRecord> = {}): RegistryRecord => ({
  registry: 'cra',
  number: '888000001RR0001',
  name: 'Test',
  status: 'Registered',
  registered: true,
  statusDate: null,
  designation: 'C',
  category: 'Relief of poverty',
  address: { street: null, city: null, region: null, postalCode: null, country: null },
  deductibility: null,
  subsection: null,
  inPublication78: false,
  financials: null,
  updatedAt: new Date(),
  ...extra,
});

const row = (extra: Partial<Charity> = {}) => ({ verificationStatus: 'verified', isActive: true, ...extra }) as Charity;

describe('charity checks', () => {
  it('answers a code with its English text and its placeholders', () => {
    expect(check('not-registered', { status: 'Annulled' })).toEqual({
      code: 'not-registered',
      message: 'The registry lists the charity as Annulled: it may not issue official receipts',
      values: { status: 'Annulled' },
    });
    expect(check('registered').values).toBeNull();
  });

  it('finds no restriction for a registered, verified, active CRA charity', () => {
    expect(restrictionsOf(record(), row(), '2026-01-01')).toEqual([]);
    expect(requirementsMet(record(), row()).map((c) => c.code)).toEqual([
      'registered',
      'verified-on-platform',
      'active-on-platform',
    ]);
  });

  it('lists every restriction in order: registry first, then the platform', () => {
    const codes = (r: RegistryRecord | null, c: Charity | null) => restrictionsOf(r, c, '2026-01-01').map((x) => x.code);
    expect(codes(null, null)).toEqual(['unknown-number', 'not-verified']);
    expect(codes(record({ registered: false, status: 'Revoked' }), row({ isActive: false }))).toEqual([
      'not-registered',
      'inactive',
    ]);
    expect(codes(record({ registry: 'irs', number: '123456789' }), row({ verificationStatus: 'rejected' }))).toEqual([
      'us-charity-no-canadian-receipt',
      'not-verified',
    ]);
    const overdue = record({
      financials: {
        fiscalPeriodEnd: '2024-12-31',
        filedOn: null,
        totalRevenue: null,
        governmentFunding: null,
        charitablePrograms: null,
        managementAndAdministration: null,
        fundraising: null,
        totalExpenditures: null,
        compensatedPositions: null,
        boardSize: null,
      },
    });
    expect(restrictionsOf(overdue, row(), '2026-01-01')).toEqual([
      check('t3010-overdue', { periodEnd: '2024-12-31', dueDate: '2025-06-30' }),
    ]);
  });

  it('warns about an appraisal above the threshold only', () => {
    expect(appraisalWarning(1000)).toEqual([]);
    expect(appraisalWarning(1000.01).map((c) => c.code)).toEqual(['appraisal-needed']);
  });

  it('names programs in words and donors by first name and initial', () => {
    expect(programsOf(record({ designation: 'a' }))).toEqual(['Relief of poverty', 'Public foundation']);
    expect(programsOf(record({ category: null, designation: null, subsection: '03' }))).toEqual(['501(c)(3)']);
    expect(donorNameOf('Maria', 'garcia')).toBe('Maria G.');
    expect(donorNameOf('Maria', ' ')).toBe('Maria');
  });
});
