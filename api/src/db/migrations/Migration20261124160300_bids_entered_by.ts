import { Migration } from '@mikro-orm/migrations';
import { PLACE_BIDS } from './Migration20261122070000_place_bids';

/**
 * Admin bids for a dealer (issue 13, a phone bid): dealer_bids.entered_by_id names the admin who
 * entered a bid for a dealer (null for a dealer's own bid), and place_bids learns two optional
 * fields per bid, keeping its signature and every rule (ADR 4):
 * - onBehalf: true → dealerId is the bidder (it must be a verified, active dealer), userId entered it;
 * - otherwise userId's own verified dealer bids, and a dealerId naming another dealer is refused
 *   ('other_dealer').
 *
 * p_bids: [{ "userId": 1, "amount": "1250.00", "notes": null, "key": null, "dealerId": 3, "onBehalf": true }, ...]
 */
export const PLACE_BIDS_FOR_DEALER = `
create or replace function place_bids(p_auction integer, p_bids jsonb, p_outbid_prefix text, p_soft_close interval)
returns table (
  r_outcome text, r_bid_id integer, r_bid_auction integer, r_dealer_id integer, r_amount numeric, r_notes text,
  r_created_at timestamptz, r_required numeric, r_status text, r_high_bid numeric, r_bid_count integer,
  r_end_date timestamptz, r_extended boolean)
language plpgsql as $$
declare
  a record;
  b record;
  prior record;
  v_dealer integer;
  v_entered_by integer;
  v_key text;
  v_now timestamptz := now();
  v_changed boolean := false;
begin
  select va.id, va.status, va.start_date, va.end_date, va.current_high_bid, va.minimum_bid, va.bid_count,
    va.winning_dealer_id
  into a from vehicle_auctions va where va.id = p_auction for update;
  for b in
    select (e.bid ->> 'userId')::integer as user_id, (e.bid ->> 'amount')::numeric as amount,
      e.bid ->> 'notes' as notes, e.bid ->> 'key' as key, (e.bid ->> 'dealerId')::integer as dealer_id,
      coalesce((e.bid ->> 'onBehalf')::boolean, false) as on_behalf
    from jsonb_array_elements(p_bids) with ordinality as e(bid, n) order by e.n
  loop
    r_outcome := null; r_bid_id := null; r_bid_auction := null; r_dealer_id := null; r_amount := b.amount;
    r_notes := b.notes; r_created_at := null; r_required := null; r_extended := false;
    if b.on_behalf then
      -- an admin's phone bid: the named dealer bids, the admin is recorded as who entered it
      select d.id into v_dealer from auto_dealers d
      where d.id = b.dealer_id and d.is_verified and d.verification_status = 'verified' and d.is_active;
      v_entered_by := b.user_id;
    else
      select d.id into v_dealer from auto_dealers d
      where d.user_id = b.user_id and d.is_verified and d.verification_status = 'verified' and d.is_active;
      v_entered_by := null;
      if v_dealer is not null and b.dealer_id is not null and b.dealer_id <> v_dealer then
        r_outcome := 'other_dealer';
      end if;
    end if;
    v_key := case when r_outcome is not null or v_dealer is null or b.key is null then null else v_dealer || ':' || b.key end;
    if v_key is not null then
      select x.id, x.auction_id, x.dealer_id, x.bid_amount, x.notes, x.created_at into prior
      from dealer_bids x where x.idempotency_key = v_key;
      if found then
        r_outcome := 'replay';
        r_bid_id := prior.id; r_bid_auction := prior.auction_id; r_dealer_id := prior.dealer_id;
        r_amount := prior.bid_amount; r_notes := prior.notes; r_created_at := prior.created_at;
      end if;
    end if;
    if r_outcome is not null then
      null;
    elsif v_dealer is null then
      r_outcome := 'not_dealer';
    elsif a.id is null then
      r_outcome := 'no_auction';
    elsif a.status <> 'active' or a.start_date > v_now or a.end_date <= v_now then
      r_outcome := 'closed';
    elsif b.amount < greatest(a.current_high_bid + 0.01, a.minimum_bid) then
      r_outcome := 'too_low';
      r_required := greatest(a.current_high_bid + 0.01, a.minimum_bid);
    else
      insert into dealer_bids (auction_id, dealer_id, entered_by_id, bid_amount, notes, idempotency_key, bid_date, created_at, is_winning, status)
      values (p_auction, v_dealer, v_entered_by, b.amount, b.notes, v_key, v_now, v_now, false, 'active')
      on conflict (idempotency_key) do nothing
      returning id, created_at into r_bid_id, r_created_at;
      if r_bid_id is null then
        -- another process committed a bid with this key while this one waited
        r_outcome := 'replay';
        select x.id, x.auction_id, x.dealer_id, x.bid_amount, x.notes, x.created_at into prior
        from dealer_bids x where x.idempotency_key = v_key;
        r_bid_id := prior.id; r_bid_auction := prior.auction_id; r_dealer_id := prior.dealer_id;
        r_amount := prior.bid_amount; r_notes := prior.notes; r_created_at := prior.created_at;
      else
        r_outcome := 'accepted';
        r_bid_auction := p_auction;
        r_dealer_id := v_dealer;
        if a.winning_dealer_id is not null and a.winning_dealer_id <> v_dealer then
          insert into auction_notifications (auction_id, dealer_id, notification_type, message, is_read, created_at)
          values (p_auction, a.winning_dealer_id, 'outbid',
            p_outbid_prefix || '$' || to_char(b.amount, 'FM999,999,990.00') || '.', false, v_now);
        end if;
        a.current_high_bid := b.amount;
        a.bid_count := a.bid_count + 1;
        a.winning_dealer_id := v_dealer;
        if a.end_date <= v_now + p_soft_close then
          a.end_date := a.end_date + p_soft_close;
          r_extended := true;
        end if;
        v_changed := true;
      end if;
    end if;
    r_status := a.status; r_high_bid := a.current_high_bid; r_bid_count := a.bid_count; r_end_date := a.end_date;
    return next;
  end loop;
  if v_changed then
    update vehicle_auctions set current_high_bid = a.current_high_bid, bid_count = a.bid_count,
      winning_dealer_id = a.winning_dealer_id, end_date = a.end_date, updated_at = v_now
    where id = p_auction;
  end if;
end $$;`;

export class Migration20261124160300_bids_entered_by extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "dealer_bids" add column "entered_by_id" int null;`);
    this.addSql(`create index "dealer_bids_entered_by_id_index" on "dealer_bids" ("entered_by_id");`);
    this.addSql(
      `alter table "dealer_bids" add constraint "dealer_bids_entered_by_id_foreign" foreign key ("entered_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(PLACE_BIDS_FOR_DEALER);
  }

  override async down(): Promise<void> {
    this.addSql(PLACE_BIDS);
    this.addSql(`alter table "dealer_bids" drop column "entered_by_id";`);
  }
}
