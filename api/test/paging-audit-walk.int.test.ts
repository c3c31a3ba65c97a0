import type { RunningServer } from '../src/app/server';
import type { TestClient } from './client';
import { sql, startWithAdmin } from './harness';
import { nextLink } from './paging-walks';

/**
 * Issue 14 §7: keyset pages walk a list of 10,000 rows forward and back with no row missed or
 * repeated while rows are inserted — here among the rows being walked, not only at the head, which
 * is what breaks offset pages. The list is the audit trail (newest first on (occurred_at, id));
 * every list reads through the same core (core/keyset.ts), and each list's own tests walk it too.
 */
let server: RunningServer;
let admin: TestClient;

const ROWS = 10_000;
const ENTITY = 'walk-original';
/** The original rows' times: one a second from this instant, five rows sharing each of some instants. */
const START = Date.parse('2025-01-01T00:00:00Z');

interface GqlPage {
  auditEvents: {
    edges: Array<{ cursor: string; node: { id: string; entityId: string; occurredAt: string } }>;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  };
}
const PAGE_QUERY = `query ($first: Int, $after: String, $last: Int, $before: String) {
  auditEvents(first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { id entityId occurredAt } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  // rows 1..10,000; every fifth instant holds five rows written in the same microsecond
  await sql(
    server,
    `insert into audit_events (occurred_at, entity_type, entity_id, action)
     select timestamptz '2025-01-01T00:00:00Z' + ((g / 5) * 5 + case when (g / 5) % 2 = 0 then 0 else g % 5 end) * interval '1 second',
       'user', ? || '-' || g, 'update'
     from generate_series(1, ?) g`,
    [ENTITY, ROWS],
  );
}, 120_000);

afterAll(() => server?.close());

/** Rows written among the walked ones (random times inside their span) while a walk runs. */
function insertMeanwhile(): { stop: () => Promise<number> } {
  let running = true;
  let inserted = 0;
  const loop = (async () => {
    while (running) {
      const second = Math.floor(Math.random() * ROWS);
      await sql(
        server,
        `insert into audit_events (occurred_at, entity_type, entity_id, action) values (?, 'user', 'walk-inserted', 'update')`,
        [new Date(START + second * 1000 + 0.5)],
      );
      inserted++;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return inserted;
    },
  };
}

/** The original rows' ids in list order (newest first), as the database has them. */
async function originalIdsNewestFirst(): Promise<string[]> {
  const rows = await sql<{ id: string }>(
    server,
    `select id::text as id from audit_events where entity_id like ? order by occurred_at desc, id desc`,
    [`${ENTITY}-%`],
  );
  return rows.map((row) => row.id);
}

function expectEachOnceInOrder(walked: string[], expected: string[]): void {
  const seen = new Set<string>();
  const repeated = walked.filter((id) => seen.size === seen.add(id).size);
  expect({ repeated }).toEqual({ repeated: [] });
  const originals = new Set(expected);
  expect(walked.filter((id) => originals.has(id))).toEqual(expected);
}

describe('walking 10,000 rows by keyset while rows are inserted among them', () => {
  it('forward over GraphQL (first/after): every row once, in order', async () => {
    const inserter = insertMeanwhile();
    const walked: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: GqlPage['auditEvents'] = (await admin.gql<GqlPage>(PAGE_QUERY, { first: 100, after })).data!.auditEvents;
      walked.push(...page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(await inserter.stop()).toBeGreaterThan(0);
    expectEachOnceInOrder(walked, await originalIdsNewestFirst());
  }, 300_000);

  it('back over GraphQL (last/before) from the oldest: every row once, in order', async () => {
    const inserter = insertMeanwhile();
    const pages: string[][] = [];
    let before: string | null = null;
    for (;;) {
      const page: GqlPage['auditEvents'] = (await admin.gql<GqlPage>(PAGE_QUERY, { last: 100, before })).data!.auditEvents;
      pages.unshift(page.edges.map((edge) => edge.node.id));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(await inserter.stop()).toBeGreaterThan(0);
    expectEachOnceInOrder(pages.flat(), await originalIdsNewestFirst());
  }, 300_000);

  it('forward over REST by the Link header: every row once, in order', async () => {
    const inserter = insertMeanwhile();
    const walked: string[] = [];
    let next: string | null = '/api/audit-events?entityType=user&limit=100';
    while (next) {
      const answer = await admin.rest('GET', next);
      expect(answer.status).toBe(200);
      walked.push(...(answer.body as { events: Array<{ id: string }> }).events.map((event) => event.id));
      next = nextLink(answer.headers);
      expect(answer.headers.get('x-next-cursor') ?? null).toBe(
        next ? new URL(next, server.url).searchParams.get('cursor') : null,
      );
    }
    expect(await inserter.stop()).toBeGreaterThan(0);
    expectEachOnceInOrder(walked, await originalIdsNewestFirst());
  }, 300_000);
});
