import { AppError } from '../../core/errors';
import { RateLimits } from '../../core/rate-limits';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  const throttle = () => new LoginThrottle(RateLimits.inMemory(), { maxPerUsername: 2, maxPerClient: 3, windowMs: 60_000 });

  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('lets attempts through until a username reaches its limit, then names the wait', async () => {
    const t = throttle();
    await t.check('ip1', 'Admin');
    await t.recordFailure('ip1', 'Admin');
    await t.check('ip2', 'admin');
    await t.recordFailure('ip2', 'admin'); // usernames compare case-insensitively
    await expect(t.check('ip3', 'ADMIN')).rejects.toThrow(/Please wait 1 minute/);
    const error = await t.check('ip3', 'admin').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).details.retryAfterSeconds).toBe(60);
  });

  it('counts a client across usernames', async () => {
    const t = throttle();
    for (const name of ['a', 'b', 'c']) await t.recordFailure('ip1', name);
    await expect(t.check('ip1', 'd')).rejects.toThrow(/Too many failed sign-in attempts/);
    await expect(t.check('ip2', 'd')).resolves.toBeUndefined();
  });

  it('forgets failures once the window has passed, and a success clears the username', async () => {
    const t = throttle();
    await t.recordFailure('ip1', 'x');
    await t.recordFailure('ip1', 'x');
    await expect(t.check('ip9', 'x')).rejects.toThrow();
    jest.advanceTimersByTime(60_001);
    await expect(t.check('ip9', 'x')).resolves.toBeUndefined();
    await t.recordFailure('ip1', 'y');
    await t.recordSuccess('y');
    await t.recordFailure('ip2', 'y');
    await expect(t.check('ip3', 'y')).resolves.toBeUndefined();
  });
});
