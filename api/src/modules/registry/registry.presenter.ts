import type { CharityRegistry } from '@vdp/shared/charities/charity-number';

/** A charity as its public registry lists it (docs/registry.md). */
export interface RegistryRecord {
  registry: CharityRegistry;
  /** Stored form: 123456789RR0001 (CRA) or 123456789 (IRS). */
  number: string;
  name: string;
  /** The registry's own word: Registered, Revoked, Annulled, Suspended... (CRA); the EO status (IRS). */
  status: string;
  /** Whether the registry says it may issue official receipts today. */
  registered: boolean;
  statusDate: string | null;
  designation: string | null;
  category: string | null;
  address: {
    street: string | null;
    city: string | null;
    region: string | null;
    postalCode: string | null;
    country: string | null;
  };
  deductibility: string | null;
  subsection: string | null;
  inPublication78: boolean;
  /** The latest fiscal period filed (CRA T3010), or null. */
  financials: RegistryFinancials | null;
  updatedAt: Date;
}

/** Amounts are decimal strings with two decimals. */
export interface RegistryFinancials {
  fiscalPeriodEnd: string;
  filedOn: string | null;
  totalRevenue: string | null;
  governmentFunding: string | null;
  charitablePrograms: string | null;
  managementAndAdministration: string | null;
  fundraising: string | null;
  totalExpenditures: string | null;
  compensatedPositions: number | null;
  boardSize: number | null;
}

/** A registry_charities row joined with its latest registry_financials row (registry.sql.ts). */
export interface RegistryRow {
  registry: CharityRegistry;
  number: string;
  name: string;
  status: string;
  registered: boolean;
  status_date: string | null;
  designation: string | null;
  category: string | null;
  street: string | null;
  city: string | null;
  region: string | null;
  postal_code: string | null;
  country: string | null;
  deductibility: string | null;
  subsection: string | null;
  in_publication_78: boolean;
  updated_at: Date | string;
  fiscal_period_end: string | null;
  filed_on: string | null;
  total_revenue: string | null;
  government_funding: string | null;
  charitable_programs: string | null;
  management_and_administration: string | null;
  fundraising: string | null;
  total_expenditures: string | null;
  compensated_positions: number | null;
  board_size: number | null;
}

export function presentRegistryRecord(row: RegistryRow): RegistryRecord {
  return {
    registry: row.registry,
    number: row.number,
    name: row.name,
    status: row.status,
    registered: row.registered,
    statusDate: row.status_date,
    designation: row.designation,
    category: row.category,
    address: { street: row.street, city: row.city, region: row.region, postalCode: row.postal_code, country: row.country },
    deductibility: row.deductibility,
    subsection: row.subsection,
    inPublication78: row.in_publication_78,
    financials: row.fiscal_period_end
      ? {
          fiscalPeriodEnd: row.fiscal_period_end,
          filedOn: row.filed_on,
          totalRevenue: row.total_revenue,
          governmentFunding: row.government_funding,
          charitablePrograms: row.charitable_programs,
          managementAndAdministration: row.management_and_administration,
          fundraising: row.fundraising,
          totalExpenditures: row.total_expenditures,
          compensatedPositions: row.compensated_positions,
          boardSize: row.board_size,
        }
      : null,
    updatedAt: row.updated_at instanceof Date ? row.updated_at : new Date(row.updated_at),
  };
}
