import { SOFT_CLOSE_MINUTES } from '@vdp/shared/auctions/bid-rules';
import { BID_INCREMENTS } from '@vdp/shared/auctions/increments';
import { enqueueFrom } from '../../core/webhook-outbox';
import type { SqlDate } from './auction.sql';

/**
 * Places the bids waiting for one auction, in order, in one transaction: the database function
 * `place_bids` (migrations 20261122070000, 20261204100000, 20261206100000; ADR 4, 29, 34) locks the auction row
 * once, checks each bid against the state the bids before it left, inserts the accepted bids and
 * the outbid notices (in their stored format, ADR 30) and writes the row once. One row per bid
 * comes back, in order.
 *
 * The function's own check, amount >= greatest(high + 0.01, minimum), stays in the database so
 * that it is atomic; its 0.01 is BID_INCREMENT of @vdp/shared/auctions/bid-rules (passing it in
 * would change the function's signature: a migration). bid.sql.test.ts pins the two together.
 *
 * Parameters: auction id, the bids as JSON ([{ userId, amount, notes, key, dealerId, onBehalf }]).
 * onBehalf (an admin's phone bid, migration 20261124160300): dealerId bids
 * and userId is recorded as who entered it; otherwise userId's own dealer bids and dealerId, when
 * given, must be that dealer. kind 'max' sets or raises the dealer's maximum instead (ADR 29).
 * After each accepted bid or set maximum the function answers for the maximums: the bids it places
 * come back as rows with r_outcome 'auto' right after the entry that caused them.
 *
 * The increment table is the last parameter, from @vdp/shared/auctions/increments (one source).
 */
const PLACE_BIDS_ONLY_SQL = `select * from place_bids(?, ?::jsonb, interval '${SOFT_CLOSE_MINUTES} minutes', '${JSON.stringify(BID_INCREMENTS)}'::jsonb)`;

/** The webhook events of the accepted bids (issue 14 §6): bid.placed, and auction.extended when one extended the auction. */
const BID_WEBHOOKS = `select 'bid.placed' as type, jsonb_build_object('bidId', r_bid_id, 'auctionId', r_bid_auction,
    'dealerId', r_dealer_id, 'amount', r_amount::text, 'placedAt', r_created_at, 'highBid', r_high_bid::text, 'bidCount', r_bid_count,
    'endDate', r_end_date) as data
  from placed where r_outcome in ('accepted', 'auto')
  union all
  select 'auction.extended', jsonb_build_object('auctionId', r_bid_auction, 'endDate', r_end_date, 'reason', 'bid')
  from placed where r_outcome in ('accepted', 'auto') and r_extended`;

/**
 * PLACE_BIDS_ONLY_SQL with the webhook outbox rows of its accepted bids written by the same
 * statement (a data-modifying CTE, ADR 18): still one statement and one round trip per batch, and
 * the rows commit exactly when the bids do. `placed` is read twice, so PostgreSQL runs
 * place_bids once and keeps its rows.
 */
export const PLACE_BIDS_SQL = `with placed as materialized (${PLACE_BIDS_ONLY_SQL}),
  hooked as (${enqueueFrom(BID_WEBHOOKS)} returning 1)
select * from placed`;

export interface BidToPlace {
  userId: number;
  amount: string;
  notes: string | null;
  key: string | null;
  dealerId: number | null;
  onBehalf: boolean;
  /** 'max': amount is the dealer's maximum (set or raised); absent: a bid. */
  kind?: 'bid' | 'max';
}

export type BidOutcome =
  | 'accepted'
  | 'replay'
  | 'not_dealer'
  | 'other_dealer'
  | 'no_auction'
  | 'closed'
  | 'too_low'
  /** A maximum: set or raised, the same again, or lower than the dealer's standing one. */
  | 'max_set'
  | 'max_same'
  | 'max_lower'
  /** A bid the server placed for a maximum, answering the entry before it. */
  | 'auto';

export interface PlacedBidRow {
  r_outcome: BidOutcome;
  /** The new bid (accepted) or the earlier one with the same key (replay). */
  r_bid_id: number | null;
  r_bid_auction: number | null;
  r_dealer_id: number | null;
  r_amount: string | null;
  r_notes: string | null;
  r_created_at: SqlDate | null;
  /** The least acceptable amount, for a bid too low. */
  r_required: string | null;
  /** The auction after this bid. */
  r_status: string | null;
  r_high_bid: string | null;
  r_bid_count: number | null;
  r_end_date: SqlDate | null;
  r_extended: boolean;
  /** True for a bid placed for a maximum. */
  r_is_proxy: boolean;
  /** The leading dealer after this row. */
  r_leader: number | null;
}

/** An entry's answer and the bids the server placed for maximums right after it. */
export interface PlacedEntry {
  row: PlacedBidRow;
  auto: PlacedBidRow[];
}

/** Groups place_bids' rows: each entry's row, followed by its 'auto' rows. */
export function groupPlaced(rows: PlacedBidRow[]): PlacedEntry[] {
  const entries: PlacedEntry[] = [];
  for (const row of rows) {
    if (row.r_outcome === 'auto') entries[entries.length - 1]!.auto.push(row);
    else entries.push({ row, auto: [] });
  }
  return entries;
}
