import { barPercent, dayDate } from './analyticsView';

describe('analytics view helpers', () => {
  it('sizes a bar against the largest count, 0 when there is nothing', () => {
    expect(barPercent(5, [5, 10, 0])).toBe(50);
    expect(barPercent(10, [5, 10, 0])).toBe(100);
    expect(barPercent(0, [0, 0])).toBe(0);
    expect(barPercent(0, [])).toBe(0);
  });

  it('reads a day as its UTC midnight', () => {
    expect(dayDate('2026-03-01').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
