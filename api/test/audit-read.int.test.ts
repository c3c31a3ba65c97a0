import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { sql, startWithAdmin } from './harness';
import { nextLink } from './paging-walks';
import { userForm, type UserJson } from './users-fixtures';

/**
 * Issue 13 §6, the reading side: auditEvents and GET /api/audit-events filter, page by keyset
 * (no duplicate, no gap), refuse bad filters naming the field, admit admins only; the table
 * itself refuses UPDATE, DELETE and TRUNCATE.
 */
let server: RunningServer;
let admin: TestClient;
const users: UserJson[] = [];

interface EventJson {
  id: string;
  occurredAt: string;
  actorUsername: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface RestPage {
  events: EventJson[];
  nextCursor: string | null;
}
interface GqlPage {
  auditEvents: {
    edges: Array<{ cursor: string; node: EventJson }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

const PAGE_QUERY = `query ($filter: AuditEventFilter, $first: Int, $after: String) {
  auditEvents(filter: $filter, first: $first, after: $after) {
    edges { cursor node { id occurredAt actorUsername entityType entityId action before after } }
    pageInfo { hasNextPage endCursor } } }`;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  // 7 users, each created then deactivated: 14 rows, all in the same few milliseconds
  for (let i = 0; i < 7; i++) {
    const user = (await admin.rest('POST', '/api/users', userForm())).body as UserJson;
    await admin.rest('PATCH', `/api/users/${user.id}/active`, { isActive: false });
    users.push(user);
  }
  // rows of the same instant: the cursor's id must break the tie
  await sql(
    server,
    `insert into audit_events (occurred_at, entity_type, entity_id, action, after)
     select timestamptz '2026-01-01 12:00:00.123456+00', 'setting', 'same-instant-' || n, 'update', '{}'::jsonb
     from generate_series(1, 5) n`,
  );
});
afterAll(() => server.close());

describe('reading the audit trail', () => {
  it('walks every page over GraphQL: newest first, no duplicate, no gap', async () => {
    const [{ total }] = await sql<{ total: number }>(server, 'select count(*)::int as total from audit_events');
    const all = await admin.gql<GqlPage>(PAGE_QUERY, { first: 100 });
    const expected = all.data!.auditEvents.edges.map((edge) => edge.node.id);
    expect(expected).toHaveLength(total);
    const walked: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page: GqlPage = (await admin.gql<GqlPage>(PAGE_QUERY, { first: 3, after })).data!;
      walked.push(...page.auditEvents.edges.map((edge) => edge.node.id));
      if (!page.auditEvents.pageInfo.hasNextPage) break;
      after = page.auditEvents.pageInfo.endCursor;
    }
    expect(walked).toEqual(expected);
    const times = all.data!.auditEvents.edges.map((edge) => Date.parse(edge.node.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('walks every page over REST by the Link header, with the filters kept', async () => {
    const walked: EventJson[] = [];
    let next: string | null = '/api/audit-events?entityType=user&action=deactivate&limit=2';
    while (next) {
      const answer = await admin.rest('GET', next);
      expect(answer.status).toBe(200);
      const page = answer.body as RestPage;
      walked.push(...page.events);
      next = nextLink(answer.headers);
      expect(next === null).toBe(page.nextCursor === null);
    }
    expect(walked.map((event) => event.entityId)).toEqual(users.map((user) => String(user.id)).reverse());
    expect(walked.every((event) => event.action === 'deactivate' && event.entityType === 'user')).toBe(true);
  });

  it('filters by entity, actor id and username, and dates', async () => {
    const target = users[2]!;
    const byEntity = (await admin.rest('GET', `/api/audit-events?entityType=user&entityId=${target.id}`)).body as RestPage;
    expect(byEntity.events.map((event) => event.action)).toEqual(['deactivate', 'create']);
    const adminId = ((await admin.rest('GET', '/api/auth/user')).body as { id: number }).id;
    const byActor = (await admin.rest('GET', `/api/audit-events?actorId=${adminId}&limit=100`)).body as RestPage;
    expect(byActor.events).toHaveLength(14);
    const byName = await admin.gql<GqlPage>(PAGE_QUERY, { filter: { actor: 'ADM' }, first: 100 });
    expect(byName.data!.auditEvents.edges).toHaveLength(14);
    const inJanuary = (await admin.rest('GET', '/api/audit-events?from=2026-01-01&to=2026-01-02')).body as RestPage;
    expect(inJanuary.events.map((event) => event.entityId).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `same-instant-${n}`));
    expect(((await admin.rest('GET', '/api/audit-events?entityType=charity')).body as RestPage).events).toEqual([]);
  });

  it('refuses bad filters with 400 naming the field, over REST and GraphQL', async () => {
    for (const [query, field] of [
      ['entityType=spaceship', 'entityType'],
      ['action=explode', 'action'],
      ['actorId=abc', 'actorId'],
      ['from=someday', 'from'],
      ['from=2026-02-01&to=2026-01-01', 'to'],
      ['limit=1000', 'limit'],
      ['cursor=garbage', 'cursor'],
      ['cursor=abc&before=abc', 'before'],
    ]) {
      const answer = await admin.rest('GET', `/api/audit-events?${query}`);
      expect([query, answer.status]).toEqual([query, 400]);
      expect((answer.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual([field]);
    }
    const gql = await admin.gql(PAGE_QUERY, { filter: { action: 'explode' } });
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'action' }] });
    const cursor = await admin.gql(PAGE_QUERY, { after: 'garbage' });
    expect(cursor.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: 'after' }] });
  });

  it('admits admins only: anonymous 401, every other role 403, over REST and GraphQL', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.rest('GET', '/api/audit-events')).status).toBe(401);
    expect((await anonymous.gql(PAGE_QUERY)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const role of ['editor', 'staff', 'dealer', 'charity', 'donor']) {
      const user = new TestClient(server.url);
      await user.login(role);
      expect([role, (await user.rest('GET', '/api/audit-events')).status]).toEqual([role, 403]);
      expect([role, (await user.gql(PAGE_QUERY)).errors?.[0]?.extensions?.code]).toEqual([role, 'FORBIDDEN']);
    }
  });

  it('offers no operation that changes the trail, and the table refuses UPDATE, DELETE and TRUNCATE', async () => {
    const schema = (
      await admin.gql<{ __schema: { mutationType: { fields: Array<{ name: string }> } } }>(
        '{ __schema { mutationType { fields { name } } } }',
      )
    ).data!;
    expect(schema.__schema.mutationType.fields.filter((f) => /audit/i.test(f.name))).toEqual([]);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect((await admin.rest(method, '/api/audit-events')).status).toBe(404);
    }
    const [{ total }] = await sql<{ total: number }>(server, 'select count(*)::int as total from audit_events');
    for (const statement of [`update audit_events set action = 'delete'`, `delete from audit_events`, `truncate audit_events`]) {
      await expect(sql(server, statement)).rejects.toThrow();
    }
    const [after] = await sql<{ total: number }>(server, 'select count(*)::int as total from audit_events');
    expect(after!.total).toBe(total);
  });
});
