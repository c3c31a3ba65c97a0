import type { EntityManager } from '@mikro-orm/postgresql';
import type { CharityNumber } from '@vdp/shared/charities/charity-number';
import { LRUCache } from 'lru-cache';
import type { AppPubSub } from '../../core/events/pubsub';
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
  private readonly lookups = new LRUCache<string, Promise<RegistryRecord | null>>({
    max: MAX_LOOKUPS,
    ttl: REGISTRY_LOOKUP_TTL_MS,
  });

  constructor(
    private readonly registry: RegistryService,
    pubSub: AppPubSub | undefined,
  ) {
    if (pubSub) {
      void (async () => {
        for await (const _event of pubSub.subscribe(REGISTRY_CHANGED)) this.lookups.clear();
      })();
    }
  }

  find(em: EntityManager, number: CharityNumber): Promise<RegistryRecord | null> {
    const key = `${number.registry}:${number.number}`;
    const kept = this.lookups.get(key);
    if (kept) return kept;
    const record = this.registry.find(em, number);
    this.lookups.set(key, record);
    record.catch(() => this.lookups.peek(key) === record && this.lookups.delete(key)); // a failed read is not kept
    return record;
  }
}
