/**
 * The dashboard's and the analytics page's statements (docs/analytics.md): each aggregates in SQL,
 * so a call runs the same number of statements whatever the tables hold (dashboard 2, analytics 5).
 * Days are UTC days: `(t at time zone 'UTC')::date`, and a day's start `day::timestamp at time zone 'UTC'`.
 */

/** Params: this month's start, last month's start. The four stat cards and the overview counts. */
export const DASHBOARD_FIGURES_SQL = `
with b as (select cast(? as timestamptz) as this_start, cast(? as timestamptz) as last_start),
d as (
  select count(*)::int as total,
         count(*) filter (where created_at >= b.this_start)::int as this_month,
         count(*) filter (where created_at >= b.last_start and created_at < b.this_start)::int as last_month
    from donations, b group by b.this_start),
u as (
  select count(*) filter (where is_active)::int as total,
         count(*) filter (where created_at >= b.this_start)::int as this_month,
         count(*) filter (where created_at >= b.last_start and created_at < b.this_start)::int as last_month
    from users, b group by b.this_start),
c as (
  select count(*)::int as total,
         count(*) filter (where created_at >= b.this_start)::int as this_month,
         count(*) filter (where created_at >= b.last_start and created_at < b.this_start)::int as last_month
    from chat_sessions, b group by b.this_start),
r as (
  select coalesce(sum(current_high_bid), 0)::numeric(14, 2)::text as total,
         coalesce(sum(current_high_bid) filter (where end_date >= b.this_start), 0)::numeric(14, 2)::text as this_month,
         coalesce(sum(current_high_bid) filter (where end_date >= b.last_start and end_date < b.this_start), 0)::numeric(14, 2)::text as last_month
    from vehicle_auctions, b
   where status = 'completed' and winning_dealer_id is not null
   group by b.this_start)
select coalesce(d.total, 0) as donations_total, coalesce(d.this_month, 0) as donations_this, coalesce(d.last_month, 0) as donations_last,
       coalesce(u.total, 0) as users_total, coalesce(u.this_month, 0) as users_this, coalesce(u.last_month, 0) as users_last,
       coalesce(c.total, 0) as chats_total, coalesce(c.this_month, 0) as chats_this, coalesce(c.last_month, 0) as chats_last,
       coalesce(r.total, '0.00') as revenue_total, coalesce(r.this_month, '0.00') as revenue_this, coalesce(r.last_month, '0.00') as revenue_last,
       (select count(*) from posts)::int as posts, (select count(*) from pages)::int as pages,
       (select count(*) from categories)::int as categories, (select count(*) from tags)::int as tags,
       (select count(*) from users)::int as users, (select count(*) from custom_forms)::int as forms,
       (select count(*) from donations)::int as donations
  from b left join d on true left join u on true left join c on true left join r on true`;

export interface DashboardFiguresRow {
  donations_total: number;
  donations_this: number;
  donations_last: number;
  users_total: number;
  users_this: number;
  users_last: number;
  chats_total: number;
  chats_this: number;
  chats_last: number;
  revenue_total: string;
  revenue_this: string;
  revenue_last: string;
  posts: number;
  pages: number;
  categories: number;
  tags: number;
  users: number;
  forms: number;
  donations: number;
}

/**
 * Params: the limit, six times. The latest entries of the real history: the audit trail (admin and
 * staff changes) and what it does not hold — donations submitted, bids, chat sessions started,
 * dealer applications. Each branch takes its own latest few, then the union its latest few.
 */
export const RECENT_ACTIVITY_SQL = `
select * from (
  (select 'audit' as kind, e.id::text as id, e.occurred_at as at, e.entity_type, e.entity_id, e.action::text as action,
          e.actor_username as actor,
          coalesce(e.after->>'title', e.after->>'name', e.after->>'username', e.after->>'businessName',
                   e.before->>'title', e.before->>'name', e.before->>'username', e.before->>'businessName') as label,
          null::text as amount
     from audit_events e order by e.occurred_at desc, e.id desc limit ?)
  union all
  (select 'donation', d.id::text, d.created_at, 'donation', d.id::text, null, null,
          concat_ws(' ', d.year::text, d.make, d.model), null
     from donations d order by d.created_at desc, d.id desc limit ?)
  union all
  (select 'bid', b.id::text, b.bid_date, 'auction', b.auction_id::text, null, x.business_name,
          concat_ws(' ', d.year::text, d.make, d.model), b.bid_amount::text
     from dealer_bids b
     join auto_dealers x on x.id = b.dealer_id
     join vehicle_auctions a on a.id = b.auction_id
     join donations d on d.id = a.donation_id
    order by b.bid_date desc, b.id desc limit ?)
  union all
  (select 'chat', s.id::text, s.created_at, 'chat', s.session_id, null, u.username, s.title, null
     from chat_sessions s left join users u on u.id = s.user_id
    order by s.created_at desc, s.id desc limit ?)
  union all
  (select 'dealer', x.id::text, x.created_at, 'dealer', x.id::text, null, null, x.business_name, null
     from auto_dealers x order by x.created_at desc, x.id desc limit ?)
) activity
order by at desc, kind, id desc
limit ?`;

export interface ActivityRow {
  kind: string;
  id: string;
  at: Date | string;
  entity_type: string | null;
  entity_id: string | null;
  action: string | null;
  actor: string | null;
  label: string | null;
  amount: string | null;
}

/** Params: the period's start, the previous period's start. The cards and the content overview. */
export const ANALYTICS_FIGURES_SQL = `
with b as (select cast(? as timestamptz) as cur_start, cast(? as timestamptz) as prev_start)
select
  (select count(*) from users)::int as users_total,
  (select count(*) from users where created_at >= b.cur_start)::int as users_current,
  (select count(*) from users where created_at >= b.prev_start and created_at < b.cur_start)::int as users_previous,
  (select count(*) from donations)::int as donations_total,
  (select count(*) from donations where created_at >= b.cur_start)::int as donations_current,
  (select count(*) from donations where created_at >= b.prev_start and created_at < b.cur_start)::int as donations_previous,
  p.published, p.draft, p.archived, p.published_current, p.published_previous, p.views,
  (select count(*) from custom_forms where is_active)::int as active_forms,
  (select count(*) from custom_forms where not is_active)::int as inactive_forms,
  (select count(*) from categories)::int as categories,
  (select count(*) from pages where status = 'published')::int as published_pages
from b, lateral (
  select count(*) filter (where status = 'published')::int as published,
         count(*) filter (where status = 'draft')::int as draft,
         count(*) filter (where status = 'archived')::int as archived,
         count(*) filter (where status = 'published' and published_at >= b.cur_start)::int as published_current,
         count(*) filter (where status = 'published' and published_at >= b.prev_start and published_at < b.cur_start)::int
           as published_previous,
         coalesce(sum(view_count), 0)::bigint::text as views
    from posts) p`;

export interface AnalyticsFiguresRow {
  users_total: number;
  users_current: number;
  users_previous: number;
  donations_total: number;
  donations_current: number;
  donations_previous: number;
  published: number;
  draft: number;
  archived: number;
  published_current: number;
  published_previous: number;
  views: string;
  active_forms: number;
  inactive_forms: number;
  categories: number;
  published_pages: number;
}

/** Donations by stored status (the service lists every status of @vdp/shared, 0 for the absent). */
export const STATUS_COUNTS_SQL = `select status, count(*)::int as count from donations group by status`;

/** Param: the limit. The most viewed posts, any status; ties by id. */
export const TOP_POSTS_SQL = `
select id, title, slug, status, view_count as "viewCount" from posts order by view_count desc, id asc limit ?`;

/** Param: the limit. Categories by their number of posts (any status), with the number of every post for the share. */
export const TOP_CATEGORIES_SQL = `
select c.id, c.name, c.slug, c.color, count(p.id)::int as "postCount", (select count(*) from posts)::int as "allPosts"
  from categories c left join posts p on p.category_id = c.id
 group by c.id
 order by count(p.id) desc, c.name asc, c.id asc
 limit ?`;

/**
 * Params: the first day, the last day (YYYY-MM-DD, UTC). One row per day of the period
 * (generate_series), each table counted per UTC day once and joined: a day with nothing is 0.
 */
export const DAILY_SQL = `
with b as (select cast(? as date) as first_day, cast(? as date) as last_day),
s as (select (b.first_day::timestamp at time zone 'UTC') as since from b),
days as (select g::date as day from b, generate_series(b.first_day, b.last_day, interval '1 day') g),
don as (select (created_at at time zone 'UTC')::date as day, count(*)::int as n from donations, s where created_at >= s.since group by 1),
usr as (select (created_at at time zone 'UTC')::date as day, count(*)::int as n from users, s where created_at >= s.since group by 1),
cht as (select (created_at at time zone 'UTC')::date as day, count(*)::int as n from chat_sessions, s where created_at >= s.since group by 1),
bid as (select (bid_date at time zone 'UTC')::date as day, count(*)::int as n from dealer_bids, s where bid_date >= s.since group by 1)
select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(don.n, 0) as donations, coalesce(usr.n, 0) as users,
       coalesce(cht.n, 0) as "chatSessions", coalesce(bid.n, 0) as bids
  from days
  left join don on don.day = days.day left join usr on usr.day = days.day
  left join cht on cht.day = days.day left join bid on bid.day = days.day
 order by days.day`;

export const DAILY_SERIES = ['donations', 'users', 'chatSessions', 'bids'] as const;
