import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { analyticsPeriodSchema } from '@vdp/shared/validation/analytics.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import type { Analytics, Dashboard } from './analytics.presenter';
import type { AnalyticsService } from './analytics.service';
import { AnalyticsView, DashboardView } from './analytics.types';

@Resolver()
export class AnalyticsResolver {
  constructor(private readonly services: { analytics: AnalyticsService }) {}

  @Authorized('analytics.read')
  @Query(() => DashboardView, { description: 'The admin dashboard’s figures, overview and Recent Activity.' })
  adminDashboard(@Ctx() ctx: RequestContext): Promise<Dashboard> {
    return this.services.analytics.dashboard(ctx.em);
  }

  @Authorized('analytics.read')
  @Query(() => AnalyticsView, { description: 'The analytics of the last `days` UTC days (7 or 30).' })
  adminAnalytics(
    @Ctx() ctx: RequestContext,
    @Arg('days', () => Int, {
      nullable: true,
      description: 'The period in UTC days ending today: one of ANALYTICS_PERIODS (7 or 30); 7 when absent.',
    })
    days?: number | null,
  ): Promise<Analytics> {
    const input = parseInput(analyticsPeriodSchema, { days });
    return this.services.analytics.analytics(ctx.em, input.days);
  }
}
