import { Migration } from '@mikro-orm/migrations';
import { PLACE_BIDS_WITH_MAXIMUMS } from './Migration20261204100000_proxy_bids';

/**
 * place_bids writes its outbid notices in the stored format itself (issue 15 goal 2, ADR 34).
 *
 * Until now it wrote each notice as English text and the trigger auction_notice_stored_format
 * rewrote every row: three lookups a notice (the auction's top bid, its vehicle, the same notice
 * already written), about 0.15 ms each inside the auction's lock, a fifth of a hot auction's batch.
 * Now the function reads the vehicle and the top bid once a batch, follows the top bid as it
 * places bids (each bid it places is the new top: amounts only rise), and writes
 * `notices.outbid` {auctionId, amount, vehicle} with the top bid's id as the occasion, a notice
 * already written being skipped by its unique key. Same rows as the trigger wrote; the trigger
 * still turns any other path's text into the stored format, and passes these through.
 *
 * The text prefix parameter goes (nothing reads it now): place_bids(auction, bids, soft close,
 * increments). The function is the proxy-bids one (Migration20261204100000) with the changes
 * below, each applied exactly once.
 */
const CHANGES: ReadonlyArray<readonly [from: string, to: string, times: number]> = [
  [
    'place_bids(p_auction integer, p_bids jsonb, p_outbid_prefix text, p_soft_close interval, p_increments jsonb)',
    'place_bids(p_auction integer, p_bids jsonb, p_soft_close interval, p_increments jsonb)',
    1,
  ],
  ['  v_max numeric;\nbegin', '  v_max numeric;\n  v_vehicle text;\n  v_top_id integer;\nbegin', 1],
  [
    'into a from vehicle_auctions va where va.id = p_auction for update;',
    `into a from vehicle_auctions va where va.id = p_auction for update;
  select d.year || ' ' || d.make || ' ' || d.model into v_vehicle
  from vehicle_auctions va join donations d on d.id = va.donation_id where va.id = p_auction;
  select x.id into v_top_id from dealer_bids x where x.auction_id = p_auction order by x.bid_amount desc, x.id desc limit 1;`,
    1,
  ],
  ['returning id into v_auto_id;', 'returning id into v_auto_id;\n            v_top_id := v_auto_id;', 2],
  ["r_outcome := 'accepted';", "r_outcome := 'accepted';\n        v_top_id := r_bid_id;", 1],
  [
    `      insert into auction_notifications (auction_id, dealer_id, notification_type, message, is_read, created_at)
      select distinct p_auction, t.dealer_id, 'outbid',
        p_outbid_prefix || '$' || to_char(a.current_high_bid, 'FM999,999,990.00') || '.', false, v_now
      from unnest(v_touched) as t(dealer_id) where t.dealer_id <> a.winning_dealer_id;`,
    `      insert into auction_notifications (auction_id, dealer_id, notification_type, message, message_values, occasion, is_read, created_at)
      select distinct p_auction, t.dealer_id, 'outbid', 'notices.outbid',
        jsonb_build_object('auctionId', p_auction, 'amount', a.current_high_bid::numeric(10,2), 'vehicle', v_vehicle),
        coalesce(v_top_id::text, ''), false, v_now
      from unnest(v_touched) as t(dealer_id) where t.dealer_id <> a.winning_dealer_id
      on conflict on constraint auction_notifications_once do nothing;`,
    1,
  ],
];

function changed(text: string): string {
  return CHANGES.reduce((result, [from, to, times]) => {
    const found = result.split(from).length - 1;
    if (found !== times) throw new Error(`place_bids: expected ${times} of ${JSON.stringify(from)}, found ${found}`);
    return result.replaceAll(from, to);
  }, text);
}

export const PLACE_BIDS_STORED_NOTICES = changed(PLACE_BIDS_WITH_MAXIMUMS);

export class Migration20261206100000_outbid_notices_stored_by_bids extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop function if exists place_bids(integer, jsonb, text, interval, jsonb);`);
    this.addSql(PLACE_BIDS_STORED_NOTICES);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists place_bids(integer, jsonb, interval, jsonb);`);
    this.addSql(PLACE_BIDS_WITH_MAXIMUMS);
  }
}
