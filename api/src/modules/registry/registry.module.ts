import { defineModule } from '../../core/module';
import { RegistryService } from './registry.service';

/** The public charity registries (CRA, IRS) imported from their published files (docs/registry.md). */
export const registryModule = defineModule({
  name: 'registry',
  entities: [],
  resolvers: [],
  create: () => ({ registry: new RegistryService() }),
});
