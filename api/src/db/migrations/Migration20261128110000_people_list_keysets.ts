import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset pages (issue 14 §2, ADR 19) for the staff donations, the admin's users and charities:
 * each list's filter columns then its key columns, so a page reads the index in order from its
 * cursor, no sort. On donations, (created_at, id) and (status, created_at, id) replace the indexes
 * on created_at and on status alone, whose every use they serve.
 */
export class Migration20261128110000_people_list_keysets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "donations_created_at_id_index" on "donations" ("created_at", "id");`);
    this.addSql(`create index "donations_status_created_at_id_index" on "donations" ("status", "created_at", "id");`);
    this.addSql(`drop index if exists "donations_created_at_index";`);
    this.addSql(`drop index if exists "donations_status_index";`);
    this.addSql(`create index "users_created_at_id_index" on "users" ("created_at", "id");`);
    this.addSql(`create index "charities_name_id_index" on "charities" ("name", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "charities_name_id_index";`);
    this.addSql(`drop index if exists "users_created_at_id_index";`);
    this.addSql(`create index "donations_status_index" on "donations" ("status");`);
    this.addSql(`create index "donations_created_at_index" on "donations" ("created_at");`);
    this.addSql(`drop index if exists "donations_status_created_at_id_index";`);
    this.addSql(`drop index if exists "donations_created_at_id_index";`);
  }
}
