import type { Role } from '@vdp/shared/auth/roles';
import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';

/** The counts above the admin list, in one statement whatever the number of users. */
export const USER_COUNTS_SQL = `
select count(*)::int as total,
       count(*) filter (where role = 'admin')::int as admins,
       count(*) filter (where role = 'editor')::int as editors,
       count(*) filter (where not is_active)::int as inactive
  from users`;

/**
 * Locks every active admin's row, in id order (so two admins' changes queue rather than deadlock):
 * the last-admin rule is read under these locks, so two admins demoting each other at once cannot
 * both succeed.
 */
export const LOCK_ACTIVE_ADMINS_SQL = `select id from users where role = 'admin' and is_active order by id for update`;

/** Newest first, as the admin list always showed it; the id breaks ties. The users (created_at, id) index serves it. */
export const USER_LIST_ORDER: ListOrder = {
  columns: [
    { sql: 'created_at', type: 'timestamptz' },
    { sql: 'id', type: 'integer' },
  ],
  descending: true,
};

/** An account as the admin list shows it: every column but the password hash and the avatar. */
export interface AccountRow extends KeyedRow {
  id: number;
  username: string;
  email: string | null;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  bio: string | null;
  isActive: boolean;
  /** timestamptz as PostgreSQL writes it (the driver leaves dates as text). */
  createdAt: string;
  updatedAt: string;
}

const ACCOUNT_COLUMNS = `id, username, email, role, first_name as "firstName", last_name as "lastName", bio,
  is_active as "isActive", created_at as "createdAt", updated_at as "updatedAt"`;

/** The search over username, e-mail and names (a LIKE pattern, any case); none without a pattern. */
function searchCondition(like: string | null): { where: string[]; params: unknown[] } {
  if (like === null) return { where: [], params: [] };
  return {
    where: ['(username ilike ? or email ilike ? or first_name ilike ? or last_name ilike ?)'],
    params: [like, like, like, like],
  };
}

/** One page of the admin list from the keyset on, in one statement. */
export function userPageSql(like: string | null, plan: PagePlan): { sql: string; params: unknown[] } {
  const { where, params } = searchCondition(like);
  return {
    sql: `select ${ACCOUNT_COLUMNS}, ${plan.keySelect} from users ${whereClause(where, plan)} order by ${plan.orderBy} limit ?`,
    params: [...params, ...plan.params, plan.limit],
  };
}

/** The accounts the search matches, on every page (the list's total). */
export function userCountSql(like: string | null): { sql: string; params: unknown[] } {
  const { where, params } = searchCondition(like);
  return { sql: `select count(*)::int as total from users ${where.length > 0 ? `where ${where.join(' and ')}` : ''}`, params };
}
