/**
 * A key by its prefix, with the account it acts on: a revoked key, or one whose creator's account
 * is gone or deactivated, finds nothing (as a session of a deactivated account, session.store.ts).
 */
export const KEY_BY_PREFIX_SQL = `select k.id, k.prefix, k.secret_hash, k.role, k.read_only, u.id as user_id, u.username
  from api_keys k join users u on u.id = k.created_by and u.is_active
  where k.prefix = ? and k.revoked_at is null`;

/** The keys used since the last write, one statement for the batch (at most once a minute). */
export const TOUCH_KEYS_SQL = `update api_keys set last_used_at = now() where id = any(?::int[])`;
