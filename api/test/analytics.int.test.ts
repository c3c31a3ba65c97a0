import { ALL_STATUSES } from '@vdp/shared/donations/donation-status';
import type { RunningServer } from '../src/app/server';
import { ANALYTICS_STATEMENTS, DASHBOARD_STATEMENTS } from '../src/modules/analytics/analytics.service';
import { TestClient } from './client';
import { sql as sqlOn, startWithAdmin } from './harness';
import { statementsOf } from './sql-cost';

let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
});
afterAll(() => server.close());

const sql = <T>(query: string, params: unknown[] = []) => sqlOn<T>(server, query, params);

interface MonthFigure {
  total: number;
  thisMonth: number;
  lastMonth: number;
  change: number | null;
}
interface Dashboard {
  stats: {
    donations: MonthFigure;
    activeUsers: MonthFigure;
    chatSessions: MonthFigure;
    revenue: { total: string; thisMonth: string; lastMonth: string; change: number | null };
  };
  overview: Record<'posts' | 'pages' | 'categories' | 'tags' | 'users' | 'forms' | 'donations', number>;
  activity: Array<{ key: string; kind: string; at: string; entityType: string | null; label: string | null }>;
}
interface Analytics {
  days: number;
  firstDay: string;
  lastDay: string;
  totalViews: number;
  donations: { total: number; current: number; previous: number; change: number | null };
  statuses: Array<{ status: string; count: number }>;
  topPosts: Array<{ id: number; title: string; viewCount: number }>;
  topCategories: Array<{ id: number; name: string; postCount: number; share: number }>;
  daily: Array<{ day: string; donations: number; users: number; chatSessions: number; bids: number }>;
}

const dashboard = async () => (await admin.rest('GET', '/api/admin/dashboard')).body as Dashboard;
const analytics = async (days = 7) => (await admin.rest('GET', `/api/admin/analytics?days=${days}`)).body as Analytics;
const change = (current: number, previous: number) =>
  previous > 0 ? Math.round(((current - previous) / previous) * 10_000) / 10_000 : null;

/** Inserts `count` donations created at the SQL expression `at`, with `status`. */
async function donations(count: number, at: string, status = 'pending'): Promise<void> {
  await sql(
    `insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code, status, created_at)
     select 2014, 'Honda', 'Civic', 'Ana', 'Lytics', 'ana@example.test', '555-0100', '1 Road', 'Ottawa', 'ON', 'K1A 0A1', ?, ${at}
       from generate_series(1, ?)`,
    [status, count],
  );
}

const THIS_MONTH = `date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' + interval '1 second'`;
const LAST_MONTH = `(date_trunc('month', now() at time zone 'UTC') - interval '1 month' + interval '10 days') at time zone 'UTC'`;

/**
 * The SQL statements a request runs (sql-cost.ts leaves out the session store's and the timers'
 * rounds): the fewer of two calls, as a process's handler of an earlier change's event may run
 * its statement inside one of them. Neither answer is kept, so both calls do the same work.
 */
/** The statements of the call that ran fewer of two (an event's handler may run its own in one), by their first words. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const [first, second] = [await statementsOf(server, work), await statementsOf(server, work)];
  return (first.length <= second.length ? first : second).map((statement) => statement.sql.replace(/\s+/g, ' ').slice(0, 60));
}

describe('admin dashboard', () => {
  it('counts donations new this month against last month, with the change', async () => {
    const before = (await dashboard()).stats.donations;
    await donations(3, LAST_MONTH);
    await donations(6, THIS_MONTH);
    const after = (await dashboard()).stats.donations;
    expect(after).toEqual({
      total: before.total + 9,
      thisMonth: before.thisMonth + 6,
      lastMonth: before.lastMonth + 3,
      change: change(before.thisMonth + 6, before.lastMonth + 3),
    });
    const [row] = await sql<{ n: number }>('select count(*)::int as n from donations');
    expect(after.total).toBe(row!.n);
  });

  it('adds the winning amount of a completed auction to revenue; not an open one nor one without a winner', async () => {
    const before = (await dashboard()).stats.revenue;
    const [dealer] = await sql<{ id: number }>('select id from auto_dealers order by id limit 1');
    const [donation] = await sql<{ id: number }>('select id from donations order by id desc limit 1');
    const auction = (status: string, winner: number | null, amount: string) =>
      sql(
        `insert into vehicle_auctions (donation_id, start_date, end_date, minimum_bid, current_high_bid, bid_count, winning_dealer_id, status, vehicle_location)
         values (?, now() - interval '2 hours', now() - interval '1 second', 500, ?, 1, ?, ?, 'Ottawa')`,
        [donation!.id, amount, winner, status],
      );
    await auction('completed', dealer!.id, '1234.56');
    await auction('completed', null, '900.00'); // below its reserve: no winner, no revenue
    await auction('active', dealer!.id, '5000.00');
    const after = (await dashboard()).stats.revenue;
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(cents(after.total) - cents(before.total)).toBe(123456);
    expect(cents(after.thisMonth) - cents(before.thisMonth)).toBe(123456);
    expect(after.lastMonth).toBe(before.lastMonth);
    expect(after.total).toMatch(/^\d+\.\d{2}$/);
  });

  it('counts every list of the overview, and the chat sessions of the month', async () => {
    const before = await dashboard();
    await sql(`insert into chat_sessions (session_id, created_at) values ('analytics-a', now()), ('analytics-b', ${LAST_MONTH})`);
    await sql(`insert into tags (name, slug) values ('Analytics tag', 'analytics-tag')`);
    const after = await dashboard();
    expect(after.stats.chatSessions).toMatchObject({
      total: before.stats.chatSessions.total + 2,
      thisMonth: before.stats.chatSessions.thisMonth + 1,
      lastMonth: before.stats.chatSessions.lastMonth + 1,
    });
    const [counts] = await sql<Dashboard['overview']>(
      `select (select count(*) from posts)::int as posts, (select count(*) from pages)::int as pages,
              (select count(*) from categories)::int as categories, (select count(*) from tags)::int as tags,
              (select count(*) from users)::int as users, (select count(*) from custom_forms)::int as forms,
              (select count(*) from donations)::int as donations`,
    );
    expect(after.overview).toEqual(counts);
    expect(after.overview.tags).toBe(before.overview.tags + 1);
  });

  it('lists the latest real events, newest first: the audit trail merged with donations and chats', async () => {
    await sql(
      `insert into audit_events (actor_username, actor_role, entity_type, entity_id, action, after, occurred_at)
       values ('admin', 'admin', 'setting', 'business.companyName', 'update', '{"name":"Company name"}', now() + interval '1 minute')`,
    );
    await donations(1, `now() + interval '2 minutes'`);
    await sql(
      `insert into chat_sessions (session_id, title, created_at) values ('analytics-latest', 'Latest chat', now() + interval '3 minutes')`,
    );
    const { activity } = await dashboard();
    expect(activity.length).toBeLessThanOrEqual(10);
    expect(activity.slice(0, 3).map(({ kind, entityType, label }) => ({ kind, entityType, label }))).toEqual([
      { kind: 'chat', entityType: 'chat', label: 'Latest chat' },
      { kind: 'donation', entityType: 'donation', label: '2014 Honda Civic' },
      { kind: 'audit', entityType: 'setting', label: 'Company name' },
    ]);
    const times = activity.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(new Set(activity.map((entry) => entry.key)).size).toBe(activity.length);
  });
});

describe('admin analytics', () => {
  it('counts donations by every status of the shared list, 0 for the absent', async () => {
    const before = await analytics();
    await donations(2, 'now()', 'valued');
    const after = await analytics();
    expect(after.statuses.map((s) => s.status)).toEqual([...ALL_STATUSES]);
    const countOf = (a: Analytics, status: string) => a.statuses.find((s) => s.status === status)!.count;
    expect(countOf(after, 'valued')).toBe(countOf(before, 'valued') + 2);
    const [row] = await sql<{ n: number }>(`select count(*)::int as n from donations where status = 'picked_up'`);
    expect(countOf(after, 'picked_up')).toBe(row!.n);
  });

  it('trends donations over the period against the previous one of the same length', async () => {
    const before = await analytics(7);
    await donations(2, `now() - interval '9 days'`);
    await donations(5, `now() - interval '1 day'`);
    const after = await analytics(7);
    expect(after.donations).toEqual({
      total: before.donations.total + 7,
      current: before.donations.current + 5,
      previous: before.donations.previous + 2,
      change: change(before.donations.current + 5, before.donations.previous + 2),
    });
  });

  it('lists the top 5 posts by views and the top 5 categories with their share of every post', async () => {
    const [category] = await sql<{ id: number }>(
      `insert into categories (name, slug) values ('Analytics Big', 'analytics-big') returning id`,
    );
    await sql(
      `insert into posts (title, slug, content, status, published_at, view_count, category_id)
       select 'Analytics post ' || g, 'analytics-post-' || g, 'Body', 'published', now(), 1000000 + g, ?
         from generate_series(1, 60) g`,
      [category!.id],
    );
    const result = await analytics();
    expect(result.topPosts.map((post) => [post.title, post.viewCount])).toEqual([
      ['Analytics post 60', 1000060],
      ['Analytics post 59', 1000059],
      ['Analytics post 58', 1000058],
      ['Analytics post 57', 1000057],
      ['Analytics post 56', 1000056],
    ]);
    const [posts] = await sql<{ n: number; views: string }>(
      'select count(*)::int as n, sum(view_count)::text as views from posts',
    );
    expect(result.topCategories).toHaveLength(Math.min(5, result.topCategories.length));
    expect(result.topCategories[0]).toMatchObject({
      id: category!.id,
      name: 'Analytics Big',
      postCount: 60,
      share: Math.round((60 / posts!.n) * 10_000) / 10_000,
    });
    const counts = result.topCategories.map((c) => c.postCount);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    expect(result.totalViews).toBe(Number(posts!.views));
  });

  it('has one entry per UTC day of the last 7 or 30 days, each the day’s real count; a day with nothing is 0', async () => {
    await donations(4, `now() - interval '3 days'`);
    for (const days of [7, 30]) {
      const { daily, firstDay, lastDay } = await analytics(days);
      expect(daily).toHaveLength(days);
      expect(daily[0]!.day).toBe(firstDay);
      expect(daily[days - 1]!.day).toBe(lastDay);
      expect(lastDay).toBe(new Date().toISOString().slice(0, 10));
      const rows = await sql<{ day: string; n: number }>(
        `select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*)::int as n
           from donations group by 1`,
      );
      const real = new Map(rows.map((row) => [row.day, row.n]));
      expect(daily.map((d) => [d.day, d.donations])).toEqual(daily.map((d) => [d.day, real.get(d.day) ?? 0]));
      expect(daily.some((d) => d.donations === 0 && d.users === 0 && d.chatSessions === 0 && d.bids === 0)).toBe(true);
    }
  });

  it('refuses a period other than 7 or 30 days with a 400 naming the field', async () => {
    const bad = await admin.rest('GET', '/api/admin/analytics?days=14');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: [{ field: 'days', message: 'Days must be one of 7, 30' }] });
    const gql = await admin.gql('{ adminAnalytics(days: 12) { days } }');
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'days' }] });
    expect((await admin.gql<{ adminAnalytics: { days: number } }>('{ adminAnalytics { days } }')).data).toEqual({
      adminAnalytics: { days: 7 },
    });
  });

  it('answers GraphQL as REST does', async () => {
    const { data } = await admin.gql<{ adminAnalytics: { daily: Analytics['daily'] }; adminDashboard: { overview: unknown } }>(
      '{ adminAnalytics(days: 30) { daily { day donations users chatSessions bids } } adminDashboard { overview { posts pages categories tags users forms donations } } }',
    );
    expect(data?.adminAnalytics.daily).toEqual((await analytics(30)).daily);
    expect(data?.adminDashboard.overview).toEqual((await dashboard()).overview);
  });
});

describe('statements', () => {
  it('runs a fixed number of statements per call, whatever the tables hold', async () => {
    const few = {
      dashboard: await statementsDuring(() => admin.rest('GET', '/api/admin/dashboard')),
      analytics: await statementsDuring(() => admin.rest('GET', '/api/admin/analytics?days=30')),
    };
    await donations(200, `now() - (random() * interval '40 days')`);
    await sql(
      `insert into posts (title, slug, content, status) select 'Bulk ' || g, 'bulk-' || g, 'x', 'draft' from generate_series(1, 100) g`,
    );
    await sql(`insert into chat_sessions (session_id) select 'bulk-' || g from generate_series(1, 50) g`);
    const many = {
      dashboard: await statementsDuring(() => admin.rest('GET', '/api/admin/dashboard')),
      analytics: await statementsDuring(() => admin.rest('GET', '/api/admin/analytics?days=30')),
    };
    expect(many).toEqual(few); // on failure, the diff names the statement that came or went
    expect([few.dashboard.length, few.analytics.length]).toEqual([DASHBOARD_STATEMENTS, ANALYTICS_STATEMENTS]);
  });
});

describe('permissions', () => {
  const OPERATIONS: Array<{ name: string; path: string; gql: string }> = [
    { name: 'adminDashboard', path: '/api/admin/dashboard', gql: '{ adminDashboard { generatedAt } }' },
    { name: 'adminAnalytics', path: '/api/admin/analytics?days=30', gql: '{ adminAnalytics(days: 30) { days } }' },
  ];

  it.each(OPERATIONS.map((op) => [op.name, op] as const))('%s: anonymous 401, every role but admin 403', async (_name, op) => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.rest('GET', op.path)).status).toBe(401);
    expect((await anonymous.gql(op.gql)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const role of ['editor', 'staff', 'dealer', 'charity', 'donor']) {
      const user = new TestClient(server.url);
      await user.login(role);
      expect((await user.rest('GET', op.path)).status).toBe(403);
      expect((await user.gql(op.gql)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect((await admin.rest('GET', op.path)).status).toBe(200);
    expect((await admin.gql(op.gql)).errors).toBeUndefined();
  });
});
