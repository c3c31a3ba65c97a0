import type { RunningServer } from '../src/app/server';
import { planPage, type ListOrder, type PagePlan } from '../src/core/keyset';
import {
  ADMIN_SESSION_ORDERS,
  adminSessionsPageSql,
  MESSAGE_ORDER,
  messagesPageSql,
  OWNER_SESSION_ORDER,
  ownerSessionsPageSql,
} from '../src/modules/chat/chat.sql';
import { DELIVERY_ORDER, deliveryPageSql } from '../src/modules/webhooks/webhook-deliveries.sql';
import { sql, startTestServer } from './harness';
import { cursorAt, expectReadInOrder, planOf } from './sql-cost';

/**
 * Issue 14 §2: the chat lists' and the delivery log's page statements, EXPLAINed on a few
 * thousand rows, read by their indexes in order (no sort), a page deep in a list as the first.
 */
let server: RunningServer;
let endpointId: number;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the chat lists and the delivery log read by index (EXPLAIN)', () => {
  /** A page deep in the list: after the key of its `depth`th row. */
  const deep = async (order: ListOrder, from: string, params: unknown[] = [], depth = 2000): Promise<PagePlan> => {
    const after = await cursorAt(server, order, from, depth, params);
    return planPage(order, { first: 20, after, last: null, before: null });
  };

  beforeAll(async () => {
    await sql(
      server,
      `insert into chat_sessions (session_id, title, message_count, created_at, last_message_at, owner_key, updated_at)
       select 'explain-' || n, 'Explain ' || n, n % 40, now() - n * interval '1 second',
              case when n % 5 = 0 then null else now() - n * interval '1 minute' end,
              'owner-' || n % 1000, now() - n * interval '1 second'
       from generate_series(1, 5000) n`,
    );
    await sql(
      server,
      `insert into chat_messages (session_id, role, content, created_at)
       select s.id, 'user', 'm', now() - n * interval '1 millisecond'
       from chat_sessions s, generate_series(1, case when s.session_id = 'explain-7' then 3000 else 2 end) n
       where s.session_id like 'explain-%'`,
    );
    // the log of one endpoint among five, one delivery in 100 (a quiet endpoint's log among busy ones)
    const endpoints = await sql<{ id: number }>(
      server,
      `insert into webhook_endpoints (url, events, active, secret_sealed)
       select 'https://receiver.example/hooks-' || n, '{form.submitted}', false, 'sealed' from generate_series(1, 5) n
       returning id`,
    );
    endpointId = endpoints[0]!.id;
    await sql(
      server,
      `insert into webhook_deliveries (webhook_id, endpoint_id, event_type, data, status)
       select 'msg_explain_' || n, case when n % 100 = 0 then ? else (select max(id) from webhook_endpoints) - n % 4 end,
              'form.submitted', '{}'::jsonb, 'failed'
       from generate_series(1, 30000) n`,
      [endpointId],
    );
    await sql(server, 'analyze chat_sessions, chat_messages, webhook_deliveries');
  });

  it.each([
    ['recent', 'Index Scan using chat_sessions_created_idx'],
    ['oldest', 'Index Scan Backward using chat_sessions_created_idx'],
    ['messages', 'Index Scan using chat_sessions_message_count_idx'],
    ['active', 'Index Scan using chat_sessions_activity_idx'],
  ] as const)('reads the admin history sorted by %s by its index, no sort', async (sort, scan) => {
    const page = await deep(ADMIN_SESSION_ORDERS[sort], 'from chat_sessions');
    const plan = await planOf(server, adminSessionsPageSql({ like: null, createdFrom: null, createdBefore: null }, page));
    expectReadInOrder(plan, scan);
  });

  it("reads a conversation, a visitor's list and a delivery log by their indexes", async () => {
    const [{ id: sessionRowId }] = await sql<{ id: number }>(
      server,
      `select id from chat_sessions where session_id = 'explain-7'`,
    );
    const messages = await deep(MESSAGE_ORDER, 'from chat_messages where session_id = ?', [sessionRowId]);
    expectReadInOrder(await planOf(server, messagesPageSql(sessionRowId, messages)), 'chat_messages_session_created_idx');

    const owners = [
      { column: 'owner_key' as const, value: 'owner-7' },
      { column: 'user_id' as const, value: 1 },
    ];
    // each branch reads its owner's index; only the two branches' few rows are sorted together
    const mine = await planOf(
      server,
      ownerSessionsPageSql(owners, planPage(OWNER_SESSION_ORDER, { first: 20, after: null, last: null, before: null })),
    );
    expect(mine.indexes).toEqual(
      expect.arrayContaining(['chat_sessions_owner_key_updated_idx', 'chat_sessions_user_id_updated_idx']),
    );

    const deliveries = await deep(DELIVERY_ORDER, 'from webhook_deliveries d where d.endpoint_id = ?', [endpointId], 10);
    expectReadInOrder(await planOf(server, deliveryPageSql(endpointId, deliveries)), 'webhook_deliveries_by_endpoint');
  });
});
