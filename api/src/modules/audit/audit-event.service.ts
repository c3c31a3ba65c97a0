import type { EntityManager } from '@mikro-orm/postgresql';
import { decodeAuditCursor } from '@vdp/shared/audit/audit-page';
import type { AuditEventFilter } from '@vdp/shared/validation/audit.schema';
import { containsPattern } from '../../core/text';
import { auditPageSql, type AuditRow } from './audit.sql';
import { presentAuditEdge, type AuditEventConnection } from './audit-event.presenter';

/**
 * Reads the audit trail for admins (issue 13 §6): newest first, filtered, a page at a time by
 * keyset. There is no write here: the core's AuditTrail inserts, and the table refuses the rest.
 */
export class AuditEventService {
  /** One statement a page: `first` + 1 rows tell whether another page follows. */
  async page(em: EntityManager, filter: AuditEventFilter): Promise<AuditEventConnection> {
    const { sql, params } = auditPageSql({
      entityType: filter.entityType,
      action: filter.action,
      actorId: filter.actorId,
      actorLike: filter.actor ? containsPattern(filter.actor) : null,
      entityId: filter.entityId,
      from: filter.from,
      to: filter.to,
      // the schema checked the pattern, so this decodes
      after: filter.after ? decodeAuditCursor(filter.after) : null,
      limit: filter.first + 1,
    });
    const rows = await em.getConnection().execute<AuditRow[]>(sql, params);
    const edges = rows.slice(0, filter.first).map(presentAuditEdge);
    return {
      edges,
      pageInfo: { hasNextPage: rows.length > filter.first, endCursor: edges.at(-1)?.cursor ?? null },
    };
  }
}
