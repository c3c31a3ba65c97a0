import { parseCharityNumber } from '@vdp/shared/charities/charity-number';
import { code, date, requiredText, text } from './fields';
import { RowError } from './import.types';
import { CHARITY_STAGE_COLUMNS, type SourceSpec } from './source.types';

type Key =
  | 'bn'
  | 'name'
  | 'status'
  | 'statusDate'
  | 'sanction'
  | 'designation'
  | 'category'
  | 'address'
  | 'city'
  | 'province'
  | 'postalCode'
  | 'country';

/** The CRA word that lets a charity issue official donation receipts; every other status does not. */
export const CRA_REGISTERED = 'registered';

/** The stored status and whether the charity may issue official receipts today. */
export function craStatus(word: string, sanction: string | null): { status: string; registered: boolean } {
  const isRegistered = word.toLowerCase() === CRA_REGISTERED;
  if (!isRegistered || sanction === null) return { status: word, registered: isRegistered };
  return { status: `${word} (sanction: ${sanction})`, registered: !/suspen/i.test(sanction) };
}

/**
 * The CRA "List of charities" export (basic search, Download): one row per charity, every status.
 * A sanction on a Registered charity is added to its status ("Registered (sanction: …)"); a
 * suspension of receipting privileges makes it not registered (it may not issue receipts).
 */
export const craListSource: SourceSpec<Key> = {
  source: 'cra-list',
  title: 'CRA List of Charities (CSV)',
  delimiter: ',',
  quoted: true,
  header: true,
  columns: [
    { key: 'bn', names: ['BN/Registration Number', 'BN/Registration No.', 'Registration Number', 'BN'] },
    { key: 'name', names: ['Charity Name', 'Legal Name', 'Charity Legal Name'] },
    { key: 'status', names: ['Charity Status', 'Status'] },
    { key: 'statusDate', names: ['Effective Date of Status', 'Effective Date'] },
    { key: 'sanction', names: ['Sanction', 'Sanctions'] },
    { key: 'designation', names: ['Designation code', 'Designation'] },
    { key: 'category', names: ['Category code', 'Category'] },
    { key: 'address', names: ['Address', 'Street Address', 'Address Line 1'] },
    { key: 'city', names: ['City'] },
    { key: 'province', names: ['Province', 'Province/Territory', 'Province/Territory/State'] },
    { key: 'postalCode', names: ['Postal Code', 'Postal Code/Zip Code'] },
    { key: 'country', names: ['Country'] },
  ],
  stage: [...CHARITY_STAGE_COLUMNS, 'country text'],
  key: ['number'],
  parse(field) {
    const raw = requiredText('BN/Registration Number', field('bn'));
    const number = parseCharityNumber(raw);
    if (!number || number.registry !== 'cra') {
      throw new RowError(`BN/Registration Number must be 9 digits, RR and 4 digits such as 123456789RR0001 (got "${raw}")`);
    }
    const { status, registered } = craStatus(requiredText('Charity Status', field('status')), text(field('sanction')));
    return [
      number.number,
      requiredText('Charity Name', field('name')),
      status,
      registered,
      date('Effective Date of Status', field('statusDate')),
      code('Designation code', field('designation'), /^[ABC]$/, 'A, B or C'),
      text(field('category')),
      text(field('address')),
      text(field('city')),
      text(field('province')),
      text(field('postalCode')),
      text(field('country')),
    ];
  },
  apply: `
    with upserted as (
      insert into registry_charities as c
        (registry, number, name, status, registered, status_date, designation, category, street, city, region, postal_code, country)
      select 'cra', number, name, status, registered, status_date, designation, category, street, city, region, postal_code, country
        from registry_stage
      on conflict (registry, number) do update set
        name = excluded.name, status = excluded.status, registered = excluded.registered,
        status_date = excluded.status_date, designation = excluded.designation, category = excluded.category,
        street = excluded.street, city = excluded.city, region = excluded.region,
        postal_code = excluded.postal_code, country = excluded.country, updated_at = now()
      where (c.name, c.status, c.registered, c.status_date, c.designation, c.category, c.street, c.city, c.region, c.postal_code, c.country)
        is distinct from (excluded.name, excluded.status, excluded.registered, excluded.status_date, excluded.designation,
          excluded.category, excluded.street, excluded.city, excluded.region, excluded.postal_code, excluded.country)
      returning (xmax = 0) as added
    )
    select count(*) filter (where added)::int as added, count(*) filter (where not added)::int as changed, 0 as delisted
      from upserted`,
};
