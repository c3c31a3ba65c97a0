import type { RunningServer } from '../src/app/server';
import { ChatBrowser } from './chat-client';
import { TestClient } from './client';
import { sql, startWithAdmin } from './harness';
import { connectionQuery, pageReader, walkBackward, walkForward, walkLinks, type PageJson } from './paging-walks';
import { statementsOf } from './sql-cost';

/**
 * Issue 14 §2 for the chat lists and the webhook delivery log: each walks forward (`first`/`after`)
 * and back (`last`/`before`) over GraphQL and by `Link: rel="next"` over REST, filters kept, no
 * row missed or repeated (rows of one instant included); bad cursors and sizes are refused naming
 * the field; the doors admit whom they did; a page costs the same statements whatever its size.
 */
let server: RunningServer;
let admin: TestClient;
let visitor: ChatBrowser;
let conversationId: string;
let endpointId: number;

const INSTANT = `timestamptz '2026-01-01 12:00:00.123456+00'`;
const SESSION_FIELDS = 'id sessionId title messageCount createdAt updatedAt lastMessageAt';
const MESSAGE_FIELDS = 'id content createdAt';
const ADMIN_SESSIONS = connectionQuery('chatAdminSessions', {
  nodeFields: SESSION_FIELDS,
  filters: { filter: 'ChatSessionFilterInput' },
});
const ADMIN_MESSAGES = connectionQuery('chatAdminMessages', { nodeFields: MESSAGE_FIELDS, filters: { sessionId: 'String!' } });
const MY_SESSIONS = connectionQuery('chatSessions', { nodeFields: SESSION_FIELDS });
const MY_MESSAGES = connectionQuery('chatMessages', { nodeFields: MESSAGE_FIELDS, filters: { sessionId: 'String!' } });
const DELIVERIES = connectionQuery('webhookDeliveries', { nodeFields: 'id webhookId status', filters: { endpointId: 'Int!' } });

const ids = (rows: Array<{ id: number | string }>) => rows.map((row) => String(row.id));
const column = async (query: string, params: unknown[] = []) =>
  (await sql<{ id: number | string }>(server, query, params)).map((row) => String(row.id));

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  // 30 conversations for the admin history, ten of them begun in the same microsecond
  await sql(
    server,
    `insert into chat_sessions (session_id, title, message_count, created_at, last_message_at)
     select 'pagewalk-' || n, case when n % 2 = 0 then 'Even walk ' || n else 'Odd walk ' || n end, n % 4,
            case when n <= 10 then ${INSTANT} else ${INSTANT} - n * interval '1 minute' end,
            case when n % 3 = 0 then null else ${INSTANT} + (n % 7) * interval '1 hour' end
     from generate_series(1, 30) n`,
  );
  // a visitor's five conversations, the first with 23 messages written four to an instant
  visitor = new ChatBrowser(server.url);
  for (let i = 0; i < 5; i++) {
    const made = await visitor.rest('POST', '/api/chat/sessions', { title: `Mine ${i}` });
    conversationId ??= (made.body as { sessionId: string }).sessionId;
  }
  await sql(
    server,
    `insert into chat_messages (session_id, role, content, created_at)
     select s.id, case when n % 2 = 0 then 'assistant' else 'user' end, 'message ' || n,
            ${INSTANT} + (n / 4) * interval '1 second'
     from chat_sessions s, generate_series(1, 23) n where s.session_id = ?`,
    [conversationId],
  );
  await sql(server, `update chat_sessions set message_count = 23 where session_id = ?`, [conversationId]);
  // an endpoint (off: the worker leaves it alone) with 30 deliveries
  [{ id: endpointId }] = await sql<{ id: number }>(
    server,
    `insert into webhook_endpoints (url, events, active, secret_sealed)
     values ('https://receiver.example/hooks', '{form.submitted}', false, 'sealed') returning id`,
  );
  await sql(
    server,
    `insert into webhook_deliveries (webhook_id, endpoint_id, event_type, data, status)
     select 'msg_walk_' || n, ?, 'form.submitted', '{}'::jsonb, 'delivered' from generate_series(1, 30) n`,
    [endpointId],
  );
});
afterAll(() => server.close());

describe('the admin chat history', () => {
  const ORDERS = {
    recent: 'created_at desc, id desc',
    oldest: 'created_at asc, id asc',
    messages: 'message_count desc, id desc',
    active: 'coalesce(last_message_at, created_at) desc, id desc',
  } as const;

  it.each(Object.keys(ORDERS) as Array<keyof typeof ORDERS>)('walks sort=%s forward and back over GraphQL', async (sort) => {
    const expected = await column(`select id from chat_sessions where session_id like 'pagewalk-%' order by ${ORDERS[sort]}`);
    const read = pageReader<{ id: number }>(admin, ADMIN_SESSIONS, 'chatAdminSessions', { filter: { search: 'walk', sort } });
    expect(ids((await walkForward(read, 4)).rows)).toEqual(expected);
    expect(ids((await walkBackward(read, 7)).rows)).toEqual(expected);
    expect((await read({ first: 1 })).totalCount).toBe(30);
  });

  it('walks over REST by the Link header with the filters kept; the body stays an array', async () => {
    const expected = await column(
      `select id from chat_sessions where title like 'Even walk%' order by message_count desc, id desc`,
    );
    const { rows, paths } = await walkLinks<{ id: number; title: string }>(
      admin,
      '/api/admin/chat/sessions?search=Even&sort=messages&limit=4',
    );
    expect(ids(rows)).toEqual(expected);
    expect(paths).toHaveLength(4);
    expect(paths.slice(1).every((path) => path.includes('search=Even') && path.includes('sort=messages'))).toBe(true);
  });

  it('reads a conversation oldest first, forward, back from its latest, and by Link', async () => {
    const expected = await column(
      `select m.id from chat_messages m join chat_sessions s on s.id = m.session_id where s.session_id = ? order by m.created_at, m.id`,
      [conversationId],
    );
    expect(expected).toHaveLength(23);
    const read = pageReader<{ id: number; createdAt?: string }>(admin, ADMIN_MESSAGES, 'chatAdminMessages', {
      sessionId: conversationId,
    });
    expect(ids((await walkForward(read, 5)).rows)).toEqual(expected);
    expect(ids((await walkBackward(read, 5)).rows)).toEqual(expected);
    const latest = await read({ last: 3 });
    expect(ids(latest.edges.map((edge) => edge.node))).toEqual(expected.slice(-3));
    expect(latest.totalCount).toBe(23);
    // times are ISO instants, exact to the millisecond (the first four messages share the seeded instant)
    expect((await read({ first: 1 })).edges[0]!.node).toMatchObject({ createdAt: '2026-01-01T12:00:00.123Z' });
    const path = `/api/admin/chat/sessions/${conversationId}/messages?limit=6`;
    const overRest = (await walkLinks<{ id: number; createdAt: string }>(admin, path)).rows;
    expect(ids(overRest)).toEqual(expected);
    expect(overRest[0]!.createdAt).toBe('2026-01-01T12:00:00.123Z');
    expect((await admin.rest('GET', '/api/admin/chat/sessions/no-such-session/messages')).status).toBe(404);
  });
});

describe("a visitor's own conversations", () => {
  it('walks their sessions and messages over GraphQL and REST (both message routes)', async () => {
    const sessions = await column(
      `select id from chat_sessions where owner_key = (select owner_key from chat_sessions where session_id = ?)
       order by updated_at desc, id desc`,
      [conversationId],
    );
    expect(sessions).toHaveLength(5);
    const readSessions = pageReader<{ id: number }>(visitor, MY_SESSIONS, 'chatSessions');
    expect(ids((await walkForward(readSessions, 2)).rows)).toEqual(sessions);
    expect(ids((await walkBackward(readSessions, 2)).rows)).toEqual(sessions);
    expect(ids((await walkLinks<{ id: number }>(visitor, '/api/chat/sessions?limit=2')).rows)).toEqual(sessions);

    const messages = await column(
      `select m.id from chat_messages m join chat_sessions s on s.id = m.session_id where s.session_id = ? order by m.created_at, m.id`,
      [conversationId],
    );
    const readMessages = pageReader<{ id: number }>(visitor, MY_MESSAGES, 'chatMessages', { sessionId: conversationId });
    expect(ids((await walkForward(readMessages, 4)).rows)).toEqual(messages);
    expect(ids((await walkBackward(readMessages, 4)).rows)).toEqual(messages);
    for (const path of [`/api/chat/sessions/${conversationId}/messages`, `/api/chat/simple/${conversationId}/messages`]) {
      expect(ids((await walkLinks<{ id: number }>(visitor, `${path}?limit=5`)).rows)).toEqual(messages);
    }
  });

  it("lists a signed-in visitor's browser and account sessions once each; another visitor's stay refused", async () => {
    const laptop = new ChatBrowser(server.url);
    await laptop.login('donor');
    const phone = new ChatBrowser(server.url);
    await phone.login('donor');
    const made: string[] = [];
    for (const browser of [laptop, laptop, phone]) {
      made.push(((await browser.rest('POST', '/api/chat/sessions', {})).body as { sessionId: string }).sessionId);
    }
    const read = pageReader<{ sessionId: string }>(phone, MY_SESSIONS, 'chatSessions');
    const walked = (await walkForward(read, 1)).rows.map((session) => session.sessionId);
    expect(walked).toEqual([...made].reverse());

    const stranger = new ChatBrowser(server.url);
    await stranger.rest('POST', '/api/chat/sessions', {});
    const theirs = await stranger.gql(MY_MESSAGES, { sessionId: conversationId, last: 5 });
    expect(theirs.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stranger.rest('GET', `/api/chat/sessions/${conversationId}/messages?limit=5`)).status).toBe(403);
    const listed = (await pageReader<{ id: number }>(stranger, MY_SESSIONS, 'chatSessions')({ first: 100 })).edges;
    expect(listed).toHaveLength(1);
  });
});

describe('the webhook delivery log', () => {
  it('walks newest first over GraphQL and by Link over REST, the body keeping { deliveries, nextCursor }', async () => {
    const expected = await column('select id from webhook_deliveries where endpoint_id = ? order by id desc', [endpointId]);
    const read = pageReader<{ id: string }>(admin, DELIVERIES, 'webhookDeliveries', { endpointId });
    expect(ids((await walkForward(read, 7)).rows)).toEqual(expected);
    expect(ids((await walkBackward(read, 7)).rows)).toEqual(expected);
    expect((await read({ first: 1 })).totalCount).toBeNull();
    const bodies: Array<{ nextCursor: string | null }> = [];
    const { rows } = await walkLinks<{ id: string }>(admin, `/api/webhooks/${endpointId}/deliveries?limit=8`, (body) => {
      bodies.push(body as { nextCursor: string | null });
      return (body as { deliveries: Array<{ id: string }> }).deliveries;
    });
    expect(ids(rows)).toEqual(expected);
    expect(bodies.map((body) => body.nextCursor === null)).toEqual([false, false, false, true]);
    expect((await admin.rest('GET', '/api/webhooks/999999/deliveries')).status).toBe(404);
  });
});

describe('refusals and permissions', () => {
  const restLists = () => [
    { client: admin, path: '/api/admin/chat/sessions?sort=oldest' },
    { client: admin, path: `/api/admin/chat/sessions/${conversationId}/messages` },
    { client: visitor, path: '/api/chat/sessions' },
    { client: visitor, path: `/api/chat/sessions/${conversationId}/messages` },
    { client: visitor, path: `/api/chat/simple/${conversationId}/messages` },
    { client: admin, path: `/api/webhooks/${endpointId}/deliveries` },
  ];

  it('refuses a bad cursor or size with 400 naming cursor, before or limit (REST)', async () => {
    for (const { client, path } of restLists()) {
      for (const [query, field] of [
        ['limit=1000', 'limit'],
        ['limit=0', 'limit'],
        ['cursor=garbage', 'cursor'],
        ['before=garbage', 'before'],
        ['cursor=WyIxIl0&before=WyIxIl0', 'before'],
      ]) {
        const answer = await client.rest('GET', `${path}${path.includes('?') ? '&' : '?'}${query}`);
        expect([path, query, answer.status]).toEqual([path, query, 400]);
        expect((answer.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual([field]);
      }
    }
  });

  it('refuses a bad cursor or size with BAD_USER_INPUT naming after, first or last (GraphQL)', async () => {
    const fields = [
      { client: admin, query: ADMIN_SESSIONS, variables: {} },
      { client: admin, query: ADMIN_MESSAGES, variables: { sessionId: conversationId } },
      { client: visitor, query: MY_SESSIONS, variables: {} },
      { client: visitor, query: MY_MESSAGES, variables: { sessionId: conversationId } },
      { client: admin, query: DELIVERIES, variables: { endpointId } },
    ];
    for (const { client, query, variables } of fields) {
      for (const [page, field] of [
        [{ after: 'garbage' }, 'after'],
        [{ before: 'garbage' }, 'before'],
        [{ first: 0 }, 'first'],
        [{ last: 101 }, 'last'],
      ] as const) {
        const answer = await client.gql(query, { ...variables, ...page });
        expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field }] });
      }
    }
  });

  it('admits the same people as before: admin lists are refused anonymously (401) and to other roles (403)', async () => {
    const editor = new TestClient(server.url);
    await editor.login('editor');
    for (const path of [
      '/api/admin/chat/sessions',
      `/api/admin/chat/sessions/${conversationId}/messages`,
      `/api/webhooks/${endpointId}/deliveries`,
    ]) {
      expect([path, (await new TestClient(server.url).rest('GET', path)).status]).toEqual([path, 401]);
      expect([path, (await editor.rest('GET', path)).status]).toEqual([path, 403]);
    }
    for (const [query, variables] of [
      [ADMIN_SESSIONS, {}],
      [ADMIN_MESSAGES, { sessionId: conversationId }],
      [DELIVERIES, { endpointId }],
    ] as const) {
      expect((await new TestClient(server.url).gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await editor.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('reads a page in the same statements whatever its size', async () => {
    const cases: Array<[TestClient, string, Record<string, unknown>]> = [
      [admin, ADMIN_SESSIONS, { filter: { sort: 'active' } }],
      [admin, ADMIN_MESSAGES, { sessionId: conversationId }],
      [visitor, MY_SESSIONS, {}],
      [visitor, MY_MESSAGES, { sessionId: conversationId }],
      [admin, DELIVERIES, { endpointId }],
    ];
    for (const [client, query, variables] of cases) {
      const count = async (size: number) =>
        (
          await statementsOf(server, async () => {
            const answer = await client.gql<Record<string, PageJson<unknown>>>(query, { ...variables, last: size });
            expect(answer.errors).toBeUndefined();
          })
        ).length;
      const small = await count(2);
      expect([query, await count(100)]).toEqual([query, small]);
      expect(small).toBeLessThanOrEqual(3);
    }
  });
});
