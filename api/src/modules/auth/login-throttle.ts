import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from '../../core/errors';
import { retryAfterSeconds, type RateLimits } from '../../core/rate-limits';

export interface ThrottleLimits {
  maxPerUsername: number;
  maxPerClient: number;
  windowMs: number;
}

/**
 * Counts failed sign-ins per client and per username, and refuses further attempts once either
 * reached its limit in the current window. Shared by every api process (ADR 9).
 */
export class LoginThrottle {
  private readonly byClient: RateLimiterAbstract;
  private readonly byUsername: RateLimiterAbstract;

  constructor(
    rateLimits: RateLimits,
    private readonly limits: ThrottleLimits,
  ) {
    const { windowMs } = limits;
    this.byClient = rateLimits.limiter({ name: 'login-client', points: limits.maxPerClient, windowMs });
    this.byUsername = rateLimits.limiter({ name: 'login-username', points: limits.maxPerUsername, windowMs });
  }

  /** Throws RATE_LIMITED when this client or this username failed too often recently. */
  async check(clientKey: string, username: string): Promise<void> {
    const [client, user] = await Promise.all([this.byClient.get(clientKey), this.byUsername.get(username.toLowerCase())]);
    const wait = Math.max(waitFor(client, this.limits.maxPerClient), waitFor(user, this.limits.maxPerUsername));
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60_000);
      throw rateLimited(
        `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        retryAfterSeconds(wait),
      );
    }
  }

  async recordFailure(clientKey: string, username: string): Promise<void> {
    await Promise.all([this.byClient.penalty(clientKey), this.byUsername.penalty(username.toLowerCase())]);
  }

  async recordSuccess(username: string): Promise<void> {
    await this.byUsername.delete(username.toLowerCase());
  }
}

const waitFor = (counted: RateLimiterRes | null, max: number): number =>
  counted && counted.consumedPoints >= max ? Math.max(1, counted.msBeforeNext) : 0;
