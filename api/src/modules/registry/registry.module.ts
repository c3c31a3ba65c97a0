import { defineModule } from '../../core/module';
import type { Core } from '../../core/module';
import { RegistryLookups } from './registry-lookups';
import { RegistryService } from './registry.service';

/** The public charity registries (CRA, IRS) imported from their published files (docs/registry.md). */
export const registryModule = defineModule({
  name: 'registry',
  entities: [],
  resolvers: [],
  create: ({ events }: Core) => {
    const registry = new RegistryService();
    return { registry, lookups: new RegistryLookups(registry, events) };
  },
});
