import { Migration } from '@mikro-orm/migrations';

/**
 * Blog reads (issue 11): related posts read a category's published posts of a language, newest
 * first, from one index; the search looks in title and excerpt through a trigram index.
 */
export class Migration20261124130000_blog_read_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "posts_published_related" on "posts" ("category_id", "language", "published_at" desc, "id" desc) where "status" = 'published';`,
    );
    this.addSql(
      `create index "posts_search_trgm" on "posts" using gin (((title)::text || ' ' || coalesce(excerpt, '')) gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "posts_search_trgm";`);
    this.addSql(`drop index if exists "posts_published_related";`);
  }
}
