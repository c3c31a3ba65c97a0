import { Migration } from '@mikro-orm/migrations';

/**
 * API keys (issue 14 §3): the keys integrators authenticate with, by prefix, their secret only as
 * a SHA-256 (ADR 16); `apiKey` joins the audit trail's entity types for their creation and revocation.
 */
export class Migration20261127100000_api_keys extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "api_keys" ("id" serial primary key, "created_at" timestamptz not null default now(), "name" varchar(100) not null, "prefix" varchar(12) not null, "secret_hash" varchar(64) not null, "role" text check ("role" in ('admin', 'editor', 'staff', 'dealer', 'charity', 'user')) not null, "read_only" boolean not null, "created_by" int null, "last_used_at" timestamptz null, "revoked_at" timestamptz null);`);
    this.addSql(`alter table "api_keys" add constraint "api_keys_prefix_unique" unique ("prefix");`);
    this.addSql(`create index "api_keys_created_by_index" on "api_keys" ("created_by");`);

    this.addSql(`alter table "api_keys" add constraint "api_keys_created_by_foreign" foreign key ("created_by") references "users" ("id") on update cascade on delete set null;`);

    this.addSql(`alter table "audit_events" drop constraint if exists "audit_events_entity_type_check";`);

    this.addSql(`alter table "audit_events" add constraint "audit_events_entity_type_check" check("entity_type" in ('user', 'setting', 'theme', 'dealer', 'charity', 'auction', 'bid', 'donation', 'receipt', 'post', 'page', 'category', 'form', 'apiKey'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_keys" cascade;`);

    this.addSql(`alter table "audit_events" drop constraint if exists "audit_events_entity_type_check";`);

    this.addSql(`alter table "audit_events" add constraint "audit_events_entity_type_check" check("entity_type" in ('user', 'setting', 'theme', 'dealer', 'charity', 'auction', 'bid', 'donation', 'receipt', 'post', 'page', 'category', 'form'));`);
  }

}
