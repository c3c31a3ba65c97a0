import type { MikroORM } from '@mikro-orm/postgresql';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from './errors';
import { WriteBehindPostgresLimiter } from './write-behind-limiter';

export interface LimitOptions {
  /** Keeps this limiter's keys apart from the others' in the shared table. */
  name: string;
  /** Hits allowed per key in one window. */
  points: number;
  windowMs: number;
}

/**
 * Where every module gets its rate limiters (rate-limiter-flexible, fixed windows per key): one
 * store shared by every api process, PostgreSQL (ADR 9), or memory for unit tests.
 */
export class RateLimits {
  private readonly made: RateLimiterAbstract[] = [];

  private constructor(private readonly make: (options: LimitOptions) => RateLimiterAbstract) {}

  /** Counts in the `rate_limits` table of this database, written behind (ADR 9); in memory while it fails. */
  static shared(orm: MikroORM, log?: (message: string) => void): RateLimits {
    const knex = orm.em.getConnection().getKnex();
    return new RateLimits(
      ({ name, points, windowMs }) =>
        new WriteBehindPostgresLimiter(
          {
            storeClient: knex,
            storeType: 'knex',
            keyPrefix: name,
            points,
            duration: windowMs / 1000,
            // should the database fail, each process counts on its own until it is back
            insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: windowMs / 1000 }),
          },
          log,
        ),
    );
  }

  /** Counts in this process's memory: for unit tests. */
  static inMemory(): RateLimits {
    return new RateLimits(
      ({ name, points, windowMs }) => new RateLimiterMemory({ keyPrefix: name, points, duration: windowMs / 1000 }),
    );
  }

  limiter(options: LimitOptions): RateLimiterAbstract {
    const limiter = this.make(options);
    this.made.push(limiter);
    return limiter;
  }

  /** At most `points` hits per key in each window, refused with RATE_LIMITED `message`. */
  fixedWindow(options: LimitOptions & { message: string }): RateLimit {
    return new RateLimit(this.limiter(options), options.message);
  }

  /** Writes what is counted in memory: at shutdown, before the database closes. */
  async close(): Promise<void> {
    for (const limiter of this.made) if (limiter instanceof WriteBehindPostgresLimiter) await limiter.close();
  }
}

/** Counts `points` for `key`: 0 when allowed, else the milliseconds until its window ends. */
export async function consume(limiter: RateLimiterAbstract, key: string, points = 1): Promise<number> {
  try {
    await limiter.consume(key, points);
    return 0;
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return Math.max(1, refusal.msBeforeNext);
    throw refusal; // the store failed
  }
}

/** Retry-After: whole seconds, at least one. */
export const retryAfterSeconds = (waitMs: number): number => Math.max(1, Math.ceil(waitMs / 1000));

/** One limit on one kind of key, refused with one message (donor lookups per client). */
export class RateLimit {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly message: string,
  ) {}

  /** Counts one hit for `key`; throws RATE_LIMITED (with Retry-After) once the window is full. */
  async hit(key: string): Promise<void> {
    const wait = await consume(this.limiter, key);
    if (wait > 0) throw rateLimited(this.message, retryAfterSeconds(wait));
  }
}
