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
  @Field(() => Int) total!: number;
  @Field(() => Int) thisMonth!: number;
  @Field(() => Int) lastMonth!: number;
  @Field(() => Float, { nullable: true, description: CHANGE }) change!: number | null;
}

@ObjectType('MoneyFigure', { description: 'Revenue (CAD): winning amounts of completed auctions, by the month they ended.' })
export class MoneyFigureView implements MoneyFigure {
  @Field(() => String) total!: string;
  @Field(() => String) thisMonth!: string;
  @Field(() => String) lastMonth!: string;
  @Field(() => Float, { nullable: true, description: CHANGE }) change!: number | null;
}

@ObjectType('DashboardStats')
export class DashboardStatsView implements DashboardStats {
  @Field(() => MonthFigureView) donations!: MonthFigure;
  @Field(() => MonthFigureView, { description: 'Active accounts; the change compares accounts opened.' })
  activeUsers!: MonthFigure;
  @Field(() => MonthFigureView) chatSessions!: MonthFigure;
  @Field(() => MoneyFigureView) revenue!: MoneyFigure;
}

@ObjectType('OverviewCounts', { description: 'How many rows each admin list holds.' })
export class OverviewCountsView implements OverviewCounts {
  @Field(() => Int) posts!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) categories!: number;
  @Field(() => Int) tags!: number;
  @Field(() => Int) users!: number;
  @Field(() => Int) forms!: number;
  @Field(() => Int) donations!: number;
}

@ObjectType('ActivityEntry', { description: 'One entry of Recent Activity.' })
export class ActivityEntryView implements ActivityEntry {
  @Field(() => String) key!: string;
  @Field(() => String, { description: 'audit, donation, bid, chat or dealer.' }) kind!: ActivityKind;
  @Field(() => Date) at!: Date;
  @Field(() => String, { nullable: true }) entityType!: string | null;
  @Field(() => String, { nullable: true }) entityId!: string | null;
  @Field(() => String, { nullable: true }) action!: string | null;
  @Field(() => String, { nullable: true }) actor!: string | null;
  @Field(() => String, { nullable: true }) label!: string | null;
  @Field(() => String, { nullable: true }) amount!: string | null;
}

@ObjectType('AdminDashboard', { description: 'The admin dashboard (/admin); as GET /api/admin/dashboard.' })
export class DashboardView implements Dashboard {
  @Field(() => DashboardStatsView) stats!: DashboardStats;
  @Field(() => OverviewCountsView) overview!: OverviewCounts;
  @Field(() => [ActivityEntryView]) activity!: ActivityEntry[];
  @Field(() => Date) generatedAt!: Date;
}

@ObjectType('PeriodFigure', { description: 'Everything, new in the period and new in the previous period of the same length.' })
export class PeriodFigureView implements PeriodFigure {
  @Field(() => Int) total!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) previous!: number;
  @Field(() => Float, { nullable: true, description: CHANGE }) change!: number | null;
}

@ObjectType('ContentOverview')
export class ContentOverviewView implements ContentOverview {
  @Field(() => Int) publishedPosts!: number;
  @Field(() => Int) draftPosts!: number;
  @Field(() => Int) archivedPosts!: number;
  @Field(() => Int) publishedPages!: number;
  @Field(() => Int) activeForms!: number;
  @Field(() => Int) inactiveForms!: number;
  @Field(() => Int) categories!: number;
}

@ObjectType('StatusCount')
export class StatusCountView implements StatusCount {
  @Field(() => String) status!: string;
  @Field(() => Int) count!: number;
}

@ObjectType('TopPost')
export class TopPostView implements TopPost {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) status!: string;
  @Field(() => Int) viewCount!: number;
}

@ObjectType('TopCategory')
export class TopCategoryView implements TopCategory {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => String) color!: string;
  @Field(() => Int) postCount!: number;
  @Field(() => Float, { description: 'postCount over every post, as a fraction.' }) share!: number;
}

@ObjectType('DayCounts', { description: 'What was recorded on one UTC day.' })
export class DayCountsView implements DayCounts {
  @Field(() => String) day!: string;
  @Field(() => Int) donations!: number;
  @Field(() => Int) users!: number;
  @Field(() => Int) chatSessions!: number;
  @Field(() => Int) bids!: number;
}

@ObjectType('AdminAnalytics', { description: 'The analytics page (/admin/analytics); as GET /api/admin/analytics?days=.' })
export class AnalyticsView implements Analytics {
  @Field(() => Int) days!: number;
  @Field(() => String) firstDay!: string;
  @Field(() => String) lastDay!: string;
  @Field(() => Float, { description: 'Every post’s view count added up (no per-day record, so no trend).' })
  totalViews!: number;
  @Field(() => PeriodFigureView) users!: PeriodFigure;
  @Field(() => PeriodFigureView) publishedPosts!: PeriodFigure;
  @Field(() => PeriodFigureView) donations!: PeriodFigure;
  @Field(() => ContentOverviewView) content!: ContentOverview;
  @Field(() => [StatusCountView]) statuses!: StatusCount[];
  @Field(() => [TopPostView]) topPosts!: TopPost[];
  @Field(() => [TopCategoryView]) topCategories!: TopCategory[];
  @Field(() => [DayCountsView]) daily!: DayCounts[];
  @Field(() => Date) generatedAt!: Date;
}
