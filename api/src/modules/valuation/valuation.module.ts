import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { OutcomeCache } from './outcome-cache';
import { ValuationResolver } from './valuation.resolver';
import { valuationRoutes } from './valuation.rest';
import { ValuationService } from './valuation.service';

/** The valuation calculator and its PDF report (spec 000 §2.6, docs/valuation-model.md). */
export const valuationModule = defineModule({
  name: 'valuation',
  entities: [],
  resolvers: [ValuationResolver],
  routes: valuationRoutes,
  create: ({ events }: Core) => ({ valuation: new ValuationService(new OutcomeCache(events)) }),
});
