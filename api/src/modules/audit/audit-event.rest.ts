import { auditEventFilterSchema } from '@vdp/shared/validation/audit.schema';
import { endpoint } from '../../rest/endpoint';
import { pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS, objectPage } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { AuditEventService } from './audit-event.service';

const AUDIT_QUERY = pagedQuery(auditEventFilterSchema);

/**
 * The audit trail's REST door (issue 13 §6): GET /api/audit-events answers `{ events, nextCursor }`
 * and the page links (rest/paging.ts) with the same filters.
 */
export function auditEventRoutes({ auditEvents }: { auditEvents: AuditEventService }): RestRoutes {
  return new RestRoutes().get(
    '/audit-events',
    endpoint(
      'audit.read',
      async (ctx, req, res) => {
        const { filters, page } = parsePagedQuery(req, AUDIT_QUERY);
        const events = await auditEvents.page(ctx.em, filters, page, REST_CURSOR_FIELDS);
        return objectPage(req, res, events, (nodes, nextCursor) => ({ events: nodes, nextCursor }));
      },
      {
        query: AUDIT_QUERY,
        summary:
          'The audit trail, newest first, 25 a page: limit (1-100), cursor or before, filters entityType, action, actorId, actor, entityId, from, to; answers { events, nextCursor } and Link headers',
      },
    ),
  );
}
