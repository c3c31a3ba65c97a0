import { rateLimited } from './errors';

/**
 * At most `max` hits per key in each fixed window of `windowMs` (per client, per session, ...).
 * In memory: each api process counts its own. Old windows are dropped as keys come back or when
 * the map grows large.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly message: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for `key`; throws RATE_LIMITED (with Retry-After) once the window is full. */
  hit(key: string): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= 100_000) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.max) {
      throw rateLimited(this.message, Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)));
    }
    window.count += 1;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
