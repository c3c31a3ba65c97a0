import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { REGISTRY_SAMPLES_DIR } from '../src/db/seeders/demo-registry';
import { importRegistryFile } from '../src/modules/registry/import/registry-import';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { activeAuction } from './auction-fixtures';
import { createCategory, createPost } from './content-fixtures';
import { eventually } from './eventually';
import { startReplicasWithAdmin } from './harness';
import { createTheme } from './themes-fixtures';

// The whole GraphQL answers of public reads kept in memory (graphql/public-answers.ts), on two
// api processes sharing one database, as replicas behind a load balancer: an answer is served
// again without running anything, and a change made through one process is seen on the other.

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  ({ a, b, admin } = await startReplicasWithAdmin());
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

/** An anonymous POST /graphql on a server: status, content type and body text. */
async function ask(server: RunningServer, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const dataOf = async (server: RunningServer, query: string) => JSON.parse((await ask(server, query)).text).data;

/**
 * The statements a server runs while `read` runs, but the session check (kept 5 s, then read
 * again), by their first words: a failure names them.
 */
async function statementsDuring(server: RunningServer, read: () => Promise<unknown>): Promise<string[]> {
  const execute = jest.spyOn(server.db.orm.em.getConnection(), 'execute');
  try {
    await read();
    const statements = execute.mock.calls.map(([sql]) => String(sql)).filter((sql) => !sql.includes('http_sessions'));
    return statements.map((sql) => sql.trim().slice(0, 80));
  } finally {
    execute.mockRestore();
  }
}

describe('kept answers', () => {
  const SETTINGS = '{ publicSettings { category key value } }';

  it('answers the same bytes and headers a second time, running no statement', async () => {
    for (const accept of [undefined, 'application/graphql-response+json,application/json;q=0.9']) {
      const headers: Record<string, string> = accept ? { accept } : {};
      const first = await ask(b, SETTINGS, headers);
      let second: typeof first | undefined;
      expect(await statementsDuring(b, async () => (second = await ask(b, SETTINGS, headers)))).toEqual([]);
      expect(second).toEqual(first);
      expect(first.status).toBe(200);
      expect(first.type).toBe(accept ? 'application/graphql-response+json; charset=utf-8' : 'application/json; charset=utf-8');
    }
  });

  it('keeps answers apart per role', async () => {
    // a draft counts in its category for admins only
    const category = await createCategory(admin, 'Kept Per Role');
    await createPost(admin, { status: 'draft', categoryId: category.id });
    const query = '{ categories { name postCount } }';
    const countIn = (data: { categories: Array<{ name: string; postCount: number }> }) =>
      data.categories.find((c) => c.name === 'Kept Per Role')?.postCount;
    const adminOnB = new TestClient(b.url);
    adminOnB.cookie = admin.cookie;
    const adminCount = async () => countIn((await adminOnB.gql<Parameters<typeof countIn>[0]>(query)).data!);
    await eventually(adminCount, 1);
    // kept for admins, once the writes' events have reached b (they forget what b kept before)
    await eventually(() => statementsDuring(b, adminCount), []);
    expect(countIn(await dataOf(b, query))).toBe(0); // anonymous: its own answer
    expect(await adminCount()).toBe(1);
  });

  it('keeps nothing for an error', async () => {
    const refused = await ask(b, '{ settings { key } }'); // admins only
    expect(JSON.parse(refused.text).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(JSON.parse((await ask(b, '{ settings { key } }')).text).errors).toHaveLength(1);
  });

  it("keeps a post's answer and still counts the view of every read", async () => {
    const post = await createPost(admin, { status: 'published' });
    const query = `{ appInfo { demoMode } blogPost(slug: "${post.slug}") { post { title } } }`;
    const first = await ask(b, query);
    let reads = 1;
    const resolverReads = jest.spyOn(b.services.postReads, 'bySlug');
    try {
      // kept once the post's creation event has reached b (it forgets what b kept before)
      await eventually(async () => {
        resolverReads.mockClear();
        expect(await ask(b, query)).toEqual(first);
        reads++;
        return resolverReads.mock.calls.length;
      }, 0);
    } finally {
      resolverReads.mockRestore();
    }
    const rest = await new TestClient(b.url).rest('GET', `/api/posts/slug/${post.slug}`);
    expect((rest.body as { post: { viewCount: number } }).post.viewCount).toBe(reads + 1); // every read, kept or not, and this one
  });
});

describe('a change through one process is answered by the other', () => {
  it('public settings', async () => {
    const query = '{ publicSettings { key value } }';
    const phone = async () =>
      ((await dataOf(b, query)).publicSettings as Array<{ key: string; value: unknown }>).find(
        (setting) => setting.key === 'company_phone',
      )?.value;
    const restPhone = async () =>
      ((await new TestClient(b.url).rest('GET', '/api/settings/public/all')).body as Array<{ key: string; value: unknown }>).find(
        (setting) => setting.key === 'company_phone',
      )?.value;
    await Promise.all([phone(), restPhone()]); // b keeps both answers now
    const saved = await admin.gql(
      'mutation { saveSetting(input: { category: "business", key: "company_phone", value: "1-800-555-0123" }) { key } }',
    );
    expect(saved.errors).toBeUndefined();
    await eventually(phone, '1-800-555-0123');
    await eventually(restPhone, '1-800-555-0123');
  });

  it('the active theme', async () => {
    const active = async () => (await dataOf(b, '{ activeTheme { id name } }')).activeTheme.name as string;
    await active();
    const id = await createTheme(admin, 'Kept Answers Teal');
    expect((await admin.rest('POST', `/api/color-themes/${id}/activate`)).status).toBe(200);
    await eventually(active, 'Kept Answers Teal');
  });

  it('the blog list and its categories', async () => {
    const titles = async () =>
      (
        (await dataOf(b, '{ blogPosts(first: 50) { edges { node { title } } } }')).blogPosts.edges as Array<{
          node: { title: string };
        }>
      ).map((edge) => edge.node.title);
    const categories = async () =>
      ((await dataOf(b, '{ categories { name } }')).categories as Array<{ name: string }>).map((c) => c.name);
    const restTitles = async () =>
      ((await new TestClient(b.url).rest('GET', '/api/posts?limit=50')).body as { posts: Array<{ title: string }> }).posts.map(
        (post) => post.title,
      );
    const restCategories = async () =>
      ((await new TestClient(b.url).rest('GET', '/api/categories')).body as Array<{ name: string }>).map((c) => c.name);
    await Promise.all([titles(), categories(), restTitles(), restCategories()]);

    await createPost(admin, { status: 'published', title: 'Kept answers: a new post' });
    await eventually(async () => (await titles()).includes('Kept answers: a new post'), true);
    await eventually(async () => (await restTitles()).includes('Kept answers: a new post'), true);
    await createCategory(admin, 'Kept Answers Category');
    await eventually(async () => (await categories()).includes('Kept Answers Category'), true);
    await eventually(async () => (await restCategories()).includes('Kept Answers Category'), true);
  });
});

describe('charity verification, kept by every process', () => {
  const NUMBER = '888000007RR0001'; // Riverside Animal Rescue, Registered in the demo registry
  const graphql = async (server: RunningServer) =>
    (await dataOf(server, `{ verifyCharity(registrationNumber: "${NUMBER}") { isValid status } }`)).verifyCharity;
  const rest = async (server: RunningServer) =>
    (await new TestClient(server.url).rest('POST', '/api/charities/verify', { registrationNumber: NUMBER })).body;

  it('reads the registry once, and again on every process after an import changes it', async () => {
    expect(await graphql(b)).toEqual({ isValid: true, status: 'Registered' });
    expect(await rest(b)).toMatchObject({ isValid: true });
    // kept once no event still on its way from the tests before forgets them while they are worked out
    await eventually(() => statementsDuring(b, async () => [await graphql(b), await rest(b)]), []);

    // the command-line import, from outside both processes, revokes it
    const scratch = await mkdtemp(path.join(os.tmpdir(), 'vdp-kept-'));
    const file = path.join(scratch, 'cra-list.csv');
    const sample = await readFile(path.join(REGISTRY_SAMPLES_DIR, 'cra-list.csv'), 'utf8');
    await writeFile(
      file,
      sample.replace(`${NUMBER},Riverside Animal Rescue,Registered`, `${NUMBER},Riverside Animal Rescue,Revoked`),
    );
    const client = new Client({ connectionString: a.db.url });
    await client.connect();
    try {
      await importRegistryFile(client, 'cra-list', file);
    } finally {
      await client.end();
    }
    for (const server of [a, b]) {
      await eventually(async () => (await graphql(server)).status, 'Revoked');
      await eventually(async () => ((await rest(server)) as { isValid: boolean }).isValid, false);
    }
  });
});

describe('REST answers kept per route, role and address', () => {
  it('an auction list read on one process shows a bid placed through the other at once', async () => {
    const dealerA = new TestClient(a.url);
    await dealerA.login('dealer');
    const dealerB = new TestClient(b.url);
    dealerB.cookie = dealerA.cookie;
    const id = await activeAuction(a, admin);
    const high = async () =>
      ((await dealerB.rest('GET', '/api/auctions?limit=100')).body as Array<{ id: number; currentHighBid: string }>).find(
        (auction) => auction.id === id,
      )?.currentHighBid;
    expect(await high()).toBe('0.00'); // b keeps the page now
    expect((await dealerA.rest('POST', '/api/bids', { auctionId: id, bidAmount: '600.00' })).status).toBe(201);
    await eventually(high, '600.00', 1_000); // well within the page's 2 s: the bid's event forgot it

    const query = '{ auctions(first: 100) { edges { node { id currentHighBid } } } }';
    const graphqlHigh = async () =>
      (
        await dealerB.gql<{ auctions: { edges: Array<{ node: { id: string; currentHighBid: string } }> } }>(query)
      ).data?.auctions.edges.find((edge) => Number(edge.node.id) === id)?.node.currentHighBid;
    expect(await graphqlHigh()).toBe('600.00'); // kept for dealers now
    expect((await dealerA.rest('POST', '/api/bids', { auctionId: id, bidAmount: '700.00' })).status).toBe(201);
    await eventually(graphqlHigh, '700.00', 1_000);
  });

  it('never answers a role what was kept for another', async () => {
    await createPost(admin, { status: 'draft', title: 'Kept answers: a draft' });
    const url = '/api/posts?status=draft&limit=100';
    const titles = async (client: TestClient) =>
      ((await client.rest('GET', url)).body as { posts: Array<{ title: string }> }).posts.map((post) => post.title);
    const anonymous = new TestClient(b.url);
    const adminOnB = new TestClient(b.url);
    adminOnB.cookie = admin.cookie;
    expect(await titles(adminOnB)).toContain('Kept answers: a draft'); // every status, kept for admins
    expect(await titles(anonymous)).not.toContain('Kept answers: a draft'); // the public list, kept apart
    expect(await titles(adminOnB)).toContain('Kept answers: a draft');
  });

  it('answers 304 from a kept answer when the client holds its tag', async () => {
    const first = await fetch(`${b.url}/api/color-themes/active`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${b.url}/api/color-themes/active`);
    expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([200, etag, await first.text()]);
    const held = await fetch(`${b.url}/api/color-themes/active`, { headers: { 'if-none-match': etag! } });
    expect([held.status, await held.text()]).toEqual([304, '']);
  });
});
