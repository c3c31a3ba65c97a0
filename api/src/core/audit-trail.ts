import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AUDIT_ENTITY_ID_MAX, type AuditAction, type AuditEntityType } from '@vdp/shared/audit/audit-actions';
import type { AuthUser } from './auth-user';

/** One change to record: what was changed and its values before and after (null when it did not exist). */
export interface AuditChange {
  entityType: AuditEntityType;
  entityId: string | number;
  action: AuditAction;
  /** Plain JSON values; never secrets or password hashes (a secret that changed: `SECRET_MASK`). */
  before?: object | null;
  after?: object | null;
}

/** Who made a change: the signed-in user, or the platform itself (command line, seeding, timers). */
export type AuditActor = AuthUser | null;

const INSERT_SQL = `insert into audit_events (actor_id, actor_username, actor_role, entity_type, entity_id, action, before, after)
  values (?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`;

/** What a secret looks like in the trail: that it changed, never its value. */
export const SECRET_MASK = '••••••••';

/**
 * The audit trail (issue 13 §6): every admin and staff change with who, when, what, before and
 * after. Written on the transaction of the change itself, so a change that rolls back leaves no
 * row and no change commits without its row. The table refuses UPDATE, DELETE and TRUNCATE
 * (a trigger), so nothing in the product can rewrite history.
 */
export class AuditTrail {
  async record(tx: EntityManager, actor: AuditActor, change: AuditChange): Promise<void> {
    await tx.execute(INSERT_SQL, [
      actor?.id ?? null,
      actor?.username ?? null,
      actor?.role ?? null,
      change.entityType,
      String(change.entityId).slice(0, AUDIT_ENTITY_ID_MAX),
      change.action,
      change.before == null ? null : JSON.stringify(change.before),
      change.after == null ? null : JSON.stringify(change.after),
    ]);
  }
}

/**
 * A short fingerprint of a long value (a post's HTML, a form's fields): the trail shows that it
 * changed without copying it.
 */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex').slice(0, 12);
}

/**
 * JSON with object keys sorted: a jsonb column gives its keys back in its own order, so the same
 * value read from the database and received from a client must still compare equal.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** Only the fields whose values differ, each side keeping its own: what an update row shows. */
export function changedFields(
  was_: object,
  now_: object,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  // presenters' interfaces have no index signature: read them as plain records
  const before = was_ as Record<string, unknown>;
  const after = now_ as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (canonicalJson(before[key]) === canonicalJson(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return Object.keys(now).length === 0 ? null : { before: was, after: now };
}
