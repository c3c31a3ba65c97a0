import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACTIVITY_KINDS,
  ANALYTICS_TOP_SIZE,
  RECENT_ACTIVITY_SIZE,
  type ActivityKind,
  type AnalyticsPeriod,
} from '@vdp/shared/analytics/analytics.constants';
import { ALL_STATUSES } from '@vdp/shared/donations/donation-status';
import { daySeries, monthBounds, percentChange, periodBounds } from './analytics-periods';
import type {
  ActivityEntry,
  Analytics,
  Dashboard,
  MonthFigure,
  PeriodFigure,
  StatusCount,
  TopCategory,
  TopPost,
} from './analytics.presenter';
import {
  ANALYTICS_FIGURES_SQL,
  DAILY_SERIES,
  DAILY_SQL,
  DASHBOARD_FIGURES_SQL,
  RECENT_ACTIVITY_SQL,
  STATUS_COUNTS_SQL,
  TOP_CATEGORIES_SQL,
  TOP_POSTS_SQL,
  type ActivityRow,
  type AnalyticsFiguresRow,
  type DashboardFiguresRow,
} from './analytics.sql';

/** The statements a call runs, whatever the tables hold (the integration test and docs/analytics.md check them). */
export const DASHBOARD_STATEMENTS = 2;
export const ANALYTICS_STATEMENTS = 5;

const monthFigure = (total: number, thisMonth: number, lastMonth: number): MonthFigure => ({
  total,
  thisMonth,
  lastMonth,
  change: percentChange(thisMonth, lastMonth),
});

const periodFigure = (total: number, current: number, previous: number): PeriodFigure => ({
  total,
  current,
  previous,
  change: percentChange(current, previous),
});

const isKind = (value: string): value is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(value);

/**
 * The admin dashboard and analytics (spec 001 §2, issue 13 §5): real figures read from the tables,
 * aggregated in SQL (a fixed number of statements per call), read-only. `now` is a parameter so the
 * boundaries (UTC months and days, analytics-periods.ts) are one instant for every figure of a call.
 */
export class AnalyticsService {
  async dashboard(em: EntityManager, now = new Date()): Promise<Dashboard> {
    const connection = em.getConnection();
    const { thisMonthStart, lastMonthStart } = monthBounds(now);
    const size = RECENT_ACTIVITY_SIZE;
    const [[figures], activity] = await Promise.all([
      connection.execute<DashboardFiguresRow[]>(DASHBOARD_FIGURES_SQL, [thisMonthStart, lastMonthStart]),
      connection.execute<ActivityRow[]>(RECENT_ACTIVITY_SQL, [size, size, size, size, size, size]),
    ]);
    const row = figures!;
    return {
      stats: {
        donations: monthFigure(row.donations_total, row.donations_this, row.donations_last),
        activeUsers: monthFigure(row.users_total, row.users_this, row.users_last),
        chatSessions: monthFigure(row.chats_total, row.chats_this, row.chats_last),
        revenue: {
          total: row.revenue_total,
          thisMonth: row.revenue_this,
          lastMonth: row.revenue_last,
          change: percentChange(Number(row.revenue_this), Number(row.revenue_last)),
        },
      },
      overview: {
        posts: row.posts,
        pages: row.pages,
        categories: row.categories,
        tags: row.tags,
        users: row.users,
        forms: row.forms,
        donations: row.donations,
      },
      activity: activity.flatMap((entry): ActivityEntry[] =>
        isKind(entry.kind)
          ? [
              {
                key: `${entry.kind}-${entry.id}`,
                kind: entry.kind,
                at: new Date(entry.at),
                entityType: entry.entity_type,
                entityId: entry.entity_id,
                action: entry.action,
                actor: entry.actor,
                label: entry.label,
                amount: entry.amount,
              },
            ]
          : [],
      ),
      generatedAt: now,
    };
  }

  async analytics(em: EntityManager, days: AnalyticsPeriod, now = new Date()): Promise<Analytics> {
    const connection = em.getConnection();
    const period = periodBounds(now, days);
    const [[figures], statuses, topPosts, categories, daily] = await Promise.all([
      connection.execute<AnalyticsFiguresRow[]>(ANALYTICS_FIGURES_SQL, [period.start, period.previousStart]),
      connection.execute<StatusCount[]>(STATUS_COUNTS_SQL),
      connection.execute<TopPost[]>(TOP_POSTS_SQL, [ANALYTICS_TOP_SIZE]),
      connection.execute<Array<Omit<TopCategory, 'share'> & { allPosts: number }>>(TOP_CATEGORIES_SQL, [ANALYTICS_TOP_SIZE]),
      connection.execute<Array<{ day: string } & Record<(typeof DAILY_SERIES)[number], number>>>(DAILY_SQL, [
        period.firstDay,
        period.lastDay,
      ]),
    ]);
    const row = figures!;
    const countOf = new Map(statuses.map(({ status, count }) => [status, count]));
    return {
      days,
      firstDay: period.firstDay,
      lastDay: period.lastDay,
      totalViews: Number(row.views),
      users: periodFigure(row.users_total, row.users_current, row.users_previous),
      publishedPosts: periodFigure(row.published, row.published_current, row.published_previous),
      donations: periodFigure(row.donations_total, row.donations_current, row.donations_previous),
      content: {
        publishedPosts: row.published,
        draftPosts: row.draft,
        archivedPosts: row.archived,
        publishedPages: row.published_pages,
        activeForms: row.active_forms,
        inactiveForms: row.inactive_forms,
        categories: row.categories,
      },
      // every status of the one list, in workflow order, 0 for those no donation has
      statuses: ALL_STATUSES.map((status) => ({ status, count: countOf.get(status) ?? 0 })),
      topPosts: topPosts.map((post) => ({ ...post, viewCount: Number(post.viewCount) })),
      topCategories: categories.map(({ allPosts, ...category }) => ({
        ...category,
        share: allPosts > 0 ? Math.round((category.postCount / allPosts) * 10_000) / 10_000 : 0,
      })),
      daily: daySeries(period.firstDay, days, DAILY_SERIES, daily),
      generatedAt: now,
    };
  }
}
