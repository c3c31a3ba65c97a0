import { CONTENT_LANGUAGES, type ContentLanguage } from '@vdp/shared/content/content.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import { encodeCursor, planPage, whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';
import { SEARCH_TEXT_SQL, SUMMARY_COLUMNS, type SummaryRow } from './post.sql';

/** The lists' indexes (issue 14 §2), declared on the entity and created by the migration. */
export const PUBLISHED_INDEX = 'posts_published_by_language';
export const PUBLISHED_INDEX_SQL = `create index "${PUBLISHED_INDEX}" on "posts" ("language", "published_at" desc, "id" desc) where "status" = 'published'`;
export const EDITED_INDEX = 'posts_edited_idx';
export const EDITED_INDEX_SQL = `create index "${EDITED_INDEX}" on "posts" ("updated_at" desc, "id" desc)`;
export const STATUS_EDITED_INDEX = 'posts_status_edited_idx';
export const STATUS_EDITED_INDEX_SQL = `create index "${STATUS_EDITED_INDEX}" on "posts" ("status", "updated_at" desc, "id" desc)`;

/** A post card of a page, with its key. */
export interface PostCardRow extends SummaryRow, KeyedRow {}

type Statement = { sql: string; params: unknown[] };

/**
 * The blog: the visitor's language first (rank 1, the other 0), then newest published first. A
 * published post always has its publication time (a check constraint), so no key is null.
 */
export const BLOG_ORDER: ListOrder = {
  columns: [
    { sql: 'k.rank', type: 'integer' },
    { sql: 'k.published_at', type: 'timestamptz' },
    { sql: 'k.id', type: 'integer' },
  ],
  descending: true,
};

/** Within one language: PUBLISHED_INDEX's order. */
const LANGUAGE_ORDER: ListOrder = {
  columns: [
    { sql: 'p.published_at', type: 'timestamptz' },
    { sql: 'p.id', type: 'integer' },
  ],
  descending: true,
};

export interface BlogFilter {
  /** A LIKE pattern matched against title and excerpt. */
  like: string | null;
  /** Category slugs, any of them; empty: every category. */
  categories: readonly string[];
  language: ContentLanguage;
}

/**
 * Where one language's rows start for the page: after the cursor's position when the cursor is in
 * this language, from its top when the cursor lies in a language listed before it, nowhere (null)
 * when the whole language comes before the cursor.
 */
function branchPage(rank: number, plan: PagePlan): PageArgs | null {
  const size = plan.size;
  const fromTop: PageArgs = plan.backward
    ? { first: null, after: null, last: size, before: null }
    : { first: size, after: null, last: null, before: null };
  if (!plan.startedAtCursor) return fromTop;
  const [cursorRank, publishedAt, id] = plan.params as [string, string, string];
  const rankDelta = rank - Number(cursorRank);
  // forward (descending) reads the ranks below the cursor's, backward the ranks above
  if (rankDelta === 0) {
    const position = encodeCursor([publishedAt, id]);
    return plan.backward ? { ...fromTop, before: position } : { ...fromTop, after: position };
  }
  return rankDelta < 0 !== plan.backward ? fromTop : null;
}

/**
 * A page of the blog in one statement: each language is read by PUBLISHED_INDEX from its own
 * keyset position (at most a page and one row each), the two short lists merged and cut to the
 * page, then the page's rows get their category. Deep pages cost what the first does.
 */
export function blogPageSql(filter: BlogFilter, plan: PagePlan): Statement {
  const conditions = ["p.status = 'published'", 'p.language = ?'];
  const filterParams: unknown[] = [];
  if (filter.like) {
    conditions.push(`${SEARCH_TEXT_SQL} ilike ?`);
    filterParams.push(filter.like);
  }
  if (filter.categories.length > 0) {
    conditions.push('p.category_id in (select id from categories where slug in (?))');
    filterParams.push([...filter.categories]);
  }
  const languages = [filter.language, ...CONTENT_LANGUAGES.filter((language) => language !== filter.language)];
  const branches: string[] = [];
  const params: unknown[] = [];
  languages.forEach((language, place) => {
    const rank = languages.length - 1 - place;
    const page = branchPage(rank, plan);
    if (!page) return;
    const branch = planPage(LANGUAGE_ORDER, page);
    branches.push(`(select p.id, ${rank} as rank, p.published_at from posts p ${whereClause(conditions, branch)}
      order by ${branch.orderBy} limit ?)`);
    params.push(language, ...filterParams, ...branch.params, branch.limit);
  });
  if (branches.length === 0) branches.push('(select 0 as id, 0 as rank, now() as published_at where false)');
  const sql = `with page as (
  select k.id, k.rank, k.published_at, ${plan.keySelect} from (${branches.join(' union all ')}) k
   order by ${plan.orderBy} limit ?)
select ${SUMMARY_COLUMNS}, k.page_key
  from page k join posts p on p.id = k.id left join categories c on c.id = p.category_id
 order by ${plan.orderBy}`;
  return { sql, params: [...params, plan.limit] };
}

/** The admin list: the last edited first. */
export const ADMIN_POST_ORDER: ListOrder = {
  columns: [
    { sql: 'p.updated_at', type: 'timestamptz' },
    { sql: 'p.id', type: 'integer' },
  ],
  descending: true,
};

export interface AdminPostFilter {
  status: string | null;
  /** A LIKE pattern matched against title, excerpt and slug. */
  like: string | null;
}

/** The admin list's page (EDITED_INDEX, or STATUS_EDITED_INDEX for one status) and its count of matches. */
export function adminPostPageSql(filter: AdminPostFilter, plan: PagePlan): { page: Statement; count: Statement } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (filter.status) {
    conditions.push('p.status = ?');
    params.push(filter.status);
  }
  if (filter.like) {
    conditions.push(`(${SEARCH_TEXT_SQL} ilike ? or p.slug ilike ?)`);
    params.push(filter.like, filter.like);
  }
  return {
    page: {
      sql: `select ${SUMMARY_COLUMNS}, ${plan.keySelect}
  from posts p left join categories c on c.id = p.category_id
  ${whereClause(conditions, plan)}
 order by ${plan.orderBy} limit ?`,
      params: [...params, ...plan.params, plan.limit],
    },
    count: {
      sql: `select count(*)::int as total from posts p ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''}`,
      params,
    },
  };
}
