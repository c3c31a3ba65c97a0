import { code, requiredCode, requiredText, text } from './fields';
import { CHARITY_STAGE_COLUMNS, type SourceSpec } from './source.types';

const COLUMNS = [
  'EIN',
  'NAME',
  'ICO',
  'STREET',
  'CITY',
  'STATE',
  'ZIP',
  'GROUP',
  'SUBSECTION',
  'AFFILIATION',
  'CLASSIFICATION',
  'RULING',
  'DEDUCTIBILITY',
  'FOUNDATION',
  'ACTIVITY',
  'ORGANIZATION',
  'STATUS',
  'TAX_PERIOD',
  'ASSET_CD',
  'INCOME_CD',
  'FILING_REQ_CD',
  'PF_FILING_REQ_CD',
  'ACCT_PD',
  'ASSET_AMT',
  'INCOME_AMT',
  'REVENUE_AMT',
  'NTEE_CD',
  'SORT_NAME',
] as const;
type Key = (typeof COLUMNS)[number];

/**
 * The EO BMF STATUS codes (IRS "EO BMF extract" documentation): the file lists organizations the
 * IRS currently recognizes as exempt, and these four codes say so. Any other code is taken as
 * not recognized (docs/registry.md).
 */
export const IRS_EXEMPT_STATUSES: Readonly<Record<string, string>> = {
  '01': 'Unconditional exemption',
  '02': 'Conditional exemption',
  '12': 'Trust described in section 4947(a)(2)',
  '25': 'Terminating private foundation status',
};

export function irsStatus(statusCode: string): { status: string; registered: boolean } {
  const word = IRS_EXEMPT_STATUSES[statusCode];
  return word ? { status: word, registered: true } : { status: `Not exempt (status ${statusCode})`, registered: false };
}

/** RULING YYYYMM → the first day of that month; 000000 (no ruling) → null. */
export function rulingDate(ruling: string | null): string | null {
  if (ruling === null || ruling === '000000') return null;
  return `${ruling.slice(0, 4)}-${ruling.slice(4)}-01`;
}

const INTEGER = /^-?\d{1,15}$/;

/**
 * The IRS Exempt Organizations Business Master File extract (CSV, header line). Stored: name,
 * address, STATUS (as words and registered), RULING (status date), FOUNDATION (designation),
 * NTEE_CD (category), SUBSECTION and DEDUCTIBILITY; amounts and codes are checked for shape only.
 */
export const irsBmfSource: SourceSpec<Key> = {
  source: 'irs-bmf',
  title: 'IRS EO Business Master File (CSV)',
  delimiter: ',',
  quoted: true,
  header: true,
  columns: COLUMNS.map((name) => ({ key: name, names: [name] })),
  stage: [...CHARITY_STAGE_COLUMNS, 'deductibility text', 'subsection text'],
  key: ['number'],
  parse(field) {
    const ein = requiredCode('EIN', field('EIN'), /^\d{9}$/, '9 digits');
    const status = irsStatus(requiredCode('STATUS', field('STATUS'), /^\d{2}$/, '2 digits'));
    const ruling = code('RULING', field('RULING'), /^(000000|(18|19|20)\d{2}(0[1-9]|1[0-2]))$/, 'a month YYYYMM or 000000');
    for (const column of ['ASSET_AMT', 'INCOME_AMT', 'REVENUE_AMT'] as const) {
      code(column, field(column), INTEGER, 'a whole number of dollars');
    }
    code('TAX_PERIOD', field('TAX_PERIOD'), /^\d{6}$/, 'a month YYYYMM');
    return [
      ein,
      requiredText('NAME', field('NAME')),
      status.status,
      status.registered,
      rulingDate(ruling),
      code('FOUNDATION', field('FOUNDATION'), /^\d{2}$/, '2 digits'),
      text(field('NTEE_CD')),
      text(field('STREET')),
      text(field('CITY')),
      code('STATE', field('STATE'), /^[A-Z]{2}$/, 'a 2-letter state code'),
      text(field('ZIP')),
      code('DEDUCTIBILITY', field('DEDUCTIBILITY'), /^\d$/, '1 digit'),
      code('SUBSECTION', field('SUBSECTION'), /^\d{2}$/, '2 digits'),
    ];
  },
  // Publication 78's deductibility codes (PC, PF...) say more than the BMF's digit: kept when present.
  apply: `
    with upserted as (
      insert into registry_charities as c
        (registry, number, name, status, registered, status_date, designation, category, street, city, region,
         postal_code, country, deductibility, subsection)
      select 'irs', number, name, status, registered, status_date, designation, category, street, city, region,
             postal_code, 'US', deductibility, subsection
        from registry_stage
      on conflict (registry, number) do update set
        name = excluded.name, status = excluded.status, registered = excluded.registered,
        status_date = excluded.status_date, designation = excluded.designation, category = excluded.category,
        street = excluded.street, city = excluded.city, region = excluded.region, postal_code = excluded.postal_code,
        country = excluded.country,
        deductibility = case when c.in_publication_78 then c.deductibility else excluded.deductibility end,
        subsection = excluded.subsection, updated_at = now()
      where (c.name, c.status, c.registered, c.status_date, c.designation, c.category, c.street, c.city, c.region,
             c.postal_code, c.country, c.subsection, case when c.in_publication_78 then null else c.deductibility end)
        is distinct from (excluded.name, excluded.status, excluded.registered, excluded.status_date, excluded.designation,
             excluded.category, excluded.street, excluded.city, excluded.region, excluded.postal_code, excluded.country,
             excluded.subsection, case when c.in_publication_78 then null else excluded.deductibility end)
      returning (xmax = 0) as added
    )
    select count(*) filter (where added)::int as added, count(*) filter (where not added)::int as changed, 0 as delisted
      from upserted`,
};
