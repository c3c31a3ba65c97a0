import type { ListOrder } from '../../core/keyset';
import { whereClause, type KeyedRow, type PagePlan } from '../../core/keyset';

/**
 * The statements that write notices (ADR 30). Every api process hears every auction event and
 * runs the same statement: the unique key (dealer, auction, type, occasion) and `on conflict do
 * nothing` leave one row. The values are what the catalog message needs: auction id, vehicle,
 * amount (a JSON number).
 */
const VEHICLE = `(select d.year || ' ' || d.make || ' ' || d.model from donations d where d.id = va.donation_id)`;
const NOTICE_COLUMNS = `auction_notifications (auction_id, dealer_id, notification_type, message, message_values, occasion, is_read, created_at)`;

/** A started auction: one notice to each dealer watching it. Params: now, auction id. */
export const STARTED_NOTICES_SQL = `insert into ${NOTICE_COLUMNS}
select va.id, w.dealer_id, 'started', 'notices.started', jsonb_build_object('auctionId', va.id, 'vehicle', ${VEHICLE}), '', false, ?
from vehicle_auctions va join auction_watches w on w.auction_id = va.id
where va.id = ? and va.status = 'active'
on conflict do nothing`;

/**
 * An auction's outcome to every dealer who bid or watched: when `sold`, won to its top bidder and
 * lost to the others; otherwise (the reserve declined) lost to all; a provisional outcome's top bidder hears the decision instead. Params: sold, sold, now, auction id.
 */
export const OUTCOME_NOTICES_SQL = `insert into ${NOTICE_COLUMNS}
select va.id, x.dealer_id, case when ?::boolean and x.dealer_id = va.winning_dealer_id then 'won' else 'lost' end,
  case when ?::boolean and x.dealer_id = va.winning_dealer_id then 'notices.won' else 'notices.lost' end,
  jsonb_build_object('auctionId', va.id, 'vehicle', ${VEHICLE}, 'amount', va.current_high_bid), '', false, ?
from vehicle_auctions va
join lateral (select b.dealer_id from dealer_bids b where b.auction_id = va.id
              union select w.dealer_id from auction_watches w where w.auction_id = va.id) x on true
where va.id = ?
  -- the top bidder of a provisional outcome was told the decision itself (accepted or declined)
  and not exists (select 1 from auction_notifications d
                  where d.auction_id = va.id and d.dealer_id = x.dealer_id and d.notification_type in ('accepted', 'declined'))
on conflict do nothing`;

/** An auction ended below its reserve: its top bidder hears it is provisional. Params: now, auction id. */
export const PROVISIONAL_NOTICE_SQL = `insert into ${NOTICE_COLUMNS}
select va.id, va.winning_dealer_id, 'provisional', 'notices.provisional',
  jsonb_build_object('auctionId', va.id, 'vehicle', ${VEHICLE}, 'amount', va.current_high_bid), '', false, ?
from vehicle_auctions va where va.id = ? and va.winning_dealer_id is not null
on conflict do nothing`;

/**
 * The sweep: active auctions ending within the window, one notice to each dealer watching or
 * bidding. Params: now four times, window (seconds).
 */
export const ENDING_SOON_NOTICES_SQL = `insert into ${NOTICE_COLUMNS}
select va.id, x.dealer_id, 'ending', 'notices.endingSoon', jsonb_build_object('auctionId', va.id, 'vehicle', ${VEHICLE}), '', false, ?::timestamptz
from vehicle_auctions va
join lateral (select b.dealer_id from dealer_bids b where b.auction_id = va.id
              union select w.dealer_id from auction_watches w where w.auction_id = va.id) x on true
where va.status = 'active' and va.start_date <= ?::timestamptz and va.end_date > ?::timestamptz
  and va.end_date <= ?::timestamptz + make_interval(secs => ?)
on conflict do nothing`;

/** Notices whose e-mail no process took (a process stopped between the commit and the NOTIFY). Params: older than. */
export const UNMAILED_NOTICES_SQL = `select id from auction_notifications where mail_status = 'pending' and created_at < ? order by id limit 100`;

/**
 * Claims notices' e-mails for this process and decides them, in one statement (one round trip, its
 * own transaction): the pending notices are locked (another process's same statement waits, then
 * finds them no longer pending and answers nothing for them); the throttle (ADR 30) takes each
 * (dealer, auction) e-mail slot whose last e-mail is 5 minutes old or more, for the pair's first
 * notice; a notice becomes 'sent' when its slot was taken for it, 'throttled' otherwise. Answers,
 * per notice claimed, what its e-mail needs (the dealer's address and language) and its status.
 * Params: notice ids (an array), now, now, window (seconds).
 */
export const CLAIM_NOTICE_MAILS_SQL = `with pending as (
  select n.id, n.dealer_id, n.auction_id from auction_notifications n
  where n.id = any(?::int[]) and n.mail_status = 'pending' for update
), firsts as (
  select distinct on (dealer_id, auction_id) id, dealer_id, auction_id from pending order by dealer_id, auction_id, id
), slots as (
  insert into auction_notice_mails (dealer_id, auction_id, last_sent_at, created_at)
  select dealer_id, auction_id, ?, ? from firsts
  on conflict (dealer_id, auction_id) do update set last_sent_at = excluded.last_sent_at
  where auction_notice_mails.last_sent_at <= excluded.last_sent_at - make_interval(secs => ?)
  returning dealer_id, auction_id
), sent as (
  select firsts.id from firsts join slots using (dealer_id, auction_id)
)
update auction_notifications n set mail_status = case when n.id in (select id from sent) then 'sent' else 'throttled' end
from pending, auto_dealers ad left join users u on u.id = ad.user_id
where n.id = pending.id and ad.id = n.dealer_id
returning n.id, n.dealer_id, n.auction_id, n.message, n.message_values, ad.email, coalesce(u.language, 'en') as language,
  n.mail_status`;

/** A dealer's notices, newest first (the id is the order: notices are written in time order). */
export const NOTICE_ORDER: ListOrder = { columns: [{ sql: 'n.id', type: 'integer' }], descending: true };

export interface NoticeRow extends KeyedRow {
  id: number;
  auction_id: number;
  notification_type: string;
  message: string;
  message_values: Record<string, unknown>;
  is_read: boolean;
  created_at: Date | string;
}

export function noticePageSql(dealerId: number, plan: PagePlan): { sql: string; params: unknown[] } {
  const sql = `select n.id, n.auction_id, n.notification_type, n.message, n.message_values, n.is_read, n.created_at, ${plan.keySelect}
from auction_notifications n ${whereClause(['n.dealer_id = ?'], plan)}
order by ${plan.orderBy} limit ?`;
  return { sql, params: [dealerId, ...plan.params, plan.limit] };
}

export const NOTICE_COUNTS_SQL = `select count(*)::int as total, (count(*) filter (where not is_read))::int as unread
from auction_notifications where dealer_id = ?`;

/** Params: notice, dealer: only the dealer's own notice is marked. */
export const MARK_READ_SQL = 'update auction_notifications set is_read = true where id = ? and dealer_id = ? returning id';
export const MARK_ALL_READ_SQL = 'update auction_notifications set is_read = true where dealer_id = ? and not is_read';
/** The signed-in user's dealer and the language its notices are written in. Params: user. */
export const READER_SQL = 'select ad.id, u.language from auto_dealers ad join users u on u.id = ad.user_id where ad.user_id = ?';
export const SET_LANGUAGE_SQL = 'update users set language = ? where id = ?';

/** What runs on timers and on heard events rather than in a request (the tests' statement counts leave them out). */
export const NOTICE_BACKGROUND_SQL = [
  STARTED_NOTICES_SQL,
  OUTCOME_NOTICES_SQL,
  PROVISIONAL_NOTICE_SQL,
  ENDING_SOON_NOTICES_SQL,
  UNMAILED_NOTICES_SQL,
  CLAIM_NOTICE_MAILS_SQL,
];
