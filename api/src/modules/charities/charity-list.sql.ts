import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';

/** By name, as the admin screen always showed them; the id breaks ties. The charities (name, id) index serves it. */
export const CHARITY_LIST_ORDER: ListOrder = {
  columns: [
    { sql: 'name', type: 'text' },
    { sql: 'id', type: 'integer' },
  ],
  descending: false,
};

/** The admin search: LIKE patterns (any case) for the name and city, and for the number without spaces or dashes. */
export interface CharitySearch {
  like: string;
  compact: string;
}

/** A charities row as PostgreSQL answers it (mapped to the entity by the service), with its key. */
export type CharityRow = KeyedRow & Record<string, unknown>;

function searchCondition(search: CharitySearch | null): { where: string[]; params: unknown[] } {
  if (search === null) return { where: [], params: [] };
  return {
    where: ['(name ilike ? or registration_number ilike ? or city ilike ?)'],
    params: [search.like, search.compact, search.like],
  };
}

/** One page of the admin list from the keyset on, in one statement. */
export function charityPageSql(search: CharitySearch | null, plan: PagePlan): { sql: string; params: unknown[] } {
  const { where, params } = searchCondition(search);
  return {
    sql: `select *, ${plan.keySelect} from charities ${whereClause(where, plan)} order by ${plan.orderBy} limit ?`,
    params: [...params, ...plan.params, plan.limit],
  };
}

/** The charities the search matches, on every page (the list's total; registered charities number in thousands). */
export function charityCountSql(search: CharitySearch | null): { sql: string; params: unknown[] } {
  const { where, params } = searchCondition(search);
  return {
    sql: `select count(*)::int as total from charities ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`,
    params,
  };
}
