import { whereClause, type KeyedRow, type ListOrder, type PagePlan } from '../../core/keyset';

/** The trail's indexes, declared on the entity and created by the migration. */
export const BY_TIME_INDEX = 'audit_events_occurred_idx';
export const BY_TIME_INDEX_SQL = `create index "${BY_TIME_INDEX}" on "audit_events" ("occurred_at" desc, "id" desc)`;
export const BY_ENTITY_INDEX = 'audit_events_entity_idx';
export const BY_ENTITY_INDEX_SQL = `create index "${BY_ENTITY_INDEX}" on "audit_events" ("entity_type", "entity_id", "occurred_at" desc)`;
export const BY_ACTOR_INDEX = 'audit_events_actor_idx';
export const BY_ACTOR_INDEX_SQL = `create index "${BY_ACTOR_INDEX}" on "audit_events" ("actor_id", "occurred_at" desc)`;

/**
 * Newest first: the time index serves the keyset (occurred_at, id) in order. Qualified: the
 * statement answers `id::text as id`, and a bare `id` in ORDER BY would sort that text.
 */
export const AUDIT_ORDER: ListOrder = {
  columns: [
    { sql: 'e.occurred_at', type: 'timestamptz' },
    { sql: 'e.id', type: 'bigint' },
  ],
  descending: true,
};

/** A page's filters, as the service passes them (all optional). */
export interface AuditQuery {
  entityType?: string;
  action?: string;
  actorId: number | null;
  actorLike: string | null;
  entityId: string | null;
  from: Date | null;
  to: Date | null;
}

export interface AuditRow extends KeyedRow {
  id: string;
  occurred_at: Date;
  actor_id: number | null;
  actor_username: string | null;
  actor_role: string | null;
  entity_type: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** One page in one statement whatever the filters: only the conditions given, then the keyset. */
export function auditPageSql(query: AuditQuery, plan: PagePlan): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (condition: string, ...values: unknown[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (query.entityType) add('entity_type = ?', query.entityType);
  if (query.action) add('action = ?', query.action);
  if (query.actorId !== null) add('actor_id = ?', query.actorId);
  if (query.actorLike !== null) add('actor_username ilike ?', query.actorLike);
  if (query.entityId !== null) add('entity_id = ?', query.entityId);
  if (query.from) add('occurred_at >= ?', query.from);
  if (query.to) add('occurred_at <= ?', query.to);
  const sql = `select e.id::text as id, occurred_at, actor_id, actor_username, actor_role, entity_type, entity_id, action, before, after,
  ${plan.keySelect}
from audit_events e ${whereClause(where, plan)}
order by ${plan.orderBy} limit ?`;
  return { sql, params: [...params, ...plan.params, plan.limit] };
}
