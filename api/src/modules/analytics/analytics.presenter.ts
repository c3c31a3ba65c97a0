import type { ActivityKind } from '@vdp/shared/analytics/analytics.constants';
import type { Money } from '@vdp/shared/money';

/** A count of everything, and of what is new this calendar month and last month (UTC), with the change. */
export interface MonthFigure {
  total: number;
  thisMonth: number;
  lastMonth: number;
  /** (thisMonth − lastMonth) / lastMonth as a fraction; null when lastMonth is 0 ("new"). */
  change: number | null;
}

/** Revenue (CAD): the winning amounts of completed auctions, in all, ended this month and last month. */
export interface MoneyFigure {
  total: Money;
  thisMonth: Money;
  lastMonth: Money;
  change: number | null;
}

export interface DashboardStats {
  donations: MonthFigure;
  activeUsers: MonthFigure;
  chatSessions: MonthFigure;
  revenue: MoneyFigure;
}

/** How many rows each list holds (spec 001 §2: "an overview with counts"). */
export interface OverviewCounts {
  posts: number;
  pages: number;
  categories: number;
  tags: number;
  users: number;
  forms: number;
  donations: number;
}

/** One entry of Recent Activity: what happened, when, to what, by whom; the web words it and links it. */
export interface ActivityEntry {
  /** Unique in the list: the kind and the row's id. */
  key: string;
  kind: ActivityKind;
  at: Date;
  /** The audit trail's entity type, or donation, auction (a bid's), chat, dealer. */
  entityType: string | null;
  entityId: string | null;
  /** The audit trail's action; null for the other kinds. */
  action: string | null;
  /** Who: the admin or staff member (audit), the dealer (bid), the signed-in user (chat). */
  actor: string | null;
  /** What: a name, a title, a vehicle. */
  label: string | null;
  /** A bid's amount (CAD). */
  amount: Money | null;
}

export interface Dashboard {
  stats: DashboardStats;
  overview: OverviewCounts;
  activity: ActivityEntry[];
  /** When the figures were computed; every boundary is in UTC. */
  generatedAt: Date;
}

/** A count, and how many were new in the period and in the previous period of the same length. */
export interface PeriodFigure {
  total: number;
  current: number;
  previous: number;
  change: number | null;
}

export interface ContentOverview {
  publishedPosts: number;
  draftPosts: number;
  archivedPosts: number;
  publishedPages: number;
  activeForms: number;
  inactiveForms: number;
  categories: number;
}

export interface StatusCount {
  status: string;
  count: number;
}

export interface TopPost {
  id: number;
  title: string;
  slug: string;
  status: string;
  viewCount: number;
}

export interface TopCategory {
  id: number;
  name: string;
  slug: string;
  color: string;
  postCount: number;
  /** postCount over every post, as a fraction (0 when there is no post). */
  share: number;
}

export interface DayCounts {
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  donations: number;
  users: number;
  chatSessions: number;
  bids: number;
}

export interface Analytics {
  days: number;
  firstDay: string;
  lastDay: string;
  /** Every post's view count added up; views are not recorded per day, so there is no trend. */
  totalViews: number;
  users: PeriodFigure;
  publishedPosts: PeriodFigure;
  donations: PeriodFigure;
  content: ContentOverview;
  statuses: StatusCount[];
  topPosts: TopPost[];
  topCategories: TopCategory[];
  daily: DayCounts[];
  generatedAt: Date;
}
