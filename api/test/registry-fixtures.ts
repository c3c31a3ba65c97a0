import type { RunningServer } from '../src/app/server';

/** A registry_charities row as a test needs it; the rest takes registered CRA defaults. */
export interface RegistryCharityRow {
  number: string;
  name?: string;
  status?: string;
  registered?: boolean;
  registry?: 'cra' | 'irs';
  designation?: string | null;
  category?: string | null;
  street?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
}

/** A registry_financials row (amounts as decimal strings). */
export interface FinancialsRow {
  number: string;
  registry?: 'cra' | 'irs';
  fiscalPeriodEnd: string;
  filedOn?: string | null;
  totalRevenue?: string | null;
  governmentFunding?: string | null;
  charitablePrograms?: string | null;
  managementAndAdministration?: string | null;
  fundraising?: string | null;
  totalExpenditures?: string | null;
  compensatedPositions?: number | null;
  boardSize?: number | null;
}

const execute = (server: RunningServer, sql: string, params: unknown[]) =>
  server.db.orm.em.fork().getConnection().execute(sql, params);

/** Inserts or replaces a registry row, as an import would. */
export async function insertRegistryCharity(server: RunningServer, row: RegistryCharityRow): Promise<void> {
  const registered = row.registered ?? (row.status ?? 'Registered') === 'Registered';
  await execute(
    server,
    `insert into registry_charities (registry, number, name, status, registered, status_date, designation, category,
                                     street, city, region, postal_code, country)
     values (?, ?, ?, ?, ?, '2001-01-01', ?, ?, ?, ?, ?, ?, 'CA')
     on conflict (registry, number) do update
       set name = excluded.name, status = excluded.status, registered = excluded.registered,
           designation = excluded.designation, category = excluded.category, street = excluded.street,
           city = excluded.city, region = excluded.region, postal_code = excluded.postal_code, updated_at = now()`,
    [
      row.registry ?? 'cra',
      row.number,
      row.name ?? `Registry Charity ${row.number}`,
      row.status ?? 'Registered',
      registered,
      row.designation === undefined ? 'C' : row.designation,
      row.category === undefined ? 'Relief of poverty' : row.category,
      row.street === undefined ? '1 Registry Street' : row.street,
      row.city === undefined ? 'Toronto' : row.city,
      row.region === undefined ? 'ON' : row.region,
      row.postalCode === undefined ? 'M5V 1A1' : row.postalCode,
    ],
  );
}

/** Inserts or replaces one fiscal period of a number. */
export async function insertFinancials(server: RunningServer, row: FinancialsRow): Promise<void> {
  await execute(
    server,
    `insert into registry_financials (registry, number, fiscal_period_end, filed_on, total_revenue, government_funding,
                                      charitable_programs, management_and_administration, fundraising,
                                      total_expenditures, compensated_positions, board_size)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (registry, number, fiscal_period_end) do update
       set filed_on = excluded.filed_on, total_revenue = excluded.total_revenue,
           government_funding = excluded.government_funding, charitable_programs = excluded.charitable_programs,
           management_and_administration = excluded.management_and_administration,
           fundraising = excluded.fundraising, total_expenditures = excluded.total_expenditures,
           compensated_positions = excluded.compensated_positions, board_size = excluded.board_size, updated_at = now()`,
    [
      row.registry ?? 'cra',
      row.number,
      row.fiscalPeriodEnd,
      row.filedOn === undefined ? null : row.filedOn,
      row.totalRevenue ?? null,
      row.governmentFunding ?? null,
      row.charitablePrograms ?? null,
      row.managementAndAdministration ?? null,
      row.fundraising ?? null,
      row.totalExpenditures ?? null,
      row.compensatedPositions ?? null,
      row.boardSize ?? null,
    ],
  );
}

/**
 * The demo charities' numbers registered in the registry, as demo mode's registry sample has them
 * (888000001RR0001..888000006RR0001): tests issuing receipts for the demo charities need them.
 * Rows already there (the sample loaded) are kept.
 */
export async function registerDemoNumbers(server: RunningServer): Promise<void> {
  for (let i = 1; i <= 6; i++) {
    await execute(
      server,
      `insert into registry_charities (registry, number, name, status, registered) values ('cra', ?, ?, 'Registered', true)
       on conflict (registry, number) do nothing`,
      [`88800000${i}RR0001`, `Demo registry charity ${i}`],
    );
  }
}
