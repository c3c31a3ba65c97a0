import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';
import { AUCTION_COLUMNS, AUCTION_FROM, type AuctionRow } from './auction.sql';

/**
 * The auction list's indexes (migration 20261128100000), declared on the entity: the keyset
 * (end_date, id) alone, and after the status filter. They hold the single-column end_date and
 * status indexes as their prefixes, which they replace.
 */
export const BY_END_INDEX = 'vehicle_auctions_end_idx';
export const BY_STATUS_END_INDEX = 'vehicle_auctions_status_end_idx';

/** Soonest end first, as the dealers' and the admin's screens show them. */
export const AUCTION_ORDER: ListOrder = {
  columns: [
    { sql: 'a.end_date', type: 'timestamptz' },
    { sql: 'a.id', type: 'integer' },
  ],
  descending: false,
};

/** A page's filters, as the service passes them; the search is already a LIKE pattern. */
export interface AuctionListQuery {
  status: string | null;
  searchPattern: string | null;
}

export type AuctionPageRow = AuctionRow & KeyedRow;

/** Vehicle, location or "#id": the text the admin's search box looks in. */
const SEARCHED_TEXT = `(d.make || ' ' || d.model || ' ' || d.year || ' ' || a.vehicle_location || ' #' || a.id)`;

function filtersOf(query: AuctionListQuery): { conditions: string[]; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    conditions.push('a.status = ?');
    params.push(query.status);
  }
  if (query.searchPattern) {
    conditions.push(`${SEARCHED_TEXT} ilike ?`);
    params.push(query.searchPattern);
  }
  return { conditions, params };
}

/** One page with its vehicles in one statement; the keyset after the filters. */
export function auctionPageSql(query: AuctionListQuery, plan: PagePlan): { sql: string; params: unknown[] } {
  const { conditions, params } = filtersOf(query);
  const sql = `select ${AUCTION_COLUMNS}, ${plan.keySelect}
${AUCTION_FROM} ${whereClause(conditions, plan)}
order by ${plan.orderBy} limit ?`;
  return { sql, params: [...params, ...plan.params, plan.limit] };
}

/** How many auctions the filters keep (auctions are few: the admin's screen shows the count). */
export function auctionCountSql(query: AuctionListQuery): { sql: string; params: unknown[] } {
  const { conditions, params } = filtersOf(query);
  const where = conditions.length > 0 ? `where ${conditions.join(' and ')}` : '';
  const from = query.searchPattern ? AUCTION_FROM : 'from vehicle_auctions a';
  return { sql: `select count(*)::int as total ${from} ${where}`, params };
}
