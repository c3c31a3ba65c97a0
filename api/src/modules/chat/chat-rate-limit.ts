import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { rateLimited } from '../../core/errors';
import { consume, retryAfterSeconds, type RateLimits } from '../../core/rate-limits';

const WINDOW_MS = 60_000;

/** Messages per minute per session and per client address, shared by every api process (ADR 9). */
export class ChatRateLimit {
  private readonly bySession: RateLimiterAbstract;
  private readonly byClient: RateLimiterAbstract;

  constructor(rateLimits: RateLimits, maxPerSession: number, maxPerClient: number) {
    this.bySession = rateLimits.limiter({ name: 'chat-session', points: maxPerSession, windowMs: WINDOW_MS });
    this.byClient = rateLimits.limiter({ name: 'chat-client', points: maxPerClient, windowMs: WINDOW_MS });
  }

  /** Counts one message, or throws RATE_LIMITED (429) when the session or the client sent too many. */
  async take(sessionId: string, clientKey: string): Promise<void> {
    const [session, client] = await Promise.all([consume(this.bySession, sessionId), consume(this.byClient, clientKey)]);
    const wait = Math.max(session, client);
    if (wait === 0) return;
    // a refused message counts for neither
    await Promise.all([this.bySession.reward(sessionId), this.byClient.reward(clientKey)]);
    const seconds = retryAfterSeconds(wait);
    throw rateLimited(`Too many messages. Please wait ${seconds} seconds and try again.`, seconds);
  }
}
