import type { AppPubSub } from '../core/events/pubsub';

interface Kept<V> {
  page: Promise<V>;
  renderedAt: number;
  /** A newer render under way while this one is still served (its time limit passed). */
  refreshing: boolean;
}

const ignore = () => undefined;

/**
 * The renders of one page: one at a time, and whoever asks while one runs shares the one that
 * starts after it (it reads the data as of its start). A burst of events (forty posts saved in a
 * row) costs two renders, not forty.
 */
class RenderQueue<V> {
  private running: Promise<V> | undefined;
  private queued: Promise<V> | undefined;

  constructor(private readonly render: () => Promise<V>) {}

  next(): Promise<V> {
    if (!this.running) return this.start();
    this.queued ??= this.running.then(ignore, ignore).then(() => {
      this.queued = undefined;
      return this.start();
    });
    return this.queued;
  }

  private start(): Promise<V> {
    const run = this.render();
    this.running = run;
    const finished = () => {
      if (this.running === run) this.running = undefined;
    };
    run.then(finished, finished);
    return run;
  }
}

export interface KeptPagesOptions {
  /** How long a page is served before it is rendered again; meanwhile (the render under way) it is still served. */
  ttlMs: number;
  /** Topics whose events, from any api process, forget every page at once: none is served again. */
  clearedBy: readonly string[];
  /** Now, in milliseconds (tests). */
  now?: () => number;
}

/**
 * Rendered pages by key (the language), kept for their renderers (ADR 32): the first visitor
 * after an event waits for a render, which the next ones share; a page past its time limit is
 * still served while its next render runs, so no visitor waits for a re-render that only
 * refreshes view counts. An event forgets every page (never served again), and the pages that
 * were kept are rendered again at once, so visitors find them ready. A failed render is not kept.
 * A page's renders run one after another (RenderQueue), each reading the data as of its start.
 */
export class KeptPages<V> {
  private readonly pages = new Map<string, Kept<V>>();
  private readonly queues = new Map<string, RenderQueue<V>>();
  /** Counts the forgettings: a render that started before one is never kept after it. */
  private generation = 0;
  private readonly now: () => number;

  constructor(
    private readonly render: (key: string) => Promise<V>,
    pubSub: AppPubSub | undefined,
    private readonly options: KeptPagesOptions,
  ) {
    this.now = options.now ?? Date.now;
    if (!pubSub) return;
    for (const topic of options.clearedBy) {
      pubSub.listen(topic, () => this.forget());
    }
  }

  /** The page of `key`: kept, stale while its next render runs, or rendered now. */
  get(key: string): Promise<V> {
    const kept = this.pages.get(key);
    if (!kept) return this.start(key).page;
    if (!kept.refreshing && this.now() - kept.renderedAt >= this.options.ttlMs) {
      kept.refreshing = true;
      const next = this.start(key, kept);
      next.page.catch(() => undefined); // the stale page stays until a render succeeds
    }
    return kept.page;
  }

  /** Forgets every page, and renders again those that were kept. */
  forget(): void {
    this.generation++;
    const keys = [...this.pages.keys()];
    this.pages.clear();
    for (const key of keys) this.start(key).page.catch(() => undefined);
  }

  /** Renders `key`'s page; kept at once when nothing is (`replacing` absent), else once rendered. */
  private start(key: string, replacing?: Kept<V>): Kept<V> {
    const generation = this.generation;
    let queue = this.queues.get(key);
    if (!queue) this.queues.set(key, (queue = new RenderQueue(() => this.render(key))));
    const entry: Kept<V> = { page: queue.next(), renderedAt: this.now(), refreshing: false };
    if (!replacing) this.pages.set(key, entry);
    entry.page.then(
      () => {
        entry.renderedAt = this.now();
        if (replacing && generation === this.generation && this.pages.get(key) === replacing) this.pages.set(key, entry);
      },
      () => {
        if (replacing) replacing.refreshing = false;
        else if (this.pages.get(key) === entry) this.pages.delete(key);
      },
    );
    return entry;
  }
}
