import { LRUCache } from 'lru-cache';
import type { AppPubSub } from '../../core/events/pubsub';
import { AUCTION_TOPIC, type AuctionEventPayload } from '../auctions/auction.events';
import { DONATION_STATUS_CHANGED, type DonationStatusChangedEvent } from '../donations/donation.events';

/**
 * How long a tracking view is reused at most, should an event be missed; each view expires at a
 * random point of the last quarter, so that views read together are not read again together.
 */
export const VIEW_TTL_MS = 10_000;
/** How often counted lookups are written. */
export const COUNT_FLUSH_MS = 100;
/** Codes kept; past this the least recently read go. */
const MAX_VIEWS = 10_000;

interface Kept<View> {
  donationId: number;
  view: View;
  /** The access count in the database when the view was read, or after the last write. */
  stored: number;
}

export type WriteCounts = (
  counts: Array<{ code: string; n: number; at: string }>,
) => Promise<Array<{ code: string; count: number }>>;

/**
 * What a tracking lookup reads, kept per code (ADR 7): the view until a change to its donation is
 * announced from any api process (or VIEW_TTL_MS pass), and the lookups counted in memory and
 * written behind every COUNT_FLUSH_MS in one statement without waiting for a disk flush (the
 * same loss window as an asynchronous commit). The count shown is the stored one plus the
 * lookups not yet written.
 */
export class TrackingViews<View> {
  private readonly views: LRUCache<string, Kept<View>>;
  /** Lookups counted, not yet written; and those being written. */
  private unsaved = new Map<string, { n: number; at: Date }>();
  private saving = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly writeCounts: WriteCounts,
    pubSub: AppPubSub | undefined,
    private readonly log: (message: string) => void = console.error,
    private readonly now: () => number = Date.now,
  ) {
    this.views = new LRUCache({ max: MAX_VIEWS, ttl: VIEW_TTL_MS, perf: { now }, ttlResolution: 0 });
    this.timer = setInterval(() => void this.flush(), COUNT_FLUSH_MS);
    this.timer.unref();
    if (pubSub) {
      this.forgetOn(pubSub, DONATION_STATUS_CHANGED, (event) =>
        this.forgetDonation((event as DonationStatusChangedEvent).donationId),
      );
      // an auction's end writes its donation's final value and a history note; bids do not
      this.forgetOn(pubSub, AUCTION_TOPIC, (event) => {
        if ((event as AuctionEventPayload).reasons.includes('ended')) this.views.clear();
      });
    }
  }

  /** A kept view of the code, counted as one more lookup, or undefined. */
  lookup(code: string): { view: View; accessCount: number; lastAccessedAt: Date } | undefined {
    const kept = this.views.get(code);
    if (!kept) return undefined;
    const at = new Date(this.now());
    const unsaved = this.unsaved.get(code);
    if (unsaved) {
      unsaved.n++;
      unsaved.at = at;
    } else this.unsaved.set(code, { n: 1, at });
    return { view: kept.view, accessCount: this.countOf(code, kept.stored), lastAccessedAt: at };
  }

  /** A view just read (its lookup already counted in the database), and the count to show. */
  keep(code: string, donationId: number, view: View, stored: number): number {
    const ttl = VIEW_TTL_MS * (0.75 + Math.random() * 0.25);
    this.views.set(code, { donationId, view, stored }, { ttl });
    return this.countOf(code, stored);
  }

  /** Writes the counted lookups (also at shutdown). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeUnsaved());
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private countOf(code: string, stored: number): number {
    return stored + (this.saving.get(code) ?? 0) + (this.unsaved.get(code)?.n ?? 0);
  }

  private async writeUnsaved(): Promise<void> {
    if (this.unsaved.size === 0) return;
    const batch = this.unsaved;
    this.unsaved = new Map();
    for (const [code, { n }] of batch) this.saving.set(code, n);
    try {
      const written = await this.writeCounts([...batch].map(([code, { n, at }]) => ({ code, n, at: at.toISOString() })));
      for (const { code, count } of written) {
        const kept = this.views.peek(code);
        if (kept) kept.stored = count;
      }
    } catch (error) {
      this.log(`tracking counts not written, retrying: ${(error as Error).message}`);
      for (const [code, counted] of batch) {
        const later = this.unsaved.get(code);
        this.unsaved.set(code, later ? { n: later.n + counted.n, at: later.at } : counted);
      }
    } finally {
      this.saving = new Map();
    }
  }

  private forgetDonation(donationId: number): void {
    const codes = [...this.views.entries()].filter(([, kept]) => kept.donationId === donationId).map(([code]) => code);
    for (const code of codes) this.views.delete(code);
  }

  private forgetOn(pubSub: AppPubSub, topic: string, forget: (event: unknown) => void): void {
    pubSub.listen(topic, forget);
  }
}
