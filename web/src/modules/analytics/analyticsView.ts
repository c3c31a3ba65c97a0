import type { MessageId } from '../../i18n/messages';
import type { AdminAnalyticsQuery } from './graphql/AdminAnalytics.generated';

export type AnalyticsData = AdminAnalyticsQuery['adminAnalytics'];
export type DaySeriesKey = 'donations' | 'users' | 'chatSessions' | 'bids';

/** The chart's lines, in order, with their catalog ids. */
export const DAY_SERIES: ReadonlyArray<{ key: DaySeriesKey; labelId: MessageId }> = [
  { key: 'donations', labelId: 'analytics.series.donations' },
  { key: 'users', labelId: 'analytics.series.users' },
  { key: 'chatSessions', labelId: 'analytics.series.chatSessions' },
  { key: 'bids', labelId: 'analytics.series.bids' },
];

/** A UTC day (YYYY-MM-DD) as a Date at its UTC midnight: format it with timeZone 'UTC'. */
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A bar's width in percent of the largest count (0 when every count is 0). */
export function barPercent(count: number, counts: readonly number[]): number {
  const max = Math.max(0, ...counts);
  return max > 0 ? Math.round((count / max) * 100) : 0;
}
