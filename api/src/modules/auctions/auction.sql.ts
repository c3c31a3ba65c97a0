/** Raw rows carry timestamps as the driver gives them (text or Date). */
export type SqlDate = Date | string;
export const toDate = (value: SqlDate): Date => (value instanceof Date ? value : new Date(value));

/**
 * Reads of auctions with their vehicle: one statement whatever the number of auctions. The
 * required bid is not read here: the presenter works it out with @vdp/shared's requiredBid.
 */
export const AUCTION_COLUMNS = `
  a.id, a.donation_id, a.status, a.auction_type, a.start_date, a.end_date, a.minimum_bid, a.starting_bid,
  a.reserve_price, a.current_high_bid, a.bid_count, a.winning_dealer_id, a.vehicle_location,
  a.pickup_instructions, a.notes, a.created_at, a.provisional_until, a.reserve_decision,
  d.year, d.make, d.model, d.vehicle_type, d.trim, d.mileage, d.condition, d.vin`;

export const AUCTION_FROM = 'from vehicle_auctions a join donations d on d.id = a.donation_id';

export interface AuctionRow {
  id: number;
  donation_id: number;
  status: string;
  auction_type: string;
  start_date: SqlDate;
  end_date: SqlDate;
  minimum_bid: string;
  starting_bid: string | null;
  reserve_price: string | null;
  current_high_bid: string;
  bid_count: number;
  winning_dealer_id: number | null;
  vehicle_location: string;
  pickup_instructions: string | null;
  notes: string | null;
  created_at: SqlDate;
  provisional_until: SqlDate | null;
  reserve_decision: string | null;
  year: number;
  make: string;
  model: string;
  vehicle_type: string;
  trim: string | null;
  mileage: number | null;
  condition: string | null;
  vin: string | null;
}

/** A pending auction goes live; its start moves to now when it was later. No row: not pending, or past its end. */
export const START_AUCTION_SQL = `
update vehicle_auctions set status = 'active', start_date = least(start_date, now()), updated_at = now()
where id = ? and status = 'pending' and end_date > now() returning id`;

/** The admin page's counts. */
export const AUCTION_STATS_SQL = `
select count(*)::int as total, count(*) filter (where status = 'active')::int as active,
  count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'completed')::int as completed,
  coalesce(sum(bid_count), 0)::int as total_bids, coalesce(sum(current_high_bid), 0)::text as total_value
from vehicle_auctions`;

export interface AuctionStatsRow {
  total: number;
  active: number;
  pending: number;
  completed: number;
  total_bids: number;
  total_value: string;
}

/** The create dialog's picker: donations with no auction yet, newest first. */
export const AUCTIONABLE_DONATIONS_SQL = `
select d.id, d.year, d.make, d.model, d.first_name || ' ' || d.last_name as donor_name, d.city
from donations d where not exists (select 1 from vehicle_auctions a where a.donation_id = d.id)
order by d.created_at desc, d.id desc limit 500`;

export interface AuctionableDonationRow {
  id: number;
  year: number;
  make: string;
  model: string;
  donor_name: string;
  city: string;
}

/** The latest bids of many auctions at once (the bid lists of an auction list: one statement). */
export const RECENT_BIDS_SQL = `
select id, auction_id, dealer_id, bid_amount, notes, created_at, is_proxy from (
  select b.*, row_number() over (partition by b.auction_id order by b.bid_amount desc, b.id desc) as n
  from dealer_bids b where b.auction_id = any(cast(? as integer[]))
) ranked where n <= ? order by auction_id, n`;

export interface BidRow {
  id: number;
  auction_id: number;
  dealer_id: number;
  bid_amount: string;
  notes: string | null;
  created_at: SqlDate;
  is_proxy: boolean;
}

/**
 * Each dealer's bidder number on the given auctions (issue 18 security review): 1 for the first
 * dealer to bid, 2 for the next... the same on every page and for every reader, so a dealer sees
 * "Bidder 2" rather than another dealer's id. One statement per list read.
 */
export const BIDDER_NUMBERS_SQL = `
select auction_id, dealer_id, row_number() over (partition by auction_id order by min(id))::int as n
from dealer_bids where auction_id = any(cast(? as integer[])) group by auction_id, dealer_id`;

export interface BidderNumberRow {
  auction_id: number;
  dealer_id: number;
  n: number;
}

/**
 * Completes auctions exactly once across processes: rows already locked by another closer (or
 * a bid in flight) are skipped and retried next round. The leader wins when the high bid reaches
 * the reserve; below it the auction ends **provisional** (issue 18 §2): the top bidder stays
 * recorded and is told, and the admin accepts or declines until provisional_until
 * (PROVISIONAL_HOURS; then the closer declines it, DECIDE_RESERVE_SQL). The donation gets the
 * final value and a history note when sold. `?` = an auction id to end now (admin "end"), or null
 * for every active auction past its end; then the provisional window in hours.
 */
export const COMPLETE_AUCTIONS_SQL = `
with due as (
  select id from vehicle_auctions
  where status = 'active' and (case when cast(? as integer) is null then end_date <= now() else id = cast(? as integer) end)
  order by end_date limit 100
  for update skip locked
), done as (
  update vehicle_auctions a set updated_at = now(), end_date = least(a.end_date, now()),
    status = case when a.bid_count > 0 and a.current_high_bid < coalesce(a.reserve_price, 0) then 'provisional' else 'completed' end,
    provisional_until = case when a.bid_count > 0 and a.current_high_bid < coalesce(a.reserve_price, 0)
      then now() + make_interval(hours => cast(? as integer)) end,
    winning_dealer_id = case when a.bid_count > 0 then a.winning_dealer_id end
  from due where a.id = due.id
  returning a.id, a.donation_id, a.winning_dealer_id, a.current_high_bid, a.bid_count, a.end_date, a.status
), won as (
  update dealer_bids b set is_winning = true from done
  where b.auction_id = done.id and done.status = 'completed' and done.winning_dealer_id is not null
    and b.bid_amount = done.current_high_bid
  returning b.id
), donation as (
  update donations n set final_value = done.current_high_bid, updated_at = now() from done
  where n.id = done.donation_id and done.status = 'completed' and done.winning_dealer_id is not null returning n.id
), notice as (
  insert into auction_notifications (auction_id, dealer_id, notification_type, message, message_values, is_read, created_at)
  select done.id, done.winning_dealer_id, 'provisional', 'notices.provisional',
    jsonb_build_object('auctionId', done.id, 'vehicle', v.year || ' ' || v.make || ' ' || v.model, 'amount', done.current_high_bid),
    false, now()
  from done join donations v on v.id = done.donation_id where done.status = 'provisional'
), note as (
  -- stored as a message id with its values, shown in the reader's language (ADR 28)
  insert into donation_status_history (donation_id, status, previous_status, note_message, updated_by_name, created_at)
  select n.id, n.status, n.status,
    case when done.status = 'provisional'
      then jsonb_build_object('id', 'donation.history.auctionProvisional', 'values',
        jsonb_build_object('auctionId', done.id, 'amount', done.current_high_bid, 'dealerId', done.winning_dealer_id))
      when done.winning_dealer_id is null
      then jsonb_build_object('id', 'donation.history.auctionUnsold', 'values',
        jsonb_build_object('auctionId', done.id, 'bidCount', done.bid_count))
      else jsonb_build_object('id', 'donation.history.auctionSold', 'values',
        jsonb_build_object('auctionId', done.id, 'amount', done.current_high_bid, 'dealerId', done.winning_dealer_id)) end,
    'Auction closer', now()
  from done join donations n on n.id = done.donation_id
)
select id, status, current_high_bid, bid_count, end_date, winning_dealer_id from done`;

export interface CompletedRow {
  id: number;
  status: string;
  current_high_bid: string;
  bid_count: number;
  end_date: SqlDate;
  winning_dealer_id: number | null;
}
