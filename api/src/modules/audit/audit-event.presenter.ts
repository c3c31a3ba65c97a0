import type { AuditAction, AuditEntityType } from '@vdp/shared/audit/audit-actions';
import type { Role } from '@vdp/shared/auth/roles';
import type { AuditRow } from './audit.sql';

/** One recorded change as both doors answer it (GraphQL AuditEvent, GET /api/audit-events). */
export interface AuditEventRecord {
  id: string;
  occurredAt: Date;
  /** Null: the platform itself (command line, timers) or a visitor (a public registration). */
  actorId: number | null;
  actorUsername: string | null;
  actorRole: Role | null;
  entityType: AuditEntityType;
  entityId: string;
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export function presentAuditEvent(row: AuditRow): AuditEventRecord {
  return {
    id: row.id,
    occurredAt: new Date(row.occurred_at),
    actorId: row.actor_id,
    actorUsername: row.actor_username,
    actorRole: row.actor_role as Role | null,
    entityType: row.entity_type as AuditEntityType,
    entityId: row.entity_id,
    action: row.action as AuditAction,
    before: row.before,
    after: row.after,
  };
}
