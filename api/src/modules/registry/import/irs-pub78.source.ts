import { code, requiredCode, requiredText, text } from './fields';
import type { SourceSpec } from './source.types';

type Key = 'ein' | 'name' | 'city' | 'state' | 'country' | 'deductibility';

/** The status of an organization known only from Publication 78 (absent from the BMF files imported). */
export const PUB78_STATUS = 'Listed in Publication 78';
export const PUB78_REMOVED_STATUS = 'No longer listed in Publication 78';

/**
 * IRS Publication 78 data: EIN|Legal Name|City|State|Country|Deductibility codes, no header, no
 * quoting. The file is the complete list of organizations eligible for deductible contributions:
 * it flags its rows (in_publication_78, deductibility), adds the ones not known yet, and unflags
 * earlier rows it no longer lists ("delisted"); a row known only from Publication 78 then stops
 * being registered.
 */
export const irsPub78Source: SourceSpec<Key> = {
  source: 'irs-pub78',
  title: 'IRS Publication 78 data (pipe-delimited)',
  delimiter: '|',
  quoted: false,
  header: false,
  columns: [
    { key: 'ein', names: ['EIN'] },
    { key: 'name', names: ['Legal Name'] },
    { key: 'city', names: ['City'] },
    { key: 'state', names: ['State'] },
    { key: 'country', names: ['Country'] },
    { key: 'deductibility', names: ['Deductibility Status'] },
  ],
  stage: ['number text', 'name text', 'city text', 'region text', 'country text', 'deductibility text'],
  key: ['number'],
  parse(field) {
    return [
      requiredCode('EIN', field('ein'), /^\d{9}$/, '9 digits'),
      requiredText('Legal Name', field('name')),
      text(field('city')),
      text(field('state')),
      text(field('country')),
      code('Deductibility Status', field('deductibility'), /^[A-Z0-9]+(,\s*[A-Z0-9]+)*$/, 'codes such as PC or PC,SO'),
    ];
  },
  apply: `
    with upserted as (
      insert into registry_charities as c
        (registry, number, name, status, registered, city, region, country, deductibility, in_publication_78)
      select 'irs', number, name, '${PUB78_STATUS}', true, city, region, country, deductibility, true
        from registry_stage
      on conflict (registry, number) do update set
        in_publication_78 = true, deductibility = excluded.deductibility,
        status = case when c.status = '${PUB78_REMOVED_STATUS}' then '${PUB78_STATUS}' else c.status end,
        registered = case when c.status = '${PUB78_REMOVED_STATUS}' then true else c.registered end,
        updated_at = now()
      where (c.in_publication_78, c.deductibility) is distinct from (true, excluded.deductibility)
      returning (xmax = 0) as added
    ), delisted as (
      update registry_charities c set
        in_publication_78 = false,
        status = case when c.status = '${PUB78_STATUS}' then '${PUB78_REMOVED_STATUS}' else c.status end,
        registered = case when c.status = '${PUB78_STATUS}' then false else c.registered end,
        updated_at = now()
      where c.registry = 'irs' and c.in_publication_78
        and not exists (select 1 from registry_stage s where s.number = c.number)
      returning 1
    )
    select (select count(*) filter (where added) from upserted)::int as added,
           (select count(*) filter (where not added) from upserted)::int as changed,
           (select count(*) from delisted)::int as delisted`,
};
