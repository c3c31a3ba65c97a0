import { Migration } from '@mikro-orm/migrations';

/** Donation submissions remember their Idempotency-Key: a retry returns the same donation. */
export class Migration20261122042000_donation_idempotency extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "donations" add column "idempotency_key" varchar(64) null;`);
    this.addSql(`alter table "donations" add constraint "donations_idempotency_key_unique" unique ("idempotency_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "donations" drop constraint "donations_idempotency_key_unique";`);
    this.addSql(`alter table "donations" drop column "idempotency_key";`);
  }
}
