import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail (issue 13 §6): append-only. The actor is kept by id and by name as they were
 * (no foreign key: history outlives accounts); a trigger refuses UPDATE, DELETE and TRUNCATE so
 * that no code path, and no SQL run through the product, can rewrite it.
 */
export class Migration20261126090000_audit_trail extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_events" ("id" bigserial primary key, "occurred_at" timestamptz not null default now(), "actor_id" int null, "actor_username" varchar(255) null, "actor_role" text check ("actor_role" in ('admin', 'editor', 'staff', 'dealer', 'charity', 'user')) null, "entity_type" text check ("entity_type" in ('user', 'setting', 'theme', 'dealer', 'charity', 'auction', 'bid', 'donation', 'receipt', 'post', 'page', 'category', 'form')) not null, "entity_id" varchar(150) not null, "action" text check ("action" in ('create', 'update', 'delete', 'activate', 'deactivate', 'status', 'verify', 'reject', 'revoke', 'start', 'end', 'issue', 'password', 'bidForDealer')) not null, "before" jsonb null, "after" jsonb null);`,
    );
    this.addSql(`create index "audit_events_actor_idx" on "audit_events" ("actor_id", "occurred_at" desc);`);
    this.addSql(`create index "audit_events_entity_idx" on "audit_events" ("entity_type", "entity_id", "occurred_at" desc);`);
    this.addSql(`create index "audit_events_occurred_idx" on "audit_events" ("occurred_at" desc, "id" desc);`);
    this.addSql(`create function audit_events_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_events is append-only' using errcode = 'insufficient_privilege';
      end $$;`);
    this.addSql(`create trigger "audit_events_no_change" before update or delete on "audit_events"
      for each row execute function audit_events_append_only();`);
    this.addSql(`create trigger "audit_events_no_truncate" before truncate on "audit_events"
      for each statement execute function audit_events_append_only();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_events";`);
    this.addSql(`drop function if exists audit_events_append_only();`);
  }
}
