import { Migration } from '@mikro-orm/migrations';

/**
 * Chat lists read by keyset (issue 14 §2, ADR 19): each page condition is served in order by an
 * index on the list's filter columns then its key columns. The admin history sorts by creation,
 * message count or last activity; a visitor's list is per browser and per account, newest touched
 * first (these two replace the indexes on owner_key and user_id alone); a conversation's messages
 * by (session_id, created_at, id), replacing the one without the id.
 */
export class Migration20261128130000_chat_pages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "chat_sessions_created_idx" on "chat_sessions" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "chat_sessions_message_count_idx" on "chat_sessions" ("message_count" desc, "id" desc);`);
    this.addSql(
      `create index "chat_sessions_activity_idx" on "chat_sessions" ((coalesce(last_message_at, created_at)) desc, "id" desc);`,
    );
    this.addSql(
      `create index "chat_sessions_owner_key_updated_idx" on "chat_sessions" ("owner_key", "updated_at" desc, "id" desc);`,
    );
    this.addSql(`create index "chat_sessions_user_id_updated_idx" on "chat_sessions" ("user_id", "updated_at" desc, "id" desc);`);
    this.addSql(`drop index if exists "chat_sessions_owner_key_index";`);
    this.addSql(`drop index if exists "chat_sessions_user_id_index";`);
    this.addSql(`create index "chat_messages_session_created_idx" on "chat_messages" ("session_id", "created_at", "id");`);
    this.addSql(`drop index if exists "chat_messages_session_id_created_at_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "chat_messages_session_id_created_at_index" on "chat_messages" ("session_id", "created_at");`);
    this.addSql(`drop index if exists "chat_messages_session_created_idx";`);
    this.addSql(`create index "chat_sessions_user_id_index" on "chat_sessions" ("user_id");`);
    this.addSql(`create index "chat_sessions_owner_key_index" on "chat_sessions" ("owner_key");`);
    for (const index of [
      'chat_sessions_user_id_updated_idx',
      'chat_sessions_owner_key_updated_idx',
      'chat_sessions_activity_idx',
      'chat_sessions_message_count_idx',
      'chat_sessions_created_idx',
    ]) {
      this.addSql(`drop index if exists "${index}";`);
    }
  }
}
