import { Migration } from '@mikro-orm/migrations';

/** Related posts read a category's published posts of a language, newest first, from this index (issue 11). */
export class Migration20261124130000_related_posts_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "posts_published_related" on "posts" ("category_id", "language", "published_at" desc, "id" desc) where "status" = 'published';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "posts_published_related";`);
  }
}
