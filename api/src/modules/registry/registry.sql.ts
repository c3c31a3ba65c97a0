/** One statement a lookup: the registry row and its latest fiscal period, by primary key. */
export const FIND_SQL = `
  select c.registry, c.number, c.name, c.status, c.registered, c.status_date::text as status_date,
         c.designation, c.category, c.street, c.city, c.region, c.postal_code, c.country,
         c.deductibility, c.subsection, c.in_publication_78, c.updated_at,
         f.fiscal_period_end::text as fiscal_period_end, f.filed_on::text as filed_on,
         f.total_revenue::text as total_revenue, f.government_funding::text as government_funding,
         f.charitable_programs::text as charitable_programs,
         f.management_and_administration::text as management_and_administration,
         f.fundraising::text as fundraising, f.total_expenditures::text as total_expenditures,
         f.compensated_positions, f.board_size
    from registry_charities c
    left join lateral (
      select * from registry_financials f
       where f.registry = c.registry and f.number = c.number
       order by f.fiscal_period_end desc limit 1
    ) f on true
   where c.registry = ? and c.number = ?`;
