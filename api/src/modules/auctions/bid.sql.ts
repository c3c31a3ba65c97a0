import type { SqlDate } from './auction.mappers';
import { SOFT_CLOSE_MINUTES } from './auction.constants';

/**
 * One bid = one statement = one transaction. The signed-in user's own verified dealer record
 * bids; the auction row is locked (FOR UPDATE gives its latest committed version, so the
 * previous leader and end are exact); the high bid, bid count, leader and (soft close) end move
 * only if the auction is active, open and the amount still reaches the required minimum; the bid
 * row and the outbid notice are inserted with it. No row back means nothing was written.
 *
 * Parameters, in order: user id, auction id, amount, notes, idempotency key (or null),
 * outbid message prefix.
 */
export const PLACE_BID_SQL = `
with p as (
  select cast(? as integer) as user_id, cast(? as integer) as auction_id, cast(? as numeric) as amount,
    cast(? as text) as notes, cast(? as text) as idem, cast(? as text) as outbid_prefix
), dealer as (
  select d.id from auto_dealers d, p
  where d.user_id = p.user_id and d.is_verified and d.verification_status = 'verified' and d.is_active
), cur as (
  select a.id, a.end_date, a.winning_dealer_id from vehicle_auctions a, p
  where a.id = p.auction_id and exists (select 1 from dealer)
  for update of a
), upd as (
  update vehicle_auctions v set
    current_high_bid = p.amount,
    bid_count = v.bid_count + 1,
    winning_dealer_id = (select id from dealer),
    end_date = case when v.end_date <= now() + interval '${SOFT_CLOSE_MINUTES} minutes'
      then v.end_date + interval '${SOFT_CLOSE_MINUTES} minutes' else v.end_date end,
    updated_at = now()
  from cur, p
  where v.id = cur.id and v.status = 'active' and v.start_date <= now() and v.end_date > now()
    and p.amount >= greatest(v.current_high_bid + 0.01, v.minimum_bid)
  returning v.id, v.status, v.current_high_bid, v.bid_count, v.end_date,
    cur.end_date as previous_end, cur.winning_dealer_id as previous_leader
), bid as (
  insert into dealer_bids (auction_id, dealer_id, bid_amount, notes, idempotency_key, bid_date, created_at, is_winning, status)
  select upd.id, dealer.id, p.amount, p.notes, dealer.id || ':' || p.idem, now(), now(), false, 'active'
  from upd, dealer, p
  returning id, dealer_id, bid_amount, created_at
), outbid as (
  insert into auction_notifications (auction_id, dealer_id, notification_type, message, is_read, created_at)
  select upd.id, upd.previous_leader, 'outbid', p.outbid_prefix || '$' || to_char(upd.current_high_bid, 'FM999,999,990.00') || '.', false, now()
  from upd, dealer, p where upd.previous_leader is not null and upd.previous_leader <> dealer.id
)
select bid.id, bid.dealer_id, bid.bid_amount, bid.created_at, upd.id as auction_id, upd.status,
  upd.current_high_bid, upd.bid_count, upd.end_date, upd.end_date <> upd.previous_end as extended
from bid, upd`;

export interface PlaceBidRow {
  id: number;
  dealer_id: number;
  bid_amount: string;
  created_at: SqlDate;
  auction_id: number;
  status: string;
  current_high_bid: string;
  bid_count: number;
  end_date: SqlDate;
  extended: boolean;
}

/** Why a bid was refused: read only after the statement above wrote nothing. */
export const BID_REFUSAL_SQL = `
select
  (select id from auto_dealers where user_id = ? and is_verified and verification_status = 'verified' and is_active) as dealer_id,
  a.id, a.status, a.start_date <= now() and a.end_date > now() as open,
  greatest(a.current_high_bid + 0.01, a.minimum_bid)::text as required
from (select 1) one left join vehicle_auctions a on a.id = ?`;

export interface BidRefusalRow {
  dealer_id: number | null;
  id: number | null;
  status: string | null;
  open: boolean | null;
  required: string | null;
}
