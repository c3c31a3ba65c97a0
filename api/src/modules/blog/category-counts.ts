import type { EntityManager } from '@mikro-orm/postgresql';

/** How long the counts are kept when nothing here changes them (another process's writes show within it). */
export const CATEGORY_COUNTS_TTL_MS = 30_000;

/** Posts a category has: published ones (what the public sees) and all (what admins see). */
export interface CategoryCount {
  published: number;
  all: number;
}

const COUNTS_SQL = `select category_id, count(*) filter (where status = 'published')::int as published, count(*)::int as "all"
  from posts where category_id is not null group by category_id`;

/**
 * Every category's post counts, read with one statement and kept in memory: a post card shows its
 * category's count, and counting per card (or per page) cost more database time than the page itself.
 */
export class CategoryCounts {
  private counts: Promise<Map<number, CategoryCount>> | null = null;
  private readAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The count of `categoryId` for the public (published) or for admins (all). */
  async of(em: EntityManager, categoryId: number, forAdmin: boolean): Promise<number> {
    const count = (await this.all(em)).get(categoryId);
    return (forAdmin ? count?.all : count?.published) ?? 0;
  }

  async all(em: EntityManager): Promise<Map<number, CategoryCount>> {
    if (!this.counts || this.now() - this.readAt > CATEGORY_COUNTS_TTL_MS) {
      this.readAt = this.now();
      this.counts = em
        .getConnection()
        .execute<Array<{ category_id: number; published: number; all: number }>>(COUNTS_SQL)
        .then((rows) => new Map(rows.map((row) => [row.category_id, { published: row.published, all: row.all }])));
      this.counts.catch(() => (this.counts = null)); // a failed read is tried again next time
    }
    return this.counts;
  }

  /** A post was written: read the counts again when next needed. */
  forget(): void {
    this.counts = null;
  }
}
