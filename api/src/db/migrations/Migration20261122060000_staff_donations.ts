import { Migration } from '@mikro-orm/migrations';

/**
 * Staff operations (issue 4): tax receipts state what an official receipt prints (language,
 * advantage, appraiser, date received, issuer) and keep their PDF in the archive; receipt numbers
 * come from a per-year counter; the staff search has a trigram index.
 */
export class Migration20261122060000_staff_donations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "receipt_number_sequences" ("year" int not null, "last_number" int not null, constraint "receipt_number_sequences_pkey" primary key ("year"));`,
    );

    this.addSql(
      `alter table "tax_receipts" add column "language" varchar(2) not null default 'en', add column "advantage_amount" numeric(10,2) null, add column "advantage_description" text null, add column "appraiser_name" varchar(255) null, add column "appraiser_address" text null, add column "gift_received_date" date null, add column "send_email" boolean not null default false, add column "notes" text null, add column "issuer" jsonb null;`,
    );

    this.addSql(`alter table "digital_receipt_archive" add column "content" bytea null;`);

    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `alter table "donations" add column "search_text" text generated always as (lower(first_name::text || ' ' || last_name::text || ' ' || email::text || ' ' || phone::text || ' ' || make::text || ' ' || model::text || ' ' || coalesce(vin::text, '') || ' ' || coalesce(receipt_number::text, ''))) stored;`,
    );
    this.addSql(`create index "donations_search_trgm" on "donations" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "donor_portal_access_code_lower" on "donor_portal_access" (lower(access_code));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "donor_portal_access_code_lower";`);
    this.addSql(`drop index if exists "donations_search_trgm";`);
    this.addSql(`alter table "donations" drop column "search_text";`);
    this.addSql(`alter table "digital_receipt_archive" drop column "content";`);
    this.addSql(
      `alter table "tax_receipts" drop column "language", drop column "advantage_amount", drop column "advantage_description", drop column "appraiser_name", drop column "appraiser_address", drop column "gift_received_date", drop column "send_email", drop column "notes", drop column "issuer";`,
    );
    this.addSql(`drop table if exists "receipt_number_sequences" cascade;`);
  }
}
