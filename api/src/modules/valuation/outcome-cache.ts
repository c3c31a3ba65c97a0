import { LRUCache } from 'lru-cache';
import type { AppPubSub } from '../../core/events/pubsub';
import { AUCTION_TOPIC, type AuctionEventPayload } from '../auctions/auction.events';
import { DONATION_STATUS_CHANGED } from '../donations/donation.events';
import type { Outcome } from './valuation.model';

/** How long recorded outcomes are reused at most, should an event be missed. */
export const OUTCOME_TTL_MS = 30_000;
/** Distinct vehicles kept; past this the least recently used go. */
const MAX_ENTRIES = 5_000;

/**
 * The recorded outcomes of similar vehicles, kept per vehicle so that a valuation costs no query
 * in the common case. Outcomes change when an auction ends or a donation moves (final value,
 * receipt): those events, from every api process, empty the cache (bids do not); the time limit
 * covers changes made outside the api.
 */
export class OutcomeCache {
  private readonly entries: LRUCache<string, Promise<Outcome[]>>;

  constructor(pubSub: AppPubSub | undefined, now?: () => number) {
    this.entries = new LRUCache({ max: MAX_ENTRIES, ttl: OUTCOME_TTL_MS, ...(now && { perf: { now }, ttlResolution: 0 }) });
    if (pubSub) {
      // an auction's end records a sale; a donation's change may set its final value; bids do not
      this.clearOn(pubSub, AUCTION_TOPIC, (event) => (event as AuctionEventPayload).reasons.includes('ended'));
      this.clearOn(pubSub, DONATION_STATUS_CHANGED, () => true);
    }
  }

  get(key: string, load: () => Promise<Outcome[]>): Promise<Outcome[]> {
    const cached = this.entries.get(key);
    if (cached) return cached;
    const outcomes = load();
    this.entries.set(key, outcomes);
    outcomes.catch(() => this.entries.peek(key) === outcomes && this.entries.delete(key)); // a failed read is not remembered
    return outcomes;
  }

  clear(): void {
    this.entries.clear();
  }

  private clearOn(pubSub: AppPubSub, topic: string, matters: (event: unknown) => boolean): void {
    pubSub.listen(topic, (event) => {
      if (matters(event)) this.clear();
    });
  }
}
