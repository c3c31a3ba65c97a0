import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';

/** Params: dealer, auction. Nothing happens when already watched. */
export const WATCH_SQL = `insert into auction_watches (dealer_id, auction_id, created_at) values (?, ?, now()) on conflict do nothing`;
export const UNWATCH_SQL = `delete from auction_watches where dealer_id = ? and auction_id = ?`;
export const AUCTION_EXISTS_SQL = `select id from vehicle_auctions where id = ?`;
export const IS_WATCHING_SQL = `select 1 from auction_watches where dealer_id = ? and auction_id = ?`;

/** A dealer's watchlist, last watched first (the unique (dealer, auction) index leads with the dealer). */
export const WATCH_ORDER: ListOrder = { columns: [{ sql: 'w.id', type: 'integer' }], descending: true };

export interface WatchRow extends KeyedRow {
  auction_id: number;
  created_at: Date | string;
  status: string;
  start_date: Date | string;
  end_date: Date | string;
  current_high_bid: string;
  vehicle: string;
}

export function watchPageSql(dealerId: number, plan: PagePlan): { sql: string; params: unknown[] } {
  const sql = `select w.auction_id, w.created_at, va.status, va.start_date, va.end_date, va.current_high_bid,
  d.year || ' ' || d.make || ' ' || d.model as vehicle, ${plan.keySelect}
from auction_watches w join vehicle_auctions va on va.id = w.auction_id join donations d on d.id = va.donation_id
${whereClause(['w.dealer_id = ?'], plan)}
order by ${plan.orderBy} limit ?`;
  return { sql, params: [dealerId, ...plan.params, plan.limit] };
}

export const WATCH_COUNT_SQL = `select count(*)::int as total from auction_watches where dealer_id = ?`;
