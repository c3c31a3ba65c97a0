import type { SqlDate } from './auction.sql';

/**
 * Decides provisional auctions (issue 18 §2): ? = the decision ('accepted', 'declined' or
 * 'lapsed'), then an auction id (the admin's decision) or null with 'lapsed' (the closer: every
 * provisional auction past provisional_until). Each is completed once (status = 'provisional'
 * under the row lock). Accepted: the top bidder wins, its top bid is marked winning and the
 * donation's final value is that bid; otherwise no winner and no final value. The top bidder gets
 * a notice; the donation a history note. The closer skips rows another transaction holds (it comes
 * back next round); an admin's decision waits for its row, else it would be refused as "not
 * provisional" while, say, a bid batch holds it.
 */
const decideReserveSql = (lock: 'for no key update' | 'for no key update skip locked') => `
with due as (
  select id, winning_dealer_id as top_dealer_id from vehicle_auctions
  where status = 'provisional'
    and (case when cast(? as integer) is null then provisional_until <= now() else id = cast(? as integer) end)
  order by provisional_until limit 100
  ${lock}
), decided as (
  update vehicle_auctions a set status = 'completed', updated_at = now(), reserve_decision = cast(? as text),
    winning_dealer_id = case when cast(? as text) = 'accepted' then a.winning_dealer_id end
  from due where a.id = due.id
  returning a.id, a.donation_id, a.winning_dealer_id, a.current_high_bid, a.bid_count, a.end_date, a.status,
    a.reserve_decision, due.top_dealer_id
), won as (
  update dealer_bids b set is_winning = true from decided
  where b.auction_id = decided.id and decided.winning_dealer_id is not null and b.bid_amount = decided.current_high_bid
  returning b.id
), donation as (
  update donations n set final_value = decided.current_high_bid, updated_at = now() from decided
  where n.id = decided.donation_id and decided.winning_dealer_id is not null returning n.id
), notice as (
  insert into auction_notifications (auction_id, dealer_id, notification_type, message, message_values, is_read, created_at)
  select decided.id, decided.top_dealer_id,
    case when decided.winning_dealer_id is null then 'declined' else 'accepted' end,
    case when decided.winning_dealer_id is null then 'notices.declined' else 'notices.accepted' end,
    jsonb_build_object('auctionId', decided.id, 'vehicle', v.year || ' ' || v.make || ' ' || v.model, 'amount', decided.current_high_bid),
    false, now()
  from decided join donations v on v.id = decided.donation_id where decided.top_dealer_id is not null
), note as (
  -- stored as a message id with its values, shown in the reader's language (ADR 28)
  insert into donation_status_history (donation_id, status, previous_status, note_message, updated_by_name, created_at)
  select n.id, n.status, n.status,
    case when decided.winning_dealer_id is null
      then jsonb_build_object('id', 'donation.history.auctionReserveRefused', 'values',
        jsonb_build_object('auctionId', decided.id, 'amount', decided.current_high_bid, 'decision', decided.reserve_decision))
      else jsonb_build_object('id', 'donation.history.auctionSoldBelowReserve', 'values',
        jsonb_build_object('auctionId', decided.id, 'amount', decided.current_high_bid, 'dealerId', decided.winning_dealer_id)) end,
    'Auction closer', now()
  from decided join donations n on n.id = decided.donation_id
)
select id, status, current_high_bid, bid_count, end_date, winning_dealer_id, reserve_decision, top_dealer_id from decided`;

// "no key": a notice being inserted for the auction (its foreign key's share lock) does not hold it up
export const DECIDE_RESERVE_SQL = decideReserveSql('for no key update');
export const LAPSE_RESERVES_SQL = decideReserveSql('for no key update skip locked');

export interface DecidedRow {
  id: number;
  status: string;
  current_high_bid: string;
  bid_count: number;
  end_date: SqlDate;
  winning_dealer_id: number | null;
  reserve_decision: string;
  top_dealer_id: number | null;
}

/**
 * The dealer record's figures from the rows (issue 18 §5), for every dealer that bid on the given
 * auctions, run after they complete in the same transaction: successful_bids = completed auctions
 * it won; rating = 5 x (auctions won / completed auctions it bid on), 0 to 5, two decimals.
 * total_bids is counted by place_bids as bids are placed.
 */
export const RATE_DEALERS_SQL = `
update auto_dealers x set successful_bids = s.won,
  rating = case when s.entered = 0 then 0 else round(5.0 * s.won / s.entered, 2) end, updated_at = now()
from (
  select b.dealer_id, count(distinct b.auction_id)::int as entered,
    count(distinct b.auction_id) filter (where v.winning_dealer_id = b.dealer_id)::int as won
  from dealer_bids b join vehicle_auctions v on v.id = b.auction_id
  where v.status = 'completed'
    and b.dealer_id in (select y.dealer_id from dealer_bids y where y.auction_id = any(cast(? as integer[])))
  group by b.dealer_id
) s
where x.id = s.dealer_id`;

/** The ids as a PostgreSQL array literal for RATE_DEALERS_SQL. */
export const idArray = (ids: readonly number[]): string => `{${ids.join(',')}}`;
