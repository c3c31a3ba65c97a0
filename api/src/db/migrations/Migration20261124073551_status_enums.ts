import { Migration } from '@mikro-orm/migrations';

/**
 * The database checks the status columns that have a list (@Enum): donations.status
 * (ALL_STATUSES), vehicle_auctions.status (AUCTION_STATUSES), auto_dealers.verification_status
 * (VERIFICATION_STATUSES). Written by `mikro-orm migration:create`; the columns stay varchar(30).
 */
export class Migration20261124073551_status_enums extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "donations" add constraint "donations_status_check" check("status" in ('pending', 'reviewed', 'contacted', 'pickup_scheduled', 'scheduled', 'picked_up', 'processing', 'valued', 'receipt_issued', 'completed', 'cancelled'));`,
    );

    this.addSql(
      `alter table "auto_dealers" add constraint "auto_dealers_verification_status_check" check("verification_status" in ('pending', 'verified', 'rejected'));`,
    );

    this.addSql(
      `alter table "vehicle_auctions" add constraint "vehicle_auctions_status_check" check("status" in ('pending', 'active', 'completed', 'cancelled'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "auto_dealers" drop constraint if exists "auto_dealers_verification_status_check";`);

    this.addSql(`alter table "donations" drop constraint if exists "donations_status_check";`);

    this.addSql(`alter table "vehicle_auctions" drop constraint if exists "vehicle_auctions_status_check";`);

    this.addSql(
      `alter table "auto_dealers" alter column "verification_status" type varchar(30) using ("verification_status"::varchar(30));`,
    );

    this.addSql(`alter table "donations" alter column "status" type varchar(30) using ("status"::varchar(30));`);

    this.addSql(`alter table "vehicle_auctions" alter column "status" type varchar(30) using ("status"::varchar(30));`);
  }
}
