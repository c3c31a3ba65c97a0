import { Migration } from '@mikro-orm/migrations';

/**
 * Watchlist, notices and the bill of sale (issue 18 §3-4, ADR 30).
 *
 * - users.language: the language a user's notices and e-mails are written in.
 * - auction_notifications: `message` becomes a catalog id with `message_values`, rendered in the
 *   reader's language; `occasion` makes one row per dealer/auction/type/occasion (a unique key:
 *   every api process may try to write the same notice); `mail_status` is the notice's e-mail,
 *   claimed by one process. Old free text stays readable as `notices.legacy` {text}.
 * - a trigger turns a notice inserted as text (the outbid notice place_bids writes, whatever the
 *   bid path's version) into the stored format, and NOTIFYs every api process when it commits.
 * - auction_watches, auction_notice_mails (the last e-mail per dealer and auction: the 5-minute
 *   throttle), bills_of_sale (the archived PDF, one per auction).
 */
export class Migration20261205100000_auction_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "language" varchar(5) not null default 'en';`);

    this.addSql(
      `alter table "auction_notifications" add column "message_values" jsonb not null default '{}', add column "occasion" varchar(100) not null default '', add column "mail_status" varchar(20) not null default 'pending';`,
    );
    this.addSql(
      `update "auction_notifications" set "message_values" = jsonb_build_object('text', "message"), "message" = 'notices.legacy', "occasion" = 'legacy:' || "id", "mail_status" = 'skipped';`,
    );
    this.addSql(
      `alter table "auction_notifications" add constraint "auction_notifications_once" unique ("dealer_id", "auction_id", "notification_type", "occasion");`,
    );
    this.addSql(`create index "auction_notifications_by_dealer" on "auction_notifications" ("dealer_id", "id");`);
    this.addSql(`drop index "auction_notifications_dealer_id_index";`);

    this.addSql(NOTICE_STORED_FORMAT);
    this.addSql(
      `create trigger "auction_notifications_stored_format" before insert on "auction_notifications" for each row execute function auction_notice_stored_format();`,
    );
    this.addSql(NOTICE_NOTIFY);
    this.addSql(
      `create trigger "auction_notifications_notify" after insert on "auction_notifications" for each row execute function auction_notice_notify();`,
    );

    this.addSql(
      `create table "auction_watches" ("id" serial primary key, "created_at" timestamptz not null default now(), "auction_id" int not null, "dealer_id" int not null);`,
    );
    this.addSql(`create index "auction_watches_auction_id_index" on "auction_watches" ("auction_id");`);
    this.addSql(`alter table "auction_watches" add constraint "auction_watches_dealer_id_auction_id_unique" unique ("dealer_id", "auction_id");`);
    this.addSql(
      `alter table "auction_watches" add constraint "auction_watches_auction_id_foreign" foreign key ("auction_id") references "vehicle_auctions" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "auction_watches" add constraint "auction_watches_dealer_id_foreign" foreign key ("dealer_id") references "auto_dealers" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "auction_notice_mails" ("id" serial primary key, "created_at" timestamptz not null default now(), "dealer_id" int not null, "auction_id" int not null, "last_sent_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "auction_notice_mails" add constraint "auction_notice_mails_dealer_id_auction_id_unique" unique ("dealer_id", "auction_id");`,
    );
    this.addSql(
      `alter table "auction_notice_mails" add constraint "auction_notice_mails_dealer_id_foreign" foreign key ("dealer_id") references "auto_dealers" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "auction_notice_mails" add constraint "auction_notice_mails_auction_id_foreign" foreign key ("auction_id") references "vehicle_auctions" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "bills_of_sale" ("id" serial primary key, "created_at" timestamptz not null default now(), "auction_id" int not null, "dealer_id" int not null, "donation_id" int not null, "sale_price" numeric(12,2) not null, "language" varchar(5) not null, "file_name" varchar(255) not null, "file_size" int not null, "file_hash" varchar(64) not null, "content" bytea not null);`,
    );
    this.addSql(`alter table "bills_of_sale" add constraint "bills_of_sale_auction_id_unique" unique ("auction_id");`);
    this.addSql(`create index "bills_of_sale_dealer_id_index" on "bills_of_sale" ("dealer_id");`);
    this.addSql(`create index "bills_of_sale_donation_id_index" on "bills_of_sale" ("donation_id");`);
    this.addSql(
      `alter table "bills_of_sale" add constraint "bills_of_sale_auction_id_foreign" foreign key ("auction_id") references "vehicle_auctions" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "bills_of_sale" add constraint "bills_of_sale_dealer_id_foreign" foreign key ("dealer_id") references "auto_dealers" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "bills_of_sale" add constraint "bills_of_sale_donation_id_foreign" foreign key ("donation_id") references "donations" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "bills_of_sale" cascade;`);
    this.addSql(`drop table if exists "auction_notice_mails" cascade;`);
    this.addSql(`drop table if exists "auction_watches" cascade;`);
    this.addSql(`drop trigger if exists "auction_notifications_notify" on "auction_notifications";`);
    this.addSql(`drop trigger if exists "auction_notifications_stored_format" on "auction_notifications";`);
    this.addSql(`drop function if exists auction_notice_notify();`);
    this.addSql(`drop function if exists auction_notice_stored_format();`);
    this.addSql(`create index "auction_notifications_dealer_id_index" on "auction_notifications" ("dealer_id");`);
    this.addSql(`drop index if exists "auction_notifications_by_dealer";`);
    this.addSql(`alter table "auction_notifications" drop constraint if exists "auction_notifications_once";`);
    this.addSql(
      `update "auction_notifications" set "message" = coalesce("message_values" ->> 'text', "message") where "message" = 'notices.legacy';`,
    );
    this.addSql(
      `alter table "auction_notifications" drop column "message_values", drop column "occasion", drop column "mail_status";`,
    );
    this.addSql(`alter table "users" drop column "language";`);
  }
}

/**
 * A notice inserted as text becomes a catalog id and values: the outbid notice of place_bids
 * (its bid row is the auction's newest, inserted just before) gets `notices.outbid` with the
 * auction, vehicle and amount, and that bid's id as its occasion (a second one for the same bid is
 * dropped: the bid statement holds the auction's lock, so none races it); any other text `notices.legacy`.
 * Rows already written as an id (`notices.…`) pass unchanged.
 */
const NOTICE_STORED_FORMAT = `create function auction_notice_stored_format() returns trigger language plpgsql as $$
declare
  v_bid record;
begin
  if new.message ~ '^notices\\.[A-Za-z.]+$' then
    return new;
  end if;
  if new.notification_type = 'outbid' then
    select b.id, b.bid_amount into v_bid from dealer_bids b
    where b.auction_id = new.auction_id order by b.bid_amount desc, b.id desc limit 1;
    new.message_values := jsonb_build_object('auctionId', new.auction_id, 'amount', v_bid.bid_amount,
      'vehicle', (select d.year || ' ' || d.make || ' ' || d.model from vehicle_auctions va
                  join donations d on d.id = va.donation_id where va.id = new.auction_id));
    new.message := 'notices.outbid';
    new.occasion := coalesce(v_bid.id::text, '');
    -- the same notice twice (a bid path writing it again) is dropped, never an error failing the bids
    if exists (select 1 from auction_notifications n where n.dealer_id = new.dealer_id and n.auction_id = new.auction_id
               and n.notification_type = 'outbid' and n.occasion = new.occasion) then
      return null;
    end if;
  else
    new.message_values := jsonb_build_object('text', new.message);
    new.message := 'notices.legacy';
  end if;
  return new;
end $$;`;

/**
 * Every api process hears each new notice once its transaction commits, through the channel and
 * envelope of core/events/pg-event-target.ts (origin "db": no process takes it for its own).
 */
const NOTICE_NOTIFY = `create function auction_notice_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('vdp_events', json_build_object('origin', 'db', 'events', json_build_array(json_build_object(
    'type', 'auction-notices.created',
    'detail', json_build_object('id', new.id, 'dealerId', new.dealer_id, 'auctionId', new.auction_id,
      'notificationType', new.notification_type, 'mailStatus', new.mail_status))))::text);
  return null;
end $$;`;
