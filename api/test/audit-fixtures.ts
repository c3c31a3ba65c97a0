import type { RunningServer } from '../src/app/server';
import { sql } from './harness';

export interface AuditRowJson {
  id: string;
  actor_id: number | null;
  actor_username: string | null;
  actor_role: string | null;
  entity_type: string;
  entity_id: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The audit rows about one entity, oldest first. */
export function auditRowsOf(server: RunningServer, entityType: string, entityId: string | number): Promise<AuditRowJson[]> {
  return sql<AuditRowJson>(
    server,
    `select id::text as id, actor_id, actor_username, actor_role, entity_type, entity_id, action, before, after
     from audit_events where entity_type = ? and entity_id = ? order by audit_events.id`,
    [entityType, String(entityId)],
  );
}

/** How many audit rows exist: a refused change must leave it as it was. */
export async function auditCount(server: RunningServer): Promise<number> {
  const [row] = await sql<{ n: number }>(server, 'select count(*)::int as n from audit_events');
  return row!.n;
}

/** The newest audit rows' actions after the row count `since`, oldest first. */
export function auditRowsSince(server: RunningServer, sinceCount: number): Promise<AuditRowJson[]> {
  return sql<AuditRowJson>(
    server,
    `select id::text as id, actor_id, actor_username, actor_role, entity_type, entity_id, action, before, after
     from audit_events order by audit_events.id offset ?`,
    [sinceCount],
  );
}
