import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { auditEventFilterSchema } from '@vdp/shared/validation/audit.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { AuditEventFilterInput } from './audit-event.inputs';
import type { AuditEventConnection } from './audit-event.presenter';
import type { AuditEventService } from './audit-event.service';
import { AuditEventConnectionView } from './audit-event.types';

/** The audit trail's GraphQL door (issue 13 §6): read only; the REST twin is audit-event.rest.ts. */
@Resolver()
export class AuditEventResolver {
  constructor(private readonly services: { auditEvents: AuditEventService }) {}

  @Authorized('audit.read')
  @Query(() => AuditEventConnectionView, {
    description:
      'Admin and staff changes, newest first, filtered; `first` (1-100, 25) after the cursor `after`. As GET /api/audit-events.',
  })
  auditEvents(
    @Ctx() ctx: RequestContext,
    @Arg('filter', () => AuditEventFilterInput, { nullable: true }) filter?: AuditEventFilterInput | null,
    @Arg('first', () => Int, { nullable: true }) first?: number | null,
    @Arg('after', () => String, { nullable: true }) after?: string | null,
  ): Promise<AuditEventConnection> {
    return this.services.auditEvents.page(ctx.em, parseInput(auditEventFilterSchema, { ...filter, first, after }));
  }
}
