import { Migration } from '@mikro-orm/migrations';

/**
 * User management (issue 13): an admin deactivates an account rather than deleting it (its
 * donations, posts and history keep their author). A deactivated user cannot sign in and its
 * sessions stop resolving at once (the session statement joins on is_active).
 */
export class Migration20261124160100_users_is_active extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "is_active" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "is_active";`);
  }
}
