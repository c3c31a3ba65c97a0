import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';
import type { BidRow } from './auction.sql';

/**
 * The index serving an auction's bids in order (migration 20261128100000), declared on the
 * entity: the auction, then the keyset (bid_amount, id). It holds the single-column auction_id
 * index as its prefix, which it replaces.
 */
export const BY_AUCTION_AMOUNT_INDEX = 'dealer_bids_auction_amount_idx';

/** A dealer's own bids, newest first (the dealer history, issue 18 §5; migration 20261204100000). */
export const BY_DEALER_INDEX = 'dealer_bids_dealer_created_idx';
export const BY_DEALER_INDEX_SQL = `create index "${BY_DEALER_INDEX}" on "dealer_bids" ("dealer_id", "created_at" desc, "id" desc)`;

/** Highest first; the id makes the key unique (accepted amounts only rise, but a row may repeat one). */
export const BID_ORDER: ListOrder = {
  columns: [
    { sql: 'b.bid_amount', type: 'numeric' },
    { sql: 'b.id', type: 'integer' },
  ],
  descending: true,
};

export type BidPageRow = BidRow & KeyedRow;

/** One page of an auction's bids, read backward along the index whatever the depth. */
export function bidPageSql(auctionId: number, plan: PagePlan): { sql: string; params: unknown[] } {
  const sql = `select b.id, b.auction_id, b.dealer_id, b.bid_amount, b.notes, b.created_at, b.is_proxy, ${plan.keySelect}
from dealer_bids b ${whereClause(['b.auction_id = ?'], plan)}
order by ${plan.orderBy} limit ?`;
  return { sql, params: [auctionId, ...plan.params, plan.limit] };
}

/** The auction's bid count, kept by place_bids: the list's total without counting it. Empty: no such auction. */
export const AUCTION_BID_COUNT_SQL = 'select bid_count from vehicle_auctions where id = ?';
