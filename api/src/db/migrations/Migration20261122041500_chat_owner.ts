import { Migration } from '@mikro-orm/migrations';

/** Chat sessions remember the browser that owns them (hash of its chat cookie). */
export class Migration20261122041500_chat_owner extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "chat_sessions" add column "owner_key" varchar(64) null;`);
    this.addSql(`create index "chat_sessions_owner_key_index" on "chat_sessions" ("owner_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "chat_sessions_owner_key_index";`);
    this.addSql(`alter table "chat_sessions" drop column "owner_key";`);
  }
}
