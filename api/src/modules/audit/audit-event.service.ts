import type { EntityManager } from '@mikro-orm/postgresql';
import { AUDIT_PAGE_SIZE } from '@vdp/shared/audit/audit-page';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { AuditEventFilter } from '@vdp/shared/validation/audit.schema';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import { AUDIT_ORDER, auditPageSql, type AuditRow } from './audit.sql';
import { presentAuditEvent, type AuditEventRecord } from './audit-event.presenter';

/**
 * Reads the audit trail for admins (issue 13 §6): newest first, filtered, a page at a time by
 * keyset. There is no write here: the core's AuditTrail inserts, and the table refuses the rest.
 */
export class AuditEventService {
  /** One statement a page: one more row than asked tells whether another page follows. */
  async page(
    em: EntityManager,
    filter: AuditEventFilter,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<AuditEventRecord>> {
    const plan = planPage(AUDIT_ORDER, page, { defaultSize: AUDIT_PAGE_SIZE, fields });
    const { sql, params } = auditPageSql(
      {
        entityType: filter.entityType,
        action: filter.action,
        actorId: filter.actorId,
        actorLike: filter.actor ? containsPattern(filter.actor) : null,
        entityId: filter.entityId,
        from: filter.from,
        to: filter.to,
      },
      plan,
    );
    const rows = await em.getConnection().execute<AuditRow[]>(sql, params);
    return connectionOf(plan, rows, presentAuditEvent);
  }
}
