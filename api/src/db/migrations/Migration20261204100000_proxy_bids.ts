import { Migration } from '@mikro-orm/migrations';
import { PLACE_BIDS_FOR_DEALER } from './Migration20261124160300_bids_entered_by';

/**
 * Proxy (maximum) bids and the provisional outcome (issue 18 §1, §2, ADR 29).
 *
 * - proxy_bids: one maximum per dealer per auction, raisable; `set_at` (when it reached its amount,
 *   clock_timestamp(): distinct even within one batch) breaks a tie between equal maximums: the
 *   earlier holds.
 * - dealer_bids.is_proxy marks a bid the server placed for a maximum.
 * - vehicle_auctions: status 'provisional' (ended below its reserve, waiting for the admin's
 *   decision until provisional_until) and the decision taken (accepted, declined, lapsed).
 * - place_bids gets the increment table as a parameter (@vdp/shared/auctions/increments) and two
 *   kinds of entry: a bid (as before) and a maximum ({ "kind": "max", ... }). After each accepted
 *   bid or set maximum it resolves the maximums in the same transaction (see PROXY_RESOLUTION) and
 *   answers the bids it placed as extra rows with r_outcome 'auto' right after the entry that
 *   caused them. It counts every dealer's bids (auto_dealers.total_bids) once per batch.
 */
const BID_STEP = `
create or replace function bid_step(p_amount numeric, p_increments jsonb) returns numeric
language sql immutable as $$
  select (t.band ->> 'step')::numeric from jsonb_array_elements(p_increments) with ordinality as t(band, n)
  where t.band ->> 'below' is null or p_amount < (t.band ->> 'below')::numeric order by t.n limit 1
$$;`;

/**
 * The maximums answer (inside place_bids' loop, after an accepted bid or a set maximum). The
 * contenders are the leader (its standing bid, or its maximum when higher) and every active maximum
 * that reaches the required bid, highest first, earlier first on a tie. The first wins at the
 * second's amount plus one step, capped at its own maximum (alone, with no bid yet: the opening
 * minimum). Each losing maximum above the high bid and below that price places its last bid, at its
 * maximum, lowest first, one row per amount (a later equal maximum places none: the earlier holds).
 */
const PROXY_RESOLUTION = `
    if v_resolve then
      v_required := case when a.bid_count = 0 then a.minimum_bid else a.current_high_bid + 0.01 end;
      select array_agg(c.dealer_id order by c.amt desc, c.set_at asc), array_agg(c.amt order by c.amt desc, c.set_at asc)
      into v_dealers, v_amounts
      from (
        select distinct on (x.dealer_id) x.dealer_id, x.amt, x.set_at from (
          select p.dealer_id, p.max_amount as amt, p.set_at from proxy_bids p
          where p.auction_id = p_auction and p.active and (p.max_amount >= v_required or p.dealer_id = a.winning_dealer_id)
          union all
          select a.winning_dealer_id, a.current_high_bid, '-infinity'::timestamptz where a.winning_dealer_id is not null
        ) x order by x.dealer_id, x.amt desc, x.set_at asc
      ) c;
      if coalesce(array_length(v_dealers, 1), 0) = 1 and a.winning_dealer_id is null then
        v_price := v_required;
      elsif coalesce(array_length(v_dealers, 1), 0) >= 2 then
        v_price := least(v_amounts[1], v_amounts[2] + bid_step(v_amounts[2], p_increments));
      else
        v_price := null;
      end if;
      if v_price is not null then
        v_last := a.current_high_bid;
        for v_i in reverse coalesce(array_length(v_dealers, 1), 0) .. 2 loop
          if v_amounts[v_i] > v_last and v_amounts[v_i] < v_price and not (v_i > 2 and v_amounts[v_i - 1] = v_amounts[v_i]) then
            v_auto_dealer := v_dealers[v_i]; v_auto_amount := v_amounts[v_i];
            <<AUTO_ROW>>
            v_last := v_amounts[v_i];
          end if;
        end loop;
        if v_price > a.current_high_bid or a.winning_dealer_id is null then
          v_auto_dealer := v_dealers[1]; v_auto_amount := v_price;
          <<AUTO_ROW>>
        end if;
      end if;
    end if;`;

/** One bid placed for a maximum: a real row, counted, extending a soft close, answered as 'auto'. */
const AUTO_ROW = `
            insert into dealer_bids (auction_id, dealer_id, bid_amount, is_proxy, bid_date, created_at, is_winning, status)
            values (p_auction, v_auto_dealer, v_auto_amount, true, v_now, v_now, false, 'active')
            returning id into v_auto_id;
            a.current_high_bid := v_auto_amount; a.bid_count := a.bid_count + 1; a.winning_dealer_id := v_auto_dealer;
            v_touched := v_touched || v_auto_dealer; v_bidders := v_bidders || v_auto_dealer;
            r_outcome := 'auto'; r_bid_id := v_auto_id; r_bid_auction := p_auction; r_dealer_id := v_auto_dealer;
            r_amount := v_auto_amount; r_notes := null; r_created_at := v_now; r_required := null; r_is_proxy := true;
            r_extended := false;
            if a.end_date <= v_now + p_soft_close then a.end_date := a.end_date + p_soft_close; r_extended := true; end if;
            r_status := a.status; r_high_bid := a.current_high_bid; r_bid_count := a.bid_count; r_end_date := a.end_date;
            r_leader := a.winning_dealer_id;
            return next;`;

export const PLACE_BIDS_WITH_MAXIMUMS = `
create or replace function place_bids(p_auction integer, p_bids jsonb, p_outbid_prefix text, p_soft_close interval, p_increments jsonb)
returns table (
  r_outcome text, r_bid_id integer, r_bid_auction integer, r_dealer_id integer, r_amount numeric, r_notes text,
  r_created_at timestamptz, r_required numeric, r_status text, r_high_bid numeric, r_bid_count integer,
  r_end_date timestamptz, r_extended boolean, r_is_proxy boolean, r_leader integer)
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
  v_resolve boolean;
  v_required numeric;
  v_price numeric;
  v_last numeric;
  v_i integer;
  v_dealers integer[];
  v_amounts numeric[];
  v_auto_dealer integer;
  v_auto_amount numeric;
  v_auto_id integer;
  v_touched integer[];
  v_bidders integer[] := '{}';
  v_max numeric;
begin
  select va.id, va.status, va.start_date, va.end_date, va.current_high_bid, va.minimum_bid, va.bid_count,
    va.winning_dealer_id
  into a from vehicle_auctions va where va.id = p_auction for update;
  for b in
    select (e.bid ->> 'userId')::integer as user_id, (e.bid ->> 'amount')::numeric as amount,
      e.bid ->> 'notes' as notes, e.bid ->> 'key' as key, (e.bid ->> 'dealerId')::integer as dealer_id,
      coalesce((e.bid ->> 'onBehalf')::boolean, false) as on_behalf, coalesce(e.bid ->> 'kind', 'bid') as kind
    from jsonb_array_elements(p_bids) with ordinality as e(bid, n) order by e.n
  loop
    r_outcome := null; r_bid_id := null; r_bid_auction := null; r_dealer_id := null; r_amount := b.amount;
    r_notes := b.notes; r_created_at := null; r_required := null; r_extended := false; r_is_proxy := false;
    v_resolve := false; v_touched := case when a.winning_dealer_id is null then '{}'::integer[] else array[a.winning_dealer_id] end;
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
    v_key := case when r_outcome is not null or v_dealer is null or b.key is null or b.kind <> 'bid' then null else v_dealer || ':' || b.key end;
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
    elsif b.kind = 'max' then
      -- a maximum: set, raised (never lowered), or the same again (a retry)
      r_dealer_id := v_dealer; r_bid_auction := p_auction;
      select p.max_amount into v_max from proxy_bids p where p.auction_id = p_auction and p.dealer_id = v_dealer and p.active;
      if v_max is not null and b.amount = v_max then
        r_outcome := 'max_same';
      elsif v_max is not null and b.amount < v_max then
        r_outcome := 'max_lower';
        r_required := v_max + 0.01;
      elsif b.amount < greatest(a.current_high_bid + 0.01, a.minimum_bid) then
        r_outcome := 'too_low';
        r_required := greatest(a.current_high_bid + 0.01, a.minimum_bid);
      else
        insert into proxy_bids (auction_id, dealer_id, max_amount, active, set_at, created_at, updated_at)
        values (p_auction, v_dealer, b.amount, true, clock_timestamp(), v_now, v_now)
        on conflict (auction_id, dealer_id) do update set max_amount = excluded.max_amount, active = true,
          set_at = excluded.set_at, updated_at = excluded.updated_at;
        r_outcome := 'max_set';
        r_created_at := v_now;
        v_touched := v_touched || v_dealer;
        v_resolve := true;
        v_changed := true;
      end if;
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
        a.current_high_bid := b.amount;
        a.bid_count := a.bid_count + 1;
        a.winning_dealer_id := v_dealer;
        v_touched := v_touched || v_dealer; v_bidders := v_bidders || v_dealer;
        if a.end_date <= v_now + p_soft_close then
          a.end_date := a.end_date + p_soft_close;
          r_extended := true;
        end if;
        v_changed := true;
        v_resolve := true;
      end if;
    end if;
    r_status := a.status; r_high_bid := a.current_high_bid; r_bid_count := a.bid_count; r_end_date := a.end_date;
    r_leader := a.winning_dealer_id;
    return next;
    ${PROXY_RESOLUTION}
    if v_resolve then
      -- told once, when finally outbid: whoever led or bid through this entry and no longer leads
      insert into auction_notifications (auction_id, dealer_id, notification_type, message, is_read, created_at)
      select distinct p_auction, t.dealer_id, 'outbid',
        p_outbid_prefix || '$' || to_char(a.current_high_bid, 'FM999,999,990.00') || '.', false, v_now
      from unnest(v_touched) as t(dealer_id) where t.dealer_id <> a.winning_dealer_id;
    end if;
  end loop;
  if v_changed then
    update vehicle_auctions set current_high_bid = a.current_high_bid, bid_count = a.bid_count,
      winning_dealer_id = a.winning_dealer_id, end_date = a.end_date, updated_at = v_now
    where id = p_auction;
    update auto_dealers d set total_bids = d.total_bids + c.n
    from (select t.dealer_id, count(*)::int as n from unnest(v_bidders) as t(dealer_id) group by t.dealer_id) c
    where d.id = c.dealer_id;
  end if;
end $$;`.replaceAll('<<AUTO_ROW>>', AUTO_ROW.trim());

export class Migration20261204100000_proxy_bids extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "proxy_bids" ("id" serial primary key, "auction_id" int not null, "dealer_id" int not null, "max_amount" numeric(10,2) not null, "active" boolean not null default true, "set_at" timestamptz not null default now(), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "proxy_bids_dealer_id_index" on "proxy_bids" ("dealer_id");`);
    this.addSql(
      `alter table "proxy_bids" add constraint "proxy_bids_auction_id_dealer_id_unique" unique ("auction_id", "dealer_id");`,
    );
    this.addSql(
      `alter table "proxy_bids" add constraint "proxy_bids_auction_id_foreign" foreign key ("auction_id") references "vehicle_auctions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "proxy_bids" add constraint "proxy_bids_dealer_id_foreign" foreign key ("dealer_id") references "auto_dealers" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "dealer_bids" add column "is_proxy" boolean not null default false;`);
    this.addSql(`create index "dealer_bids_dealer_created_idx" on "dealer_bids" ("dealer_id", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "vehicle_auctions" drop constraint if exists "vehicle_auctions_status_check";`);
    this.addSql(
      `alter table "vehicle_auctions" add constraint "vehicle_auctions_status_check" check("status" in ('pending', 'active', 'provisional', 'completed', 'cancelled'));`,
    );
    this.addSql(
      `alter table "vehicle_auctions" add column "provisional_until" timestamptz null, add column "reserve_decision" varchar(20) null;`,
    );
    this.addSql(BID_STEP);
    this.addSql(`drop function if exists place_bids(integer, jsonb, text, interval);`);
    this.addSql(PLACE_BIDS_WITH_MAXIMUMS);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists place_bids(integer, jsonb, text, interval, jsonb);`);
    this.addSql(PLACE_BIDS_FOR_DEALER);
    this.addSql(`drop function if exists bid_step(numeric, jsonb);`);
    this.addSql(`alter table "vehicle_auctions" drop column "provisional_until", drop column "reserve_decision";`);
    this.addSql(`alter table "vehicle_auctions" drop constraint if exists "vehicle_auctions_status_check";`);
    this.addSql(
      `alter table "vehicle_auctions" add constraint "vehicle_auctions_status_check" check("status" in ('pending', 'active', 'completed', 'cancelled'));`,
    );
    this.addSql(`drop index if exists "dealer_bids_dealer_created_idx";`);
    this.addSql(`alter table "dealer_bids" drop column "is_proxy";`);
    this.addSql(`drop table if exists "proxy_bids" cascade;`);
  }
}
