import { craListSource, craStatus } from './cra-list.source';
import { craT3010Source } from './cra-t3010.source';
import { columnPositions } from './header';
import type { StageValue } from './import.types';
import { irsBmfSource, irsStatus, rulingDate } from './irs-bmf.source';
import { irsPub78Source } from './irs-pub78.source';
import type { SourceSpec } from './source.types';

/** Parses one row given as column key → value (missing keys are blank). */
function parseRow<K extends string>(spec: SourceSpec<K>, row: Partial<Record<K, string>>): StageValue[] {
  return spec.parse((key) => row[key] ?? '');
}

describe('CRA List of Charities rows', () => {
  const row = {
    bn: '888000001RR0001',
    name: 'Demo Community Food Bank',
    status: 'Registered',
    statusDate: '2009-03-16',
    designation: 'C',
    city: 'Toronto',
    province: 'ON',
  };

  it('stores the compact number and says registered only for Registered', () => {
    const values = parseRow(craListSource, row);
    expect(values.slice(0, 6)).toEqual(['888000001RR0001', 'Demo Community Food Bank', 'Registered', true, '2009-03-16', 'C']);
    expect(parseRow(craListSource, { ...row, bn: '888000001 RR 0001', status: 'Revoked' }).slice(0, 4)).toEqual([
      '888000001RR0001',
      'Demo Community Food Bank',
      'Revoked',
      false,
    ]);
  });

  it('adds a sanction on a registered charity to its status; a suspension of receipting stops it being registered', () => {
    expect(craStatus('Registered', 'Penalty')).toEqual({ status: 'Registered (sanction: Penalty)', registered: true });
    expect(craStatus('Registered', 'Suspension of receipting privileges')).toEqual({
      status: 'Registered (sanction: Suspension of receipting privileges)',
      registered: false,
    });
    expect(craStatus('Suspended', 'Suspension of receipting privileges')).toEqual({ status: 'Suspended', registered: false });
  });

  it('refuses a malformed number, an empty name, a bad date or designation', () => {
    expect(() => parseRow(craListSource, { ...row, bn: '12-3456789' })).toThrow(/BN\/Registration Number must be 9 digits, RR/);
    expect(() => parseRow(craListSource, { ...row, name: '' })).toThrow('Charity Name is empty');
    expect(() => parseRow(craListSource, { ...row, statusDate: '2009-3-16' })).toThrow(/Effective Date of Status must be a date/);
    expect(() => parseRow(craListSource, { ...row, designation: 'D' })).toThrow('Designation code must be A, B or C (got "D")');
  });

  it('accepts the export header in any case and order, and names missing or unexpected columns', () => {
    const header = craListSource.columns.map((column) => column.names[0].toUpperCase()).reverse();
    expect(columnPositions(craListSource, header).get('bn')).toBe(header.length - 1);
    expect(() => columnPositions(craListSource, [...header.slice(0, -1), 'Website'])).toThrow(
      /missing column\(s\) "BN\/Registration Number"; unexpected column\(s\) "Website"/,
    );
  });
});

describe('CRA T3010 rows', () => {
  const row = {
    bn: '888000001RR0001',
    fpe: '2025-12-31',
    filed: '2026-05-14',
    federal: '100',
    provincial: '50.5',
    revenue: '1000',
  };

  it('sums government funding and compensated positions, leaving unknowns null', () => {
    const values = parseRow(craT3010Source, { ...row, fullTime: '12', partTime: '', directors: '9' });
    expect(values).toEqual(['888000001RR0001', '2025-12-31', '2026-05-14', '1000', '150.50', null, null, null, null, 12, 9]);
    expect(parseRow(craT3010Source, { bn: row.bn, fpe: row.fpe })).toEqual([
      '888000001RR0001',
      '2025-12-31',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('refuses a filing before the period ends and a missing period end', () => {
    expect(() => parseRow(craT3010Source, { ...row, filed: '2025-06-01' })).toThrow(
      'Filing Date 2025-06-01 is before the fiscal period end 2025-12-31',
    );
    expect(() => parseRow(craT3010Source, { ...row, fpe: '' })).toThrow('FPE is empty');
  });
});

describe('IRS EO BMF rows', () => {
  const row = {
    EIN: '888000001',
    NAME: 'SAMPLE',
    STATUS: '01',
    RULING: '199805',
    STATE: 'NY',
    SUBSECTION: '03',
    DEDUCTIBILITY: '1',
  };

  it('maps STATUS to words and registered, RULING to a date', () => {
    expect(parseRow(irsBmfSource, row).slice(0, 5)).toEqual([
      '888000001',
      'SAMPLE',
      'Unconditional exemption',
      true,
      '1998-05-01',
    ]);
    expect(irsStatus('97')).toEqual({ status: 'Not exempt (status 97)', registered: false });
    expect(rulingDate('000000')).toBeNull();
  });

  it('refuses a bad EIN, STATUS, RULING or amount', () => {
    expect(() => parseRow(irsBmfSource, { ...row, EIN: '88-8000001' })).toThrow('EIN must be 9 digits (got "88-8000001")');
    expect(() => parseRow(irsBmfSource, { ...row, STATUS: '' })).toThrow('STATUS is empty');
    expect(() => parseRow(irsBmfSource, { ...row, RULING: '199813' })).toThrow(/RULING must be a month YYYYMM/);
    expect(() => parseRow(irsBmfSource, { ...row, REVENUE_AMT: '12.5' })).toThrow(/REVENUE_AMT must be a whole number/);
  });
});

describe('IRS Publication 78 rows', () => {
  it('reads the six positional fields and checks the deductibility codes', () => {
    const row = {
      ein: '888000010',
      name: 'Green Valley Land Trust',
      city: 'Asheville',
      state: 'NC',
      country: 'United States',
      deductibility: 'PC,SO',
    };
    expect(parseRow(irsPub78Source, row)).toEqual([
      '888000010',
      'Green Valley Land Trust',
      'Asheville',
      'NC',
      'United States',
      'PC,SO',
    ]);
    expect(() => parseRow(irsPub78Source, { ...row, deductibility: 'pc' })).toThrow(/Deductibility Status must be codes/);
  });
});
