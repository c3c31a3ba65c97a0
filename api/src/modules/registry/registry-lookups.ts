import type { EntityManager } from '@mikro-orm/postgresql';
import type { CharityNumber } from '@vdp/shared/charities/charity-number';
import type { AppPubSub } from '../../core/events/pubsub';
import { KeptReads } from '../../core/kept-reads';
import type { RegistryRecord } from './registry.presenter';
import { REGISTRY_CHANGED } from './registry.events';
import type { RegistryService } from './registry.service';

/** Numbers whose lookups are kept: the charities people check, many times each. */
const MAX_LOOKUPS = 10_000;
/** How long a lookup is kept at most, should an event be missed or the registry change outside an import. */
export const REGISTRY_LOOKUP_TTL_MS = 10 * 60_000;

/**
 * The registry's answers for public verification (issue 15), kept in memory: the registry changes
 * only by an import, which tells every api process (REGISTRY_CHANGED at its commit), and each
 * forgets them all. Receipts and the charity's own pages read the registry directly.
 */
export class RegistryLookups {
  private readonly lookups: KeptReads<{ record: RegistryRecord | null }>;

  constructor(
    private readonly registry: RegistryService,
    pubSub: AppPubSub | undefined,
  ) {
    this.lookups = new KeptReads(pubSub, { max: MAX_LOOKUPS, ttlMs: REGISTRY_LOOKUP_TTL_MS, clearedBy: [REGISTRY_CHANGED] });
  }

  async find(em: EntityManager, number: CharityNumber): Promise<RegistryRecord | null> {
    const kept = await this.lookups.get(`${number.registry}:${number.number}`, async () => ({
      record: await this.registry.find(em, number),
    }));
    return kept.record;
  }
}
