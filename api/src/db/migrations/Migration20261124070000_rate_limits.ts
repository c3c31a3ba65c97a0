import { Migration } from '@mikro-orm/migrations';

/**
 * rate_limits: the counts of every rate limiter, shared by every api process (ADR 9). The
 * columns are rate-limiter-flexible's PostgreSQL store (key, points, expire in ms since the
 * epoch); the key is text because a prefixed username may pass 255 characters. Not an entity:
 * the schema generator skips it (db/mikro-orm.config.ts).
 */
export class Migration20261124070000_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" text primary key, "points" integer not null default 0, "expire" bigint null);`,
    );
    this.addSql(`create index "rate_limits_expire_index" on "rate_limits" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "rate_limits";`);
  }
}
