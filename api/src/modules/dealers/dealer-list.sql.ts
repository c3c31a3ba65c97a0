import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';

/**
 * The admin's dealer list indexes (migration 20261128100000), declared on the entity: the keyset
 * (created_at, id) alone, and after the status filter.
 */
export const BY_CREATED_INDEX = 'auto_dealers_created_idx';
export const BY_STATUS_CREATED_INDEX = 'auto_dealers_status_created_idx';

/** Newest application first. */
export const DEALER_ORDER: ListOrder = {
  columns: [
    { sql: 'd.created_at', type: 'timestamptz' },
    { sql: 'd.id', type: 'integer' },
  ],
  descending: true,
};

/** A page's filters, as the service passes them; the search is already a LIKE pattern. */
export interface DealerListQuery {
  status: string | null;
  searchPattern: string | null;
}

/** A row of auto_dealers as the database has it, with its key: the service maps it onto the entity. */
export type DealerPageRow = Record<string, unknown> & KeyedRow;

function filtersOf(query: DealerListQuery): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    conditions.push('d.verification_status = ?');
    params.push(query.status);
  }
  if (query.searchPattern) {
    conditions.push('(d.business_name ilike ? or d.dealer_license ilike ? or d.contact_name ilike ?)');
    params.push(query.searchPattern, query.searchPattern, query.searchPattern);
  }
  return { conditions, params };
}

/** One page of whole rows in one statement; the keyset after the filters. */
export function dealerPageSql(query: DealerListQuery, plan: PagePlan): { sql: string; params: unknown[] } {
  const { conditions, params } = filtersOf(query);
  const sql = `select d.*, ${plan.keySelect} from auto_dealers d ${whereClause(conditions, plan)}
order by ${plan.orderBy} limit ?`;
  return { sql, params: [...params, ...plan.params, plan.limit] };
}

/** How many dealers the filters keep (the admin's screen shows it; dealers are few). */
export function dealerCountSql(query: DealerListQuery): { sql: string; params: unknown[] } {
  const { conditions, params } = filtersOf(query);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  return { sql: `select count(*)::int as total from auto_dealers d ${where}`, params };
}
