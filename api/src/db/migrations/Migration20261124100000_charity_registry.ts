import { Migration } from '@mikro-orm/migrations';

/**
 * The public charity registries, as imported from their published files (docs/registry.md):
 * registry_charities holds one row per registered number (CRA List of Charities, IRS EO Business
 * Master File and Publication 78), registry_financials one row per number and fiscal period (CRA
 * T3010 open data). Read by plain statements (modules/registry); not entities: the schema
 * generator skips them (db/mikro-orm.config.ts).
 */
export class Migration20261124100000_charity_registry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "registry_charities" (
      "registry" text not null check ("registry" in ('cra', 'irs')),
      "number" text not null,
      "name" text not null,
      "status" text not null,
      "registered" boolean not null,
      "status_date" date null,
      "designation" text null,
      "category" text null,
      "street" text null,
      "city" text null,
      "region" text null,
      "postal_code" text null,
      "country" text null,
      "deductibility" text null,
      "subsection" text null,
      "in_publication_78" boolean not null default false,
      "updated_at" timestamptz not null default now(),
      primary key ("registry", "number"));`);
    this.addSql(`create table "registry_financials" (
      "registry" text not null,
      "number" text not null,
      "fiscal_period_end" date not null,
      "filed_on" date null,
      "total_revenue" numeric(15,2) null,
      "government_funding" numeric(15,2) null,
      "charitable_programs" numeric(15,2) null,
      "management_and_administration" numeric(15,2) null,
      "fundraising" numeric(15,2) null,
      "total_expenditures" numeric(15,2) null,
      "compensated_positions" integer null,
      "board_size" integer null,
      "updated_at" timestamptz not null default now(),
      primary key ("registry", "number", "fiscal_period_end"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "registry_financials";`);
    this.addSql(`drop table "registry_charities";`);
  }
}
