import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import { amount, count, date, requiredDate, requiredText } from './fields';
import { RowError, type StageValue } from './import.types';
import type { SourceSpec } from './source.types';

type Key =
  | 'bn'
  | 'fpe'
  | 'filed'
  | 'federal'
  | 'provincial'
  | 'municipal'
  | 'revenue'
  | 'programs'
  | 'management'
  | 'fundraising'
  | 'expenditures'
  | 'fullTime'
  | 'partTime'
  | 'directors';

/**
 * The CRA T3010 open data, one row per charity and fiscal period, with the return's line numbers
 * as column names (docs/registry.md): government funding is the sum of 4540 (federal), 4550
 * (provincial) and 4560 (municipal); compensated positions the sum of 300 (full-time) and 305
 * (part-time). An empty line stays unknown (null), and a sum is null only when all its parts are.
 */
export const craT3010Source: SourceSpec<Key> = {
  source: 'cra-t3010',
  title: 'CRA T3010 financial data (CSV)',
  delimiter: ',',
  quoted: true,
  header: true,
  columns: [
    { key: 'bn', names: ['BN', 'BN/Registration Number'] },
    { key: 'fpe', names: ['FPE', 'Fiscal Period End'] },
    { key: 'filed', names: ['Filing Date', 'Date Received'] },
    { key: 'federal', names: ['4540', 'Federal Government Revenue'] },
    { key: 'provincial', names: ['4550', 'Provincial Government Revenue'] },
    { key: 'municipal', names: ['4560', 'Municipal Government Revenue'] },
    { key: 'revenue', names: ['4700', 'Total Revenue'] },
    { key: 'programs', names: ['5000', 'Charitable Programs'] },
    { key: 'management', names: ['5010', 'Management and Administration'] },
    { key: 'fundraising', names: ['5020', 'Fundraising'] },
    { key: 'expenditures', names: ['5100', 'Total Expenditures'] },
    { key: 'fullTime', names: ['300', 'Full-time Positions'] },
    { key: 'partTime', names: ['305', 'Part-time Positions'] },
    { key: 'directors', names: ['Directors', 'Board Size'] },
  ],
  stage: [
    'number text',
    'fiscal_period_end date',
    'filed_on date',
    'total_revenue numeric(15,2)',
    'government_funding numeric(15,2)',
    'charitable_programs numeric(15,2)',
    'management_and_administration numeric(15,2)',
    'fundraising numeric(15,2)',
    'total_expenditures numeric(15,2)',
    'compensated_positions integer',
    'board_size integer',
  ],
  key: ['number', 'fiscal_period_end'],
  parse(field) {
    const raw = requiredText('BN', field('bn'));
    const number = parseCharityNumber(raw);
    if (!number || number.registry !== 'cra') {
      throw new RowError(`BN must be 9 digits, RR and 4 digits such as 123456789RR0001 (got "${raw}")`);
    }
    const fpe = requiredDate('FPE', field('fpe'));
    const filed = date('Filing Date', field('filed'));
    if (filed !== null && filed < fpe) throw new RowError(`Filing Date ${filed} is before the fiscal period end ${fpe}`);
    const government = sumAmounts([
      amount('4540', field('federal')),
      amount('4550', field('provincial')),
      amount('4560', field('municipal')),
    ]);
    const fullTime = count('300', field('fullTime'));
    const partTime = count('305', field('partTime'));
    const values: StageValue[] = [
      number.number,
      fpe,
      filed,
      amount('4700', field('revenue')),
      government,
      amount('5000', field('programs')),
      amount('5010', field('management')),
      amount('5020', field('fundraising')),
      amount('5100', field('expenditures')),
      fullTime === null && partTime === null ? null : (fullTime ?? 0) + (partTime ?? 0),
      count('Directors', field('directors')),
    ];
    return values;
  },
  apply: `
    with upserted as (
      insert into registry_financials as f
        (registry, number, fiscal_period_end, filed_on, total_revenue, government_funding, charitable_programs,
         management_and_administration, fundraising, total_expenditures, compensated_positions, board_size)
      select 'cra', number, fiscal_period_end, filed_on, total_revenue, government_funding, charitable_programs,
             management_and_administration, fundraising, total_expenditures, compensated_positions, board_size
        from registry_stage
      on conflict (registry, number, fiscal_period_end) do update set
        filed_on = excluded.filed_on, total_revenue = excluded.total_revenue, government_funding = excluded.government_funding,
        charitable_programs = excluded.charitable_programs,
        management_and_administration = excluded.management_and_administration, fundraising = excluded.fundraising,
        total_expenditures = excluded.total_expenditures, compensated_positions = excluded.compensated_positions,
        board_size = excluded.board_size, updated_at = now()
      where (f.filed_on, f.total_revenue, f.government_funding, f.charitable_programs, f.management_and_administration,
             f.fundraising, f.total_expenditures, f.compensated_positions, f.board_size)
        is distinct from (excluded.filed_on, excluded.total_revenue, excluded.government_funding, excluded.charitable_programs,
             excluded.management_and_administration, excluded.fundraising, excluded.total_expenditures,
             excluded.compensated_positions, excluded.board_size)
      returning (xmax = 0) as added
    )
    select count(*) filter (where added)::int as added, count(*) filter (where not added)::int as changed, 0 as delisted
      from upserted`,
};

/** Cents-exact sum of decimal strings; null when every part is null. */
export function sumAmounts(parts: readonly (string | null)[]): string | null {
  const known = parts.filter((part): part is string => part !== null);
  if (known.length === 0) return null;
  const cents = known.reduce((total, part) => total + toCents(part), 0n);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function toCents(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}
