import { AppError } from '../../core/errors';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  let now = 0;
  const throttle = () => new LoginThrottle({ maxPerUsername: 2, maxPerClient: 3, windowMs: 60_000 }, () => now);

  beforeEach(() => (now = 1_000_000));

  it('lets attempts through until a username reaches its limit, then names the wait', () => {
    const t = throttle();
    t.check('ip1', 'Admin');
    t.recordFailure('ip1', 'Admin');
    t.check('ip2', 'admin');
    t.recordFailure('ip2', 'admin'); // usernames compare case-insensitively
    expect(() => t.check('ip3', 'ADMIN')).toThrow(/Please wait 1 minute/);
    try {
      t.check('ip3', 'admin');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(429);
      expect((error as AppError).details.retryAfterSeconds).toBe(60);
    }
  });

  it('counts a client across usernames', () => {
    const t = throttle();
    for (const name of ['a', 'b', 'c']) t.recordFailure('ip1', name);
    expect(() => t.check('ip1', 'd')).toThrow(/Too many failed sign-in attempts/);
    expect(() => t.check('ip2', 'd')).not.toThrow();
  });

  it('forgets failures once the window has passed, and a success clears the username', () => {
    const t = throttle();
    t.recordFailure('ip1', 'x');
    t.recordFailure('ip1', 'x');
    expect(() => t.check('ip9', 'x')).toThrow();
    now += 60_001;
    expect(() => t.check('ip9', 'x')).not.toThrow();
    t.recordFailure('ip1', 'y');
    t.recordSuccess('y');
    t.recordFailure('ip2', 'y');
    expect(() => t.check('ip3', 'y')).not.toThrow();
  });
});
