import type { RegistryFinancials, RegistryRecord } from '../registry/registry.presenter';
import { addMonths, charityScores, complianceOf, percentOf, t3010DueDate, t3010Overdue } from './charity-metrics';

const financials = (extra: Partial<RegistryFinancials> = {}): RegistryFinancials => ({
  fiscalPeriodEnd: '2024-12-31',
  filedOn: '2025-05-15',
  totalRevenue: '1000000.00',
  governmentFunding: '200000.00',
  charitablePrograms: '800000.00',
  managementAndAdministration: '100000.00',
  fundraising: '100000.00',
  totalExpenditures: '1000000.00',
  compensatedPositions: 12,
  boardSize: 7,
  ...extra,
});

const record = (extra: Partial<RegistryRecord> = {}): RegistryRecord => ({
  registry: 'cra',
  number: '888000001RR0001',
  name: 'Test Charity',
  status: 'Registered',
  registered: true,
  statusDate: '2001-01-01',
  designation: 'C',
  category: 'Relief of poverty',
  address: { street: '1 Main St', city: 'Toronto', region: 'ON', postalCode: 'M5V 1A1', country: 'CA' },
  deductibility: null,
  subsection: null,
  inPublication78: false,
  financials: financials(),
  updatedAt: new Date('2025-06-01T00:00:00Z'),
  ...extra,
});

describe('charity metrics', () => {
  it('scores a complete, on-time, well-run charity', () => {
    expect(charityScores(record())).toEqual({ efficiency: 80, transparency: 100, impact: 80, governance: 100, overall: 90 });
  });

  it('never answers NaN: zero expenditures and revenue score 0 for their parts', () => {
    const scores = charityScores(
      record({
        financials: financials({ totalExpenditures: '0.00', totalRevenue: '0.00', managementAndAdministration: '0.00' }),
      }),
    );
    expect(scores.efficiency).toBe(0);
    expect(scores.impact).toBe(0);
    expect(scores.governance).toBe(75);
    expect(Object.values(scores).every(Number.isInteger)).toBe(true);
  });

  it('gives 0 for each missing field and uses the sum of spending lines when the total is missing', () => {
    const scores = charityScores(
      record({
        financials: financials({ totalExpenditures: null, governmentFunding: null, boardSize: null, totalRevenue: null }),
      }),
    );
    expect(scores.efficiency).toBe(80);
    expect(scores.impact).toBe(0);
    expect(scores.transparency).toBe(67);
    expect(scores.governance).toBe(50);
  });

  it('caps impact at 100, counts a late filing and a revoked status', () => {
    const scores = charityScores(
      record({
        registered: false,
        status: 'Revoked',
        financials: financials({ totalRevenue: '400000.00', filedOn: '2025-08-01', managementAndAdministration: '400000.00' }),
      }),
    );
    expect(scores.impact).toBe(100);
    expect(scores.transparency).toBe(67);
    expect(scores.governance).toBe(50);
  });

  it('scores an unlisted number or a record without financials as zeros but for what it has', () => {
    expect(charityScores(null)).toEqual({ efficiency: 0, transparency: 0, impact: 0, governance: 0, overall: 0 });
    expect(charityScores(record({ financials: null }))).toEqual({
      efficiency: 0,
      transparency: 0,
      impact: 0,
      governance: 25,
      overall: 6,
    });
  });

  it('answers percentages 0..100 only', () => {
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(-5, 10)).toBe(0);
    expect(percentOf(null, 10)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
  });
});

describe('T3010 due dates and compliance', () => {
  it('adds six months, clamped to the month end', () => {
    expect(t3010DueDate('2024-12-31')).toBe('2025-06-30');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2024-03-31', 6)).toBe('2024-09-30');
  });

  it('is compliant when registered and filed by the due date', () => {
    expect(complianceOf(record(), '2026-01-01')).toBe('compliant');
    expect(complianceOf(record({ financials: financials({ filedOn: '2025-06-30' }) }), '2026-01-01')).toBe('compliant');
  });

  it('is non-compliant when not registered, unlisted, filed late or overdue', () => {
    expect(complianceOf(record({ registered: false, status: 'Revoked' }), '2026-01-01')).toBe('non-compliant');
    expect(complianceOf(null, '2026-01-01')).toBe('non-compliant');
    expect(complianceOf(record({ financials: financials({ filedOn: '2025-07-01' }) }), '2026-01-01')).toBe('non-compliant');
    expect(complianceOf(record({ financials: financials({ filedOn: null }) }), '2025-07-01')).toBe('non-compliant');
    expect(t3010Overdue(financials({ filedOn: null }), '2025-07-01')).toBe(true);
  });

  it('is pending without financial data, or unfiled before the due date', () => {
    expect(complianceOf(record({ financials: null }), '2026-01-01')).toBe('pending');
    expect(complianceOf(record({ financials: financials({ filedOn: null }) }), '2025-06-30')).toBe('pending');
    expect(t3010Overdue(financials({ filedOn: null }), '2025-06-30')).toBe(false);
  });
});
