import { Migration } from '@mikro-orm/migrations';

/**
 * Both languages for posts and pages (issue 11): the language a text is written in and the link
 * to its translation (set null when the other goes), and the index of the public lists
 * (published, in a language, newest first).
 */
export class Migration20261124120000_content_languages extends Migration {
  override async up(): Promise<void> {
    for (const table of ['posts', 'pages']) {
      this.addSql(
        `alter table "${table}" add column "language" text not null default 'en', add column "translation_of_id" int null;`,
      );
      this.addSql(`alter table "${table}" add constraint "${table}_language_check" check("language" in ('en', 'fr'));`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_translation_of_id_foreign" foreign key ("translation_of_id") references "${table}" ("id") on update cascade on delete set null;`,
      );
      this.addSql(`create index "${table}_translation_of_id_index" on "${table}" ("translation_of_id");`);
      this.addSql(
        `create index "${table}_status_language_published_at_index" on "${table}" ("status", "language", "published_at");`,
      );
    }
  }

  override async down(): Promise<void> {
    for (const table of ['posts', 'pages']) {
      this.addSql(`drop index if exists "${table}_status_language_published_at_index";`);
      this.addSql(`alter table "${table}" drop constraint if exists "${table}_translation_of_id_foreign";`);
      this.addSql(`alter table "${table}" drop column "translation_of_id", drop column "language";`);
    }
  }
}
