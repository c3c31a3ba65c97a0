import { Migration } from '@mikro-orm/migrations';

/**
 * Signed webhooks (issue 14 §6, ADR 18): the endpoints integrators register and the durable outbox,
 * one delivery row per subscribed endpoint written on the transaction of the change; the audit
 * trail learns the webhook record and its rotate and resend actions.
 */
export class Migration20261127110000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "url" text not null, "description" text null, "events" text[] not null, "active" boolean not null default true, "secret_sealed" text not null);`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" bigserial primary key, "webhook_id" text not null, "endpoint_id" int not null, "event_type" text check ("event_type" in ('donation.created', 'donation.status_changed', 'receipt.issued', 'auction.started', 'auction.extended', 'auction.ended', 'bid.placed', 'charity.verified', 'form.submitted')) not null, "data" jsonb not null, "status" text check ("status" in ('pending', 'delivered', 'failed')) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null default now(), "retry_until" timestamptz null, "last_attempt_at" timestamptz null, "response_code" int null, "last_error" text null, "delivered_at" timestamptz null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_webhook_id_unique" unique ("webhook_id");`);
    this.addSql(`create index "webhook_deliveries_by_endpoint" on "webhook_deliveries" ("endpoint_id", "id");`);
    this.addSql(`create index "webhook_deliveries_due" on "webhook_deliveries" ("next_attempt_at") where "status" = 'pending';`);

    // wakes every api process's worker once the inserting transaction commits (NOTIFY waits for the commit)
    this.addSql(`create function webhook_deliveries_notify() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from inserted) then perform pg_notify('vdp_webhooks', ''); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "webhook_deliveries_queued" after insert on "webhook_deliveries"
      referencing new table as inserted for each statement execute function webhook_deliveries_notify();`);

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "audit_events" drop constraint if exists "audit_events_entity_type_check";`);
    this.addSql(`alter table "audit_events" drop constraint if exists "audit_events_action_check";`);

    this.addSql(
      `alter table "audit_events" add constraint "audit_events_entity_type_check" check("entity_type" in ('user', 'setting', 'theme', 'dealer', 'charity', 'auction', 'bid', 'donation', 'receipt', 'post', 'page', 'category', 'form', 'apiKey', 'webhook'));`,
    );
    this.addSql(
      `alter table "audit_events" add constraint "audit_events_action_check" check("action" in ('create', 'update', 'delete', 'activate', 'deactivate', 'status', 'verify', 'reject', 'revoke', 'start', 'end', 'issue', 'password', 'bidForDealer', 'rotate', 'resend'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);

    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop function if exists webhook_deliveries_notify();`);

    this.addSql(`alter table "audit_events" drop constraint if exists "audit_events_entity_type_check";`);
    this.addSql(`alter table "audit_events" drop constraint if exists "audit_events_action_check";`);

    this.addSql(
      `alter table "audit_events" add constraint "audit_events_entity_type_check" check("entity_type" in ('user', 'setting', 'theme', 'dealer', 'charity', 'auction', 'bid', 'donation', 'receipt', 'post', 'page', 'category', 'form', 'apiKey'));`,
    );
    this.addSql(
      `alter table "audit_events" add constraint "audit_events_action_check" check("action" in ('create', 'update', 'delete', 'activate', 'deactivate', 'status', 'verify', 'reject', 'revoke', 'start', 'end', 'issue', 'password', 'bidForDealer'));`,
    );
  }
}
