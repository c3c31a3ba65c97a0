import { Arg, Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { auditEventFilterSchema } from '@vdp/shared/validation/audit.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import { AuditEventFilterInput } from './audit-event.inputs';
import type { AuditEventRecord } from './audit-event.presenter';
import type { AuditEventService } from './audit-event.service';
import { AuditEventConnectionView } from './audit-event.types';

/** The audit trail's GraphQL door (issue 13 §6): read only; the REST twin is audit-event.rest.ts. */
@Resolver()
export class AuditEventResolver {
  constructor(private readonly services: { auditEvents: AuditEventService }) {}

  @Authorized('audit.read')
  @Query(() => AuditEventConnectionView, {
    description:
      'Admin and staff changes, newest first, filtered, 25 a page unless `first` or `last` says. As GET /api/audit-events.',
  })
  auditEvents(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('filter', () => AuditEventFilterInput, { nullable: true, description: 'Narrows the trail; every field optional.' })
    filter?: AuditEventFilterInput | null,
  ): Promise<Connection<AuditEventRecord>> {
    return this.services.auditEvents.page(ctx.em, parseInput(auditEventFilterSchema, filter), parseInput(pageArgsSchema, page));
  }
}
