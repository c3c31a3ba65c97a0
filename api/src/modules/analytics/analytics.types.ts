import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { ActivityKind } from '@vdp/shared/analytics/analytics.constants';
import type {
  ActivityEntry,
  Analytics,
  ContentOverview,
  Dashboard,
  DashboardStats,
  DayCounts,
  MoneyFigure,
  MonthFigure,
  OverviewCounts,
  PeriodFigure,
  StatusCount,
  TopCategory,
  TopPost,
} from './analytics.presenter';

const CHANGE = 'The change as a fraction (0.12 = +12 %); null when the earlier count is 0.';

@ObjectType('MonthFigure', { description: 'Everything, new this UTC calendar month and new last month.' })
export class MonthFigureView implements MonthFigure {
  @Field(() => Int, { description: 'All of them, whenever made (for activeUsers: active accounts only).' }) total!: number;
  @Field(() => Int, { description: 'New since the 1st of this month, 00:00 UTC.' }) thisMonth!: number;
  @Field(() => Int, { description: 'New during the whole previous calendar month (UTC).' }) lastMonth!: number;
  @Field(() => Float, { nullable: true, description: CHANGE }) change!: number | null;
}

@ObjectType('MoneyFigure', { description: 'Revenue (CAD): winning amounts of completed auctions, by the month they ended.' })
export class MoneyFigureView implements MoneyFigure {
  @Field(() => String, { description: 'Every completed auction’s winning amount added up, decimal dollars ("1234.50").' })
  total!: string;
  @Field(() => String, { description: 'Of auctions that ended this calendar month (UTC), decimal dollars.' }) thisMonth!: string;
  @Field(() => String, { description: 'Of auctions that ended last calendar month (UTC), decimal dollars.' }) lastMonth!: string;
  @Field(() => Float, { nullable: true, description: CHANGE }) change!: number | null;
}

@ObjectType('DashboardStats', { description: 'The dashboard’s four stat cards, each with this month against last month.' })
export class DashboardStatsView implements DashboardStats {
  @Field(() => MonthFigureView, { description: 'Donations submitted.' }) donations!: MonthFigure;
  @Field(() => MonthFigureView, { description: 'Active accounts; the change compares accounts opened.' })
  activeUsers!: MonthFigure;
  @Field(() => MonthFigureView, { description: 'Conversations started with the assistant.' }) chatSessions!: MonthFigure;
  @Field(() => MoneyFigureView, { description: 'Winning amounts of completed auctions.' }) revenue!: MoneyFigure;
}

@ObjectType('OverviewCounts', { description: 'How many rows each admin list holds.' })
export class OverviewCountsView implements OverviewCounts {
  @Field(() => Int, { description: 'Blog posts, any status.' }) posts!: number;
  @Field(() => Int, { description: 'Site pages, any status.' }) pages!: number;
  @Field(() => Int, { description: 'Blog categories.' }) categories!: number;
  @Field(() => Int, { description: 'Blog tags.' }) tags!: number;
  @Field(() => Int, { description: 'Accounts of every role, deactivated ones included.' }) users!: number;
  @Field(() => Int, { description: 'Custom forms, active or not.' }) forms!: number;
  @Field(() => Int, { description: 'Donations, any status.' }) donations!: number;
}

@ObjectType('ActivityEntry', { description: 'One entry of Recent Activity.' })
export class ActivityEntryView implements ActivityEntry {
  @Field(() => String, { description: 'Unique within the list: the kind and the row’s id, e.g. "bid-42".' })
  key!: string;
  @Field(() => String, { description: 'audit, donation, bid, chat or dealer.' }) kind!: ActivityKind;
  @Field(() => Date, { description: 'The instant of the change, submission, bid, conversation start or application.' }) at!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      'What it concerns: one of AUDIT_ENTITY_TYPES (@vdp/shared/audit/audit-actions) for audit; else donation, auction (a bid’s), chat or dealer.',
  })
  entityType!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The id of that entity (for chat: the conversation’s session id), to link to it.',
  })
  entityId!: string | null;
  @Field(() => String, { nullable: true, description: 'One of AUDIT_ACTIONS for audit; null for the other kinds.' })
  action!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Who: the admin or staff username (audit), the dealer’s business (bid), the signed-in username (chat); null otherwise.',
  })
  actor!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'What, in words: a name, a title or "year make model"; null when unknown.',
  })
  label!: string | null;
  @Field(() => String, { nullable: true, description: 'The bid’s amount, decimal dollars; null for the other kinds.' })
  amount!: string | null;
}

@ObjectType('AdminDashboard', { description: 'The admin dashboard (/admin); as GET /api/admin/dashboard.' })
export class DashboardView implements Dashboard {
  @Field(() => DashboardStatsView, { description: 'The four stat cards.' }) stats!: DashboardStats;
  @Field(() => OverviewCountsView, { description: 'How many rows each admin list holds.' }) overview!: OverviewCounts;
  @Field(() => [ActivityEntryView], {
    description:
      'Recent Activity: the latest RECENT_ACTIVITY_SIZE entries (@vdp/shared/analytics/analytics.constants), newest first.',
  })
  activity!: ActivityEntry[];
  @Field(() => Date, { description: 'The instant the figures were computed; every month boundary is UTC.' })
  generatedAt!: Date;
}

@ObjectType('PeriodFigure', { description: 'Everything, new in the period and new in the previous period of the same length.' })
export class PeriodFigureView implements PeriodFigure {
  @Field(() => Int, { description: 'All of them, whenever made.' }) total!: number;
  @Field(() => Int, { description: 'New in the period: from firstDay 00:00 UTC until now.' }) current!: number;
  @Field(() => Int, { description: 'New in the `days` UTC days just before firstDay.' }) previous!: number;
  @Field(() => Float, { nullable: true, description: CHANGE }) change!: number | null;
}

@ObjectType('ContentOverview', { description: 'The site’s content by status, now (not limited to the period).' })
export class ContentOverviewView implements ContentOverview {
  @Field(() => Int, { description: 'Blog posts whose status is published.' }) publishedPosts!: number;
  @Field(() => Int, { description: 'Blog posts whose status is draft.' }) draftPosts!: number;
  @Field(() => Int, { description: 'Blog posts whose status is archived.' }) archivedPosts!: number;
  @Field(() => Int, { description: 'Site pages whose status is published.' }) publishedPages!: number;
  @Field(() => Int, { description: 'Custom forms taking submissions.' }) activeForms!: number;
  @Field(() => Int, { description: 'Custom forms switched off.' }) inactiveForms!: number;
  @Field(() => Int, { description: 'Blog categories.' }) categories!: number;
}

@ObjectType('StatusCount', { description: 'How many donations store one status.' })
export class StatusCountView implements StatusCount {
  @Field(() => String, { description: 'One of ALL_STATUSES (@vdp/shared/donations/donation-status).' }) status!: string;
  @Field(() => Int, { description: 'Donations with that status now; 0 when none.' }) count!: number;
}

@ObjectType('TopPost', { description: 'A blog post among the most viewed, any status.' })
export class TopPostView implements TopPost {
  @Field(() => Int, { description: 'The post’s id, as in GET /api/posts/{id}.' }) id!: number;
  @Field(() => String, { description: 'The post’s headline as the blog shows it.' }) title!: string;
  @Field(() => String, { description: 'Its address on the blog: /blog/{slug}.' }) slug!: string;
  @Field(() => String, { description: 'One of POST_STATUSES (@vdp/shared/content/content.constants).' }) status!: string;
  @Field(() => Int, { description: 'Views since it was created (no per-day record).' }) viewCount!: number;
}

@ObjectType('TopCategory', { description: 'A blog category among those holding the most posts.' })
export class TopCategoryView implements TopCategory {
  @Field(() => Int, { description: 'The category’s id, as in PATCH /api/categories/{id}.' }) id!: number;
  @Field(() => String, { description: 'The category’s label as the blog shows it.' }) name!: string;
  @Field(() => String, { description: 'Its URL slug (unique).' }) slug!: string;
  @Field(() => String, { description: 'Its badge colour, "#RRGGBB".' }) color!: string;
  @Field(() => Int, { description: 'Posts in it, any status.' }) postCount!: number;
  @Field(() => Float, { description: 'postCount over every post, as a fraction.' }) share!: number;
}

@ObjectType('DayCounts', { description: 'What was recorded on one UTC day.' })
export class DayCountsView implements DayCounts {
  @Field(() => String, { description: 'The UTC day, YYYY-MM-DD.' }) day!: string;
  @Field(() => Int, { description: 'Donations submitted that day.' }) donations!: number;
  @Field(() => Int, { description: 'Accounts opened that day.' }) users!: number;
  @Field(() => Int, { description: 'Conversations started with the assistant that day.' }) chatSessions!: number;
  @Field(() => Int, { description: 'Bids placed that day.' }) bids!: number;
}

@ObjectType('AdminAnalytics', { description: 'The analytics page (/admin/analytics); as GET /api/admin/analytics?days=.' })
export class AnalyticsView implements Analytics {
  @Field(() => Int, { description: 'The period’s length in UTC days: one of ANALYTICS_PERIODS (7 or 30).' }) days!: number;
  @Field(() => String, { description: 'The period’s first UTC day, YYYY-MM-DD.' }) firstDay!: string;
  @Field(() => String, { description: 'Its last UTC day, YYYY-MM-DD: today, so far.' }) lastDay!: string;
  @Field(() => Float, { description: 'Every post’s view count added up (no per-day record, so no trend).' })
  totalViews!: number;
  @Field(() => PeriodFigureView, { description: 'Accounts opened.' }) users!: PeriodFigure;
  @Field(() => PeriodFigureView, { description: 'Blog posts published (total: those published now).' })
  publishedPosts!: PeriodFigure;
  @Field(() => PeriodFigureView, { description: 'Donations submitted.' }) donations!: PeriodFigure;
  @Field(() => ContentOverviewView, { description: 'Posts, pages and forms by status.' }) content!: ContentOverview;
  @Field(() => [StatusCountView], { description: 'Donations by status: every status of ALL_STATUSES, in workflow order.' })
  statuses!: StatusCount[];
  @Field(() => [TopPostView], { description: 'The ANALYTICS_TOP_SIZE most viewed posts; ties by id.' })
  topPosts!: TopPost[];
  @Field(() => [TopCategoryView], { description: 'The ANALYTICS_TOP_SIZE categories with the most posts; ties by name.' })
  topCategories!: TopCategory[];
  @Field(() => [DayCountsView], { description: 'One entry per day of the period, oldest first; a day with nothing is 0s.' })
  daily!: DayCounts[];
  @Field(() => Date, { description: 'The instant the figures were computed.' }) generatedAt!: Date;
}
