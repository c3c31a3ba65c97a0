import { AppError } from './errors';
import { RateLimits } from './rate-limits';

describe('RateLimits.fixedWindow', () => {
  const limit = () => RateLimits.inMemory().fixedWindow({ name: 'test', points: 3, windowMs: 60_000, message: 'Too many.' });

  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('allows max hits per key in a window, then refuses with the wait', async () => {
    const l = limit();
    for (let i = 0; i < 3; i++) await l.hit('a');
    jest.advanceTimersByTime(20_000);
    const error = await l.hit('a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect((error as AppError).message).toBe('Too many.');
    expect((error as AppError).details.retryAfterSeconds).toBe(40);
    await expect(l.hit('b')).resolves.toBeUndefined();
  });

  it('starts afresh in the next window', async () => {
    const l = limit();
    for (let i = 0; i < 3; i++) await l.hit('a');
    jest.advanceTimersByTime(60_000);
    await expect(l.hit('a')).resolves.toBeUndefined();
  });
});
