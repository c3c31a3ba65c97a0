/**
 * The calendar behind the figures. Every boundary is in UTC (the database stores timestamptz and
 * the api runs with MikroORM's forceUtcTimezone): a "day" is a UTC day, a "month" a UTC calendar
 * month, whatever the server's or the viewer's time zone (docs/analytics.md).
 */
const DAY_MS = 86_400_000;

/** Midnight UTC of the day `at` falls in. */
export function startOfUtcDay(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
}

/** The current calendar month so far and the whole previous one: [lastMonthStart, thisMonthStart) and [thisMonthStart, now]. */
export function monthBounds(now: Date): { thisMonthStart: Date; lastMonthStart: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return { thisMonthStart: new Date(Date.UTC(year, month, 1)), lastMonthStart: new Date(Date.UTC(year, month - 1, 1)) };
}

/**
 * A period of `days` whole UTC days ending today (today included, so far) and the previous period
 * of the same length just before it: [previousStart, start) and [start, now].
 */
export function periodBounds(now: Date, days: number): { start: Date; previousStart: Date; firstDay: string; lastDay: string } {
  const today = startOfUtcDay(now);
  const start = new Date(today.getTime() - (days - 1) * DAY_MS);
  return {
    start,
    previousStart: new Date(start.getTime() - days * DAY_MS),
    firstDay: dayKey(start),
    lastDay: dayKey(today),
  };
}

/** 2026-11-26: the UTC day's key, as the statements' to_char(…, 'YYYY-MM-DD') writes it. */
export function dayKey(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The change from `previous` to `current` as a fraction (0.12 = +12 %), rounded to 4 places; null
 * when there was nothing before (a change from 0 has no percentage: the page says "new").
 */
export function percentChange(current: number, previous: number): number | null {
  if (!Number.isFinite(current) || !Number.isFinite(previous) || previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 10_000) / 10_000;
}

/**
 * One entry per day from `firstDay` for `days` days, in order, each with the counts the rows give
 * for it and 0 for every series a day lacks: a day with nothing is 0, never missing.
 */
export function daySeries<K extends string>(
  firstDay: string,
  days: number,
  keys: readonly K[],
  rows: ReadonlyArray<{ day: string } & Partial<Record<K, number | string | null>>>,
): Array<{ day: string } & Record<K, number>> {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const first = Date.parse(`${firstDay}T00:00:00Z`);
  return Array.from({ length: days }, (_unused, index) => {
    const day = dayKey(new Date(first + index * DAY_MS));
    const row = byDay.get(day);
    const counts = Object.fromEntries(keys.map((key) => [key, Number(row?.[key] ?? 0) || 0])) as Record<K, number>;
    return { day, ...counts };
  });
}
