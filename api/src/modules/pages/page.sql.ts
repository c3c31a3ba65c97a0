import { PAGE_KEY, whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';

/** Raw rows carry timestamps as the driver gives them (text or Date). */
export type SqlDate = Date | string;

/** The admin list's index (issue 14 §2), declared on the entity and created by the migration. */
export const EDITED_INDEX = 'pages_edited_idx';
export const EDITED_INDEX_SQL = `create index "${EDITED_INDEX}" on "pages" ("updated_at" desc, "id" desc)`;

/** The admin list: the last edited first. */
export const PAGE_LIST_ORDER: ListOrder = {
  columns: [
    { sql: 'p.updated_at', type: 'timestamptz' },
    { sql: 'p.id', type: 'integer' },
  ],
  descending: true,
};

/** A page of the admin list, with its translation's link (null without one). */
export interface PageRow extends KeyedRow {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featured_image: string | null;
  status: string;
  published_at: SqlDate | null;
  seo_title: string | null;
  seo_description: string | null;
  is_homepage: boolean;
  template: string;
  language: string;
  created_at: SqlDate;
  updated_at: SqlDate;
  translation: { id: number; slug: string; language: string; title: string } | null;
}

type Statement = { sql: string; params: unknown[] };

/** A page of the admin list in one statement (EDITED_INDEX, in order), and the count of matches in another. */
export function pageListSql(like: string | null, plan: PagePlan): { page: Statement; count: Statement } {
  const conditions = like ? ['(p.title ilike ? or p.slug ilike ?)'] : [];
  const params = like ? [like, like] : [];
  return {
    page: {
      // the page is cut first; each of its rows then reads its translation by id
      sql: `select p.id, p.title, p.slug, p.excerpt, p.content, p.featured_image, p.status, p.published_at, p.seo_title,
       p.seo_description, p.is_homepage, p.template, p.language, p.created_at, p.updated_at, p.${PAGE_KEY},
       (select json_build_object('id', t.id, 'slug', t.slug, 'language', t.language, 'title', t.title)
          from pages t where t.id = p.translation_of_id) as translation
  from (select p.*, ${plan.keySelect} from pages p ${whereClause(conditions, plan)} order by ${plan.orderBy} limit ?) p
 order by ${plan.orderBy}`,
      params: [...params, ...plan.params, plan.limit],
    },
    count: { sql: `select count(*)::int as total from pages p ${like ? `where ${conditions[0]}` : ''}`, params },
  };
}
