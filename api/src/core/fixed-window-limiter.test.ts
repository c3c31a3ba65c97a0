import { AppError } from './errors';
import { FixedWindowLimiter } from './fixed-window-limiter';

describe('FixedWindowLimiter', () => {
  let now = 0;
  const limiter = () => new FixedWindowLimiter(3, 60_000, 'Too many.', () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows max hits per key in a window, then refuses with the wait', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) l.hit('a');
    now += 20_000;
    let error: unknown;
    try {
      l.hit('a');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    expect((error as AppError).details.retryAfterSeconds).toBe(40);
    expect(() => l.hit('b')).not.toThrow();
  });

  it('starts afresh in the next window', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) l.hit('a');
    now += 60_000;
    expect(() => l.hit('a')).not.toThrow();
  });
});
