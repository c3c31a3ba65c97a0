import { LRUCache } from 'lru-cache';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { Batches } from './batches';

type PostgresOptions = ConstructorParameters<typeof RateLimiterPostgres>[0];

/** The table every limiter shares (migration 20261124070000_rate_limits), one row per key. */
export const RATE_LIMIT_TABLE = 'rate_limits';
/** How often the counts taken in memory are written, and the shared totals read back. */
export const RATE_LIMIT_FLUSH_MS = 100;
/** A total read longer ago than this is read again before deciding (another process may have counted). */
const FRESH_MS = 2 * RATE_LIMIT_FLUSH_MS;
/** Fresh windows kept in memory at most; past this the least recently used key is counted in the database again. */
const MAX_WINDOWS = 100_000;

/** What RateLimiterPostgres's store methods resolve with (its `_getRateLimiterRes` reads the first row). */
interface StoreResult {
  rows: Array<{ key?: string; points: number; expire: string | number | null }>;
}

/** rate-limiter-flexible's store contract, which RateLimiterPostgres implements (not in its typings). */
interface PostgresStore {
  _upsert(key: string, points: number, msDuration: number, forceExpire?: boolean): Promise<StoreResult>;
  _get(key: string): Promise<StoreResult | null>;
  _delete(key: string): Promise<boolean>;
  _query(query: { name?: string; text: string; values: unknown[] }): Promise<StoreResult>;
}
const postgres = RateLimiterPostgres.prototype as unknown as PostgresStore;

/** A key counted in the database at once: its points, and when its window ends should it start now. */
interface FirstHit {
  key: string;
  points: number;
  expire: number;
}
/** Every first hit goes through one queue. */
const FIRST_HITS = 0;

interface Window {
  /** The shared total when last read, the points being written, and those counted since. */
  stored: number;
  saving: number;
  unsaved: number;
  /** When the window ends (ms since the epoch), and when `stored` was read. */
  expire: number;
  readAt: number;
}

/**
 * rate-limiter-flexible's PostgreSQL limiter (table `rate_limits`, one row per key), counting in
 * memory on the hot path (ADR 9): a key read from the database within FRESH_MS is decided from
 * memory and its points are written behind, every RATE_LIMIT_FLUSH_MS, in one statement for all
 * keys, which also reads back the totals every process has written. A key not read recently is
 * counted in the database at once, and the request waits for the shared total; those that arrive
 * while such a statement runs go together in the next one, the same statement as the write-behind
 * (no wait for a disk flush: a count is not worth one). Every `get`, `delete`, `set` and `block`
 * goes to the database as the library does it. Across processes a limit may be overshot by what
 * the others counted in one interval or two.
 */
export class WriteBehindPostgresLimiter extends RateLimiterPostgres {
  /**
   * Each key's window while its total is fresh (read within FRESH_MS), the only time memory decides
   * for it: many visitors a minute make many keys, and a key not hit again is forgotten soon.
   */
  // bounded by maxSize, one a window: lru-cache preallocates `max` slots, 20 ms and megabytes per
  // limiter at every start for windows that are mostly never used
  private readonly windows = new LRUCache<string, Window>({ maxSize: MAX_WINDOWS, sizeCalculation: () => 1, ttl: FRESH_MS });
  /** The windows with points not written yet: all a write-behind looks at (it never walks every key). */
  private readonly unsaved = new Map<string, Window>();
  /**
   * The windows of the write in flight: their points are in `saving`, in no other map once their
   * fresh time is over, and not yet in the table a `get` reads, which must still count them.
   */
  private readonly saving = new Map<string, Window>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private readonly firstHits = new Batches<FirstHit, StoreResult['rows'][number]>((_queue, hits) => this.countFirstHits(hits));

  constructor(
    options: Omit<PostgresOptions, 'tableName' | 'tableCreated'>,
    private readonly log: (message: string) => void = console.error,
  ) {
    super({ ...options, tableName: RATE_LIMIT_TABLE, tableCreated: true });
    this.timer = setInterval(() => void this.flush(), RATE_LIMIT_FLUSH_MS);
    this.timer.unref();
  }

  /** Writes the points counted in memory (every RATE_LIMIT_FLUSH_MS anyway). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeUnsaved());
    return this.flushing;
  }

  /** Stops the timer and writes what is counted: at shutdown. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  async _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<StoreResult> {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!forceExpire && window && window.expire > now && now - window.readAt < FRESH_MS) {
      window.unsaved += points;
      this.unsaved.set(key, window);
      return { rows: [{ points: total(window), expire: window.expire }] };
    }
    if (forceExpire || msDuration <= 0) {
      const result = await postgres._upsert.call(this, key, points, msDuration, forceExpire);
      this.remember(key, result.rows[0], now);
      return result;
    }
    return { rows: [await this.firstHits.submit(FIRST_HITS, { key, points, expire: now + msDuration })] };
  }

  async _get(key: string): Promise<StoreResult | null> {
    const result = await postgres._get.call(this, key);
    const window = this.windows.get(key) ?? this.unsaved.get(key) ?? this.saving.get(key);
    if (!result || !window) return result;
    const [row] = result.rows;
    return { rows: [{ points: row.points + window.saving + window.unsaved, expire: row.expire }] };
  }

  _delete(key: string): Promise<boolean> {
    this.windows.delete(key);
    this.unsaved.delete(key);
    this.saving.delete(key);
    return postgres._delete.call(this, key);
  }

  /**
   * Counts first hits in one statement; each hit is answered the total as it stood after it (the
   * same key twice in a batch: the first sees its own points, the second both), and the key is
   * remembered with the total after the batch.
   */
  private async countFirstHits(hits: FirstHit[]): Promise<StoreResult['rows']> {
    const now = Date.now();
    const batch = new Map<string, FirstHit>();
    for (const hit of hits) {
      const same = batch.get(hit.key);
      batch.set(hit.key, same ? { ...same, points: same.points + hit.points } : { ...hit });
    }
    const result = await postgres._query.call(this, {
      name: 'write-behind',
      text: WRITE_SQL,
      values: [JSON.stringify([...batch.values()]), now],
    });
    const totals = new Map(result.rows.map((row) => [row.key!, row]));
    for (const [key, row] of totals) this.remember(key, row, now);
    const later = new Map<string, number>([...batch].map(([key, hit]) => [key, hit.points]));
    return hits.map((hit) => {
      const row = totals.get(hit.key)!;
      const after = later.get(hit.key)!;
      later.set(hit.key, after - hit.points);
      return { points: row.points - after + hit.points, expire: row.expire };
    });
  }

  private remember(key: string, row: StoreResult['rows'][number], readAt: number): void {
    const expire = Number(row.expire);
    const window = this.windows.get(key) ?? this.unsaved.get(key);
    if (window && window.expire === expire) {
      window.stored = row.points;
      window.readAt = readAt;
      this.windows.set(key, window); // fresh again
      return;
    }
    const next = { stored: row.points, saving: 0, unsaved: window?.unsaved ?? 0, expire, readAt };
    this.windows.set(key, next);
    if (next.unsaved !== 0) this.unsaved.set(key, next);
  }

  private async writeUnsaved(): Promise<void> {
    const now = Date.now();
    const batch: Array<{ key: string; points: number; expire: number }> = [];
    const writing = new Map(this.unsaved);
    this.unsaved.clear();
    for (const [key, window] of writing) {
      if (window.expire <= now) {
        writing.delete(key); // its window is over: what was not written no longer counts
      } else {
        batch.push({ key, points: window.unsaved, expire: window.expire });
        window.saving = window.unsaved;
        window.unsaved = 0;
      }
    }
    if (batch.length === 0) return;
    for (const [key, window] of writing) this.saving.set(key, window);
    try {
      const result = await postgres._query.call(this, {
        name: 'write-behind',
        text: WRITE_SQL,
        values: [JSON.stringify(batch), now],
      });
      for (const row of result.rows) {
        const window = writing.get(row.key!);
        if (window) {
          window.saving = 0;
          this.remember(row.key!, row, now);
        }
      }
    } catch (error) {
      this.log(`rate limit counts not written, retrying: ${(error as Error).message}`);
      for (const [key, window] of writing) {
        window.unsaved += window.saving;
        window.saving = 0;
        this.unsaved.set(key, window);
      }
    } finally {
      for (const [key, window] of writing) if (this.saving.get(key) === window) this.saving.delete(key);
    }
  }
}

const total = (window: Window): number => window.stored + window.saving + window.unsaved;

/**
 * Adds each key's points to its row, or starts its window when the row is missing or over; a
 * count is not worth a disk flush (set_config(..., true) is SET LOCAL for this statement's transaction).
 */
const WRITE_SQL = `
insert into ${RATE_LIMIT_TABLE} as r (key, points, expire)
select v.key, v.points, v.expire from jsonb_to_recordset($1::jsonb) as v(key text, points integer, expire bigint)
where (select set_config('synchronous_commit', 'off', true)) = 'off'
on conflict (key) do update set
  points = case when r.expire <= $2 then excluded.points else r.points + excluded.points end,
  expire = case when r.expire <= $2 then excluded.expire else r.expire end
returning r.key, r.points, r.expire`;
