import { rateLimited } from '../../core/errors';

const WINDOW_MS = 60_000;

/**
 * Messages per minute per session and per client address, in a sliding window. In memory: each
 * api process counts its own.
 */
export class ChatRateLimit {
  private readonly sent = new Map<string, number[]>();

  constructor(
    private readonly maxPerSession: number,
    private readonly maxPerClient: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one message, or throws RATE_LIMITED (429) when the session or the client sent too many. */
  take(sessionId: string, clientKey: string): void {
    const keys: Array<[string, number]> = [
      [`s:${sessionId}`, this.maxPerSession],
      [`c:${clientKey}`, this.maxPerClient],
    ];
    const since = this.now() - WINDOW_MS;
    let wait = 0;
    for (const [key, max] of keys) {
      const times = (this.sent.get(key) ?? []).filter((t) => t > since);
      this.sent.set(key, times);
      if (times.length >= max) wait = Math.max(wait, times[times.length - max] + WINDOW_MS - this.now());
    }
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw rateLimited(`Too many messages. Please wait ${seconds} seconds and try again.`, seconds);
    }
    for (const [key] of keys) this.sent.get(key)!.push(this.now());
    if (this.sent.size > 50_000) this.prune(since);
  }

  private prune(since: number): void {
    for (const [key, times] of this.sent) if (!times.some((t) => t > since)) this.sent.delete(key);
  }
}
