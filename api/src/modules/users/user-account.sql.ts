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
