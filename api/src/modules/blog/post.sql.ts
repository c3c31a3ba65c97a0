/** Raw rows carry timestamps as the driver gives them (text or Date). */
export type SqlDate = Date | string;
export const toDate = (value: SqlDate): Date => (value instanceof Date ? value : new Date(value));

/**
 * A post card with its category, one row each: the blog list, the admin list (post-list.sql.ts)
 * and related posts are one statement whatever their length.
 */
export const SUMMARY_COLUMNS = `
  p.id, p.title, p.slug, p.excerpt, p.featured_image, p.language, p.status, p.published_at, p.view_count, p.content,
  c.id as category_id, c.name as category_name, c.slug as category_slug, c.description as category_description,
  c.color as category_color, c.created_at as category_created_at`;

export interface SummaryRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  featured_image: string | null;
  language: string;
  status: string;
  published_at: SqlDate | null;
  view_count: number;
  content: string;
  category_id: number | null;
  category_name: string | null;
  category_slug: string | null;
  category_description: string | null;
  category_color: string | null;
  category_created_at: SqlDate | null;
}

/**
 * What the blog search looks in: title and excerpt as one text, with a trigram index on exactly
 * this expression (SEARCH_INDEX), so `ilike '%term%'` reads the index instead of every post.
 */
export const SEARCH_TEXT_SQL = `(p.title::text || ' ' || coalesce(p.excerpt, ''))`;
export const SEARCH_INDEX = 'posts_search_trgm';
export const SEARCH_INDEX_SQL = `create index "${SEARCH_INDEX}" on "posts" using gin (((title)::text || ' ' || coalesce(excerpt, '')) gin_trgm_ops) with (fastupdate = off);`;

/** The index related posts read: a category's published posts of a language, newest first. */
export const RELATED_INDEX = 'posts_published_related';
export const RELATED_INDEX_SQL = `create index "${RELATED_INDEX}" on "posts" ("category_id", "language", "published_at" desc, "id" desc) where "status" = 'published';`;

/**
 * Up to `limit` published posts of the category but this one, the post's language first, newest
 * first: one short index scan a language (RELATED_INDEX), not a sort of the whole category.
 */
export function relatedSql(categoryId: number, postId: number, languages: readonly string[], limit: number) {
  const branch = `(select p.id, ? as rank, p.published_at from posts p
      where p.status = 'published' and p.category_id = ? and p.language = ? and p.id <> ?
      order by p.published_at desc, p.id desc limit ?)`;
  return {
    sql: `with page as (select id, rank, published_at from (${languages.map(() => branch).join(' union all ')}) r
                order by rank, published_at desc, id desc limit ?)
      select ${SUMMARY_COLUMNS}
        from page k
        join posts p on p.id = k.id
        left join categories c on c.id = p.category_id
       order by k.rank, p.published_at desc, p.id desc`,
    params: [...languages.flatMap((language, rank) => [rank, categoryId, language, postId, limit]), limit],
  };
}

/** A post's tags by name. */
export const POST_TAGS_SQL = `select t.id, t.name, t.slug from tags t join post_tags pt on pt.tag_id = t.id
  where pt.post_id = ? order by t.name`;

/** Counted views written in one statement (write-behind). */
export const ADD_VIEWS_SQL = `update posts set view_count = view_count + v.n
  from jsonb_to_recordset(?::jsonb) as v(id integer, n integer) where posts.id = v.id`;

/** Categories by name with their post count: every post (`?` true) or published only. */
export const CATEGORIES_SQL = `select c.id, c.name, c.slug, c.description, c.color, c.created_at,
  count(p.id) filter (where ? or p.status = 'published')::int as post_count
  from categories c left join posts p on p.category_id = c.id group by c.id order by c.name, c.id`;

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  color: string;
  created_at: SqlDate;
  post_count: number;
}
