import { Migration } from '@mikro-orm/migrations';

/**
 * Keyset pages for posts, pages, forms and submissions (issue 14 §2, ADR 19): each list's index
 * holds its filter columns then its key columns in the list's order, so a page deep in the list
 * reads as few index entries as the first. The blog reads each language by
 * (language, published_at, id) among published posts, which replaces (status, language,
 * published_at); a published post must have its publication time (the blog's key is never null).
 * A form's submissions read (form_id, created_at, id) backward: that index exists already.
 */
export class Migration20261128120000_content_list_keysets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "posts" set "published_at" = "updated_at" where "status" = 'published' and "published_at" is null;`);
    this.addSql(
      `alter table "posts" add constraint "posts_published_at_check" check (status <> 'published' or published_at is not null);`,
    );
    this.addSql(
      `create index "posts_published_by_language" on "posts" ("language", "published_at" desc, "id" desc) where "status" = 'published';`,
    );
    this.addSql(`drop index if exists "posts_status_language_published_at_index";`);
    this.addSql(`create index "posts_edited_idx" on "posts" ("updated_at" desc, "id" desc);`);
    this.addSql(`create index "posts_status_edited_idx" on "posts" ("status", "updated_at" desc, "id" desc);`);
    this.addSql(`create index "pages_edited_idx" on "pages" ("updated_at" desc, "id" desc);`);
    this.addSql(`create index "custom_forms_created_idx" on "custom_forms" ("created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "custom_forms_created_idx";`);
    this.addSql(`drop index if exists "pages_edited_idx";`);
    this.addSql(`drop index if exists "posts_status_edited_idx";`);
    this.addSql(`drop index if exists "posts_edited_idx";`);
    this.addSql(`create index "posts_status_language_published_at_index" on "posts" ("status", "language", "published_at");`);
    this.addSql(`drop index if exists "posts_published_by_language";`);
    this.addSql(`alter table "posts" drop constraint if exists "posts_published_at_check";`);
  }
}
