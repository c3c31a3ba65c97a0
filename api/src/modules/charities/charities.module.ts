import { defineModule } from '../../core/module';
import { Charity } from './charity.entity';

/** The charities table (spec 001 §3 charities); registration and verification come with their issue. */
export const charitiesModule = defineModule({
  name: 'charities',
  entities: [Charity],
  resolvers: [],
  create: () => ({}),
});
