import { defineModule } from '../../core/module';
import { AnalyticsResolver } from './analytics.resolver';
import { analyticsRoutes } from './analytics.rest';
import { AnalyticsService } from './analytics.service';

/** The admin dashboard and analytics (issue 13 §5): read-only figures over other modules' tables; no table of its own. */
export const analyticsModule = defineModule({
  name: 'analytics',
  entities: [],
  resolvers: [AnalyticsResolver],
  routes: analyticsRoutes,
  create: () => ({ analytics: new AnalyticsService() }),
});
