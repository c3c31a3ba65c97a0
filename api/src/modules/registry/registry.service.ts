import type { EntityManager } from '@mikro-orm/postgresql';
import type { CharityNumber } from '@vdp/shared/charities/charity-number';
import { presentRegistryRecord, type RegistryRecord, type RegistryRow } from './registry.presenter';
import { FIND_SQL } from './registry.sql';

/** Reads the public charity registries imported into the database (docs/registry.md). */
export class RegistryService {
  /** The registry's record of a number, with its latest financial filing; null when it lists none. */
  async find(em: EntityManager, number: CharityNumber): Promise<RegistryRecord | null> {
    // em.execute runs in the caller's transaction when there is one (receipts, verification):
    // a second pool connection per transaction would starve the pool under concurrency.
    const [row] = await em.execute<RegistryRow[]>(FIND_SQL, [number.registry, number.number]);
    return row ? presentRegistryRecord(row) : null;
  }
}
