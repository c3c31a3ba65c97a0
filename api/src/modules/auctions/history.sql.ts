import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';
import type { SqlDate } from './auction.sql';

/**
 * The dealer history (issue 18 §5): the signed-in dealer's own bids, newest first, with their
 * auction; the user's dealer record picks the rows, so no argument names another dealer. Served by
 * dealer_bids_dealer_created_idx (BY_DEALER_INDEX, bid-list.sql.ts).
 */
export const HISTORY_ORDER: ListOrder = {
  columns: [
    { sql: 'b.created_at', type: 'timestamptz' },
    { sql: 'b.id', type: 'integer' },
  ],
  descending: true,
};

const MY_DEALER = '(select x.id from auto_dealers x where x.user_id = ?)';

export function historyPageSql(userId: number, plan: PagePlan): { sql: string; params: unknown[] } {
  const sql = `select b.id, b.auction_id, b.bid_amount, b.is_proxy, b.is_winning, b.created_at, a.status as auction_status,
  a.current_high_bid, a.winning_dealer_id = b.dealer_id as dealer_leads, a.end_date, d.year, d.make, d.model, ${plan.keySelect}
from dealer_bids b join vehicle_auctions a on a.id = b.auction_id join donations d on d.id = a.donation_id
${whereClause([`b.dealer_id = ${MY_DEALER}`], plan)}
order by ${plan.orderBy} limit ?`;
  return { sql, params: [userId, ...plan.params, plan.limit] };
}

export interface HistoryRow extends KeyedRow {
  id: number;
  auction_id: number;
  bid_amount: string;
  is_proxy: boolean;
  is_winning: boolean;
  created_at: SqlDate;
  auction_status: string;
  current_high_bid: string;
  dealer_leads: boolean | null;
  end_date: SqlDate;
  year: number;
  make: string;
  model: string;
}

/** The dealer's figures: its record's counters, and what the rows say of its auctions. */
export const HISTORY_TOTALS_SQL = `
select x.total_bids, x.successful_bids, x.rating::text as rating,
  (select count(distinct b.auction_id) from dealer_bids b where b.dealer_id = x.id)::int as auctions_bid,
  (select count(*) from vehicle_auctions a where a.winning_dealer_id = x.id and a.status = 'completed')::int as auctions_won,
  (select coalesce(sum(a.current_high_bid), 0) from vehicle_auctions a where a.winning_dealer_id = x.id and a.status = 'completed')::text as won_value,
  (select count(*) from vehicle_auctions a where a.winning_dealer_id = x.id and a.status = 'active')::int as leading_now
from auto_dealers x where x.user_id = ?`;

export interface HistoryTotalsRow {
  total_bids: number;
  successful_bids: number;
  rating: string;
  auctions_bid: number;
  auctions_won: number;
  won_value: string;
  leading_now: number;
}

/** The dealer's bid count: the list's total. */
export const HISTORY_COUNT_SQL = `select count(*)::int as total from dealer_bids b where b.dealer_id = ${MY_DEALER}`;
