import { LRUCache } from 'lru-cache';
import type { AppPubSub } from './events/pubsub';

/** Which events change what a read answers, and how long its answer may be kept at most. */
export interface KeepRule {
  clearedBy: readonly string[];
  /** The bound on how late a change no event announces is seen (60 s unless said). */
  ttlMs?: number;
}

/** A GraphQL root field's rule: a KeepRule, and what each of its reads still does though its answer is kept. */
export interface KeptQueryRule extends KeepRule {
  /**
   * Called with the field's arguments each time its kept answer is served (a post's view counted):
   * true when done; false sends that read to the resolver instead (which does it itself).
   */
  eachRead?: (args: Readonly<Record<string, unknown>>) => boolean;
}

/**
 * The GraphQL reads whose whole answers may be kept (graphql/kept-answers.ts): a root field -> its
 * rule. A field belongs here only when its answer follows from its arguments and the asker's role
 * alone (never from who asks); what a read must still do each time is its rule's `eachRead`.
 */
export type KeptQueries = Readonly<Record<string, KeptQueryRule>>;

/** How long an answer is kept when its rule does not say. */
export const DEFAULT_KEEP_MS = 60_000;

export interface KeptReadsOptions {
  /** Distinct reads kept at once; past that the least recently used are read again. */
  max: number;
  /** How long a read is kept at most: the bound on how late a change no event announces is seen. */
  ttlMs: number;
  /** Topics whose events, from any api process, forget every read kept. */
  clearedBy: readonly string[];
}

/**
 * Reads kept in memory, each as the promise of its answer (issue 15): concurrent askers share one
 * read, a failed read is not kept, and an event of `clearedBy` forgets them all, so a read under
 * way when it arrives serves those already waiting and is never kept past it.
 */
export class KeptReads<V extends object> {
  private readonly reads: LRUCache<string, Promise<V>>;

  constructor(pubSub: AppPubSub | undefined, options: KeptReadsOptions) {
    this.reads = new LRUCache({ max: options.max, ttl: options.ttlMs });
    if (!pubSub) return;
    for (const topic of options.clearedBy) {
      pubSub.listen(topic, () => this.clear());
    }
  }

  get(key: string, read: () => Promise<V>): Promise<V> {
    const kept = this.reads.get(key);
    if (kept) return kept;
    const answer = read();
    this.reads.set(key, answer);
    answer.catch(() => this.reads.peek(key) === answer && this.reads.delete(key));
    return answer;
  }

  clear(): void {
    this.reads.clear();
  }
}
