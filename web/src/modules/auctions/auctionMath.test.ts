import { addDollars, timeLeft } from './auctionMath';

describe('auction math', () => {
  it('adds quick bids exactly', () => {
    expect(addDollars('500.01', 50)).toBe('550.01');
    expect(addDollars('1234.99', 1000)).toBe('2234.99');
  });

  it('shows days and hours, hours and minutes, minutes, or ended', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft('2026-01-03T05:30:00Z', now)).toEqual({ kind: 'days', days: 2, hours: 5 });
    expect(timeLeft('2026-01-01T05:30:00Z', now)).toEqual({ kind: 'hours', hours: 5, minutes: 30 });
    expect(timeLeft('2026-01-01T00:12:00Z', now)).toEqual({ kind: 'minutes', minutes: 12 });
    expect(timeLeft('2026-01-01T00:00:00Z', now)).toEqual({ kind: 'ended' });
  });
});
