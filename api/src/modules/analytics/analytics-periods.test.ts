import { daySeries, monthBounds, percentChange, periodBounds } from './analytics-periods';

describe('percentChange', () => {
  it('is the change as a fraction, rounded to 4 places', () => {
    expect(percentChange(12, 10)).toBe(0.2);
    expect(percentChange(5, 10)).toBe(-0.5);
    expect(percentChange(10, 10)).toBe(0);
    expect(percentChange(1, 3)).toBe(-0.6667);
    expect(percentChange(0, 4)).toBe(-1);
  });

  it('is null when there was nothing before (shown as "new")', () => {
    expect(percentChange(3, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(Number.NaN, 2)).toBeNull();
  });
});

describe('monthBounds', () => {
  it('gives the UTC calendar month and the previous one, across a year', () => {
    expect(monthBounds(new Date('2026-01-15T10:00:00Z'))).toEqual({
      thisMonthStart: new Date('2026-01-01T00:00:00Z'),
      lastMonthStart: new Date('2025-12-01T00:00:00Z'),
    });
    // 23:30 in Toronto on March 31 is already April in UTC
    expect(monthBounds(new Date('2026-04-01T03:30:00Z')).thisMonthStart).toEqual(new Date('2026-04-01T00:00:00Z'));
  });
});

describe('periodBounds', () => {
  it('covers `days` whole UTC days ending today, and the same length before', () => {
    const bounds = periodBounds(new Date('2026-11-26T15:00:00Z'), 7);
    expect(bounds).toEqual({
      start: new Date('2026-11-20T00:00:00Z'),
      previousStart: new Date('2026-11-13T00:00:00Z'),
      firstDay: '2026-11-20',
      lastDay: '2026-11-26',
    });
    expect(periodBounds(new Date('2026-03-05T00:00:00Z'), 30).firstDay).toBe('2026-02-04');
  });
});

describe('daySeries', () => {
  const keys = ['donations', 'users'] as const;

  it('has every day in order, 0 for a day or a series with nothing', () => {
    const series = daySeries('2026-02-27', 4, keys, [
      { day: '2026-03-01', donations: 2 },
      { day: '2026-02-27', donations: '3', users: 1 },
    ]);
    expect(series).toEqual([
      { day: '2026-02-27', donations: 3, users: 1 },
      { day: '2026-02-28', donations: 0, users: 0 },
      { day: '2026-03-01', donations: 2, users: 0 },
      { day: '2026-03-02', donations: 0, users: 0 },
    ]);
  });

  it('ignores rows outside the period', () => {
    expect(daySeries('2026-01-01', 1, keys, [{ day: '2025-12-31', donations: 9, users: 9 }])).toEqual([
      { day: '2026-01-01', donations: 0, users: 0 },
    ]);
  });
});
