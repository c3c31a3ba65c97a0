import { rateLimited } from '../../core/errors';

export interface ThrottleLimits {
  maxPerUsername: number;
  maxPerClient: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per client and per username in a sliding window, and refuses further
 * attempts once either is over its limit. In memory: each api process counts its own.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limits: ThrottleLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws RATE_LIMITED when this client or this username failed too often recently. */
  check(clientKey: string, username: string): void {
    const waits = [
      this.waitFor(`c:${clientKey}`, this.limits.maxPerClient),
      this.waitFor(`u:${username.toLowerCase()}`, this.limits.maxPerUsername),
    ];
    const wait = Math.max(...waits);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      throw rateLimited(
        `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        Math.ceil(wait / 1000),
      );
    }
  }

  recordFailure(clientKey: string, username: string): void {
    for (const key of [`c:${clientKey}`, `u:${username.toLowerCase()}`]) {
      const times = this.recent(key);
      times.push(this.now());
      this.failures.set(key, times);
    }
    if (this.failures.size > 100_000) this.prune();
  }

  recordSuccess(username: string): void {
    this.failures.delete(`u:${username.toLowerCase()}`);
  }

  private waitFor(key: string, max: number): number {
    const times = this.recent(key);
    if (times.length < max) return 0;
    return times[times.length - max] + this.limits.windowMs - this.now();
  }

  private recent(key: string): number[] {
    const since = this.now() - this.limits.windowMs;
    return (this.failures.get(key) ?? []).filter((t) => t > since);
  }

  private prune(): void {
    for (const key of this.failures.keys()) {
      if (this.recent(key).length === 0) this.failures.delete(key);
    }
  }
}
