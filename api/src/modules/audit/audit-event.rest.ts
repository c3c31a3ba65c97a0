import { auditEventFilterSchema } from '@vdp/shared/validation/audit.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { AuditEventService } from './audit-event.service';

/** The query names of GET /api/audit-events, in the order a next link repeats them. */
const FILTERS = ['entityType', 'action', 'actorId', 'actor', 'entityId', 'from', 'to'] as const;

/**
 * The audit trail's REST door (issue 13 §6): GET /api/audit-events answers `{ events, nextCursor }`
 * and, when another page follows, a `Link: <…>; rel="next"` header with the same filters.
 */
export function auditEventRoutes({ auditEvents }: { auditEvents: AuditEventService }): RestRoutes {
  return new RestRoutes().get(
    '/audit-events',
    endpoint(
      'audit.read',
      async (ctx, req, res) => {
        const { limit, cursor, ...filters } = req.query;
        const page = await auditEvents.page(
          ctx.em,
          parseInput(auditEventFilterSchema, { ...filters, first: limit, after: cursor }),
        );
        const nextCursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
        if (nextCursor) {
          const next = new URLSearchParams();
          for (const name of FILTERS) if (req.query[name]) next.set(name, req.query[name]);
          if (limit) next.set('limit', limit);
          next.set('cursor', nextCursor);
          res.setHeader('Link', `</api/audit-events?${next.toString()}>; rel="next"`);
        }
        return { events: page.edges.map((edge) => edge.node), nextCursor };
      },
      {
        summary:
          'The audit trail, newest first: limit (1-100) and cursor, filters entityType, action, actorId, actor, entityId, from, to; answers { events, nextCursor } and a Link rel="next" header',
      },
    ),
  );
}
