import { analyticsPeriodSchema } from '@vdp/shared/validation/analytics.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { AnalyticsService } from './analytics.service';

/** The dashboard's and the analytics page's REST door: the same service as GraphQL. */
export function analyticsRoutes({ analytics }: { analytics: AnalyticsService }): RestRoutes {
  return new RestRoutes()
    .get(
      '/admin/dashboard',
      endpoint('analytics.read', (ctx) => analytics.dashboard(ctx.em), { summary: 'The admin dashboard’s figures' }),
    )
    .get(
      '/admin/analytics',
      endpoint('analytics.read', (ctx, req) => analytics.analytics(ctx.em, parseInput(analyticsPeriodSchema, req.query).days), {
        query: analyticsPeriodSchema,
        summary: 'Analytics over a period of days',
      }),
    );
}
