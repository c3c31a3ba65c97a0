import type { RunningServer } from '../src/app/server';
import { activeAuction, newDonationId } from './auction-fixtures';
import { TestClient } from './client';
import { sql, startWithAdmin } from './harness';
import { connectionQuery, nextLink, pageReader, walkBackward, walkForward, walkLinks } from './paging-walks';
import { statementsOf } from './sql-cost';

/**
 * Issue 14 §2 for auctions, bids and dealers: each list is a connection over GraphQL and a
 * Link-paged array over REST, read by keyset. Walked forward, back and by the Link header with
 * a filter kept, a list gives every row once in its order (ties on the first key broken by the id);
 * refusals name the field; the statements per page do not grow with the page size.
 */
let server: RunningServer;
let admin: TestClient;
let dealer: TestClient;
let auctionId: number;

const BIDS = connectionQuery('auctionBids', { filters: { auctionId: 'ID!' } });
const FILTERS = { status: 'String', search: 'String' };
const AUCTIONS = connectionQuery('auctions', { filters: FILTERS });
const DEALERS = connectionQuery('dealers', { filters: FILTERS });

type Row = { id: string };

const idsOf = async (query: string, params: unknown[] = []) =>
  (await sql<{ id: number }>(server, query, params)).map((row) => String(row.id));

/** The ids of every row, `size` a page, forward then backward: both in the list's order. */
async function walkBothWays(client: TestClient, query: string, field: string, filters: Record<string, unknown>, size: number) {
  const read = pageReader<Row>(client, query, field, filters);
  const ids = (rows: Row[]) => rows.map((row) => row.id);
  return { forward: ids((await walkForward(read, size)).rows), backward: ids((await walkBackward(read, size)).rows) };
}

/** The rows of a REST list read by its Link header; every page's body is an array. */
async function walkRest(client: TestClient, path: string): Promise<Array<{ id: number } & Record<string, unknown>>> {
  const { rows } = await walkLinks(client, path, (body) => {
    expect(Array.isArray(body)).toBe(true);
    return body as Array<{ id: number }>;
  });
  return rows;
}

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  dealer = new TestClient(server.url);
  await dealer.login('dealer');
  // 45 bids, amounts repeating (rows may say so): the id breaks the ties
  auctionId = await activeAuction(server, admin);
  await sql(
    server,
    `insert into dealer_bids (auction_id, dealer_id, bid_amount)
     select ?, (select min(id) from auto_dealers), 600 + (n % 30) * 10 from generate_series(1, 45) n`,
    [auctionId],
  );
  await sql(server, 'update vehicle_auctions set bid_count = 45 where id = ?', [auctionId]);
  // another auction's bids stay out of the list
  const other = await activeAuction(server, admin);
  await sql(server, `insert into dealer_bids (auction_id, dealer_id, bid_amount) select ?, min(id), 9999 from auto_dealers`, [
    other,
  ]);
  // 13 scheduled auctions, the first 6 ending at the same instant
  for (let i = 0; i < 13; i++) {
    const endDate = new Date(Date.UTC(2031, 0, 1 + Math.max(0, i - 5))).toISOString();
    const created = await admin.rest('POST', '/api/auctions', {
      donationId: await newDonationId(server),
      vehicleLocation: `Paging lot ${i}`,
      startDate: '2030-06-01T00:00:00Z',
      endDate,
    });
    expect(created.status).toBe(201);
  }
  // 23 applications in one instant, and 2 verified ones
  await sql(
    server,
    `insert into auto_dealers (business_name, contact_name, email, phone, address, city, state, zip_code, dealer_license,
       specialties, verification_status, is_verified, created_at)
     select 'Paging Motors ' || n, 'Pat ' || n, 'paging-' || n || '@example.test', '555-0100', '1 Road', 'Albany', 'NY',
       '12201', 'PG-' || n, '{Domestic}', case when n > 23 then 'verified' else 'pending' end, n > 23,
       timestamptz '2026-03-01 10:00:00.000001+00'
     from generate_series(1, 25) n`,
  );
}, 60_000);
afterAll(() => server.close());

describe('the bids of an auction', () => {
  const expected = () => idsOf('select id from dealer_bids where auction_id = ? order by bid_amount desc, id desc', [auctionId]);

  it('walks forward and back over GraphQL, highest first; the total is the bid count', async () => {
    const all = await expected();
    expect(all).toHaveLength(45);
    expect(await walkBothWays(dealer, BIDS, 'auctionBids', { auctionId }, 7)).toEqual({ forward: all, backward: all });
    const first = await pageReader<Row>(dealer, BIDS, 'auctionBids', { auctionId })({ first: 3 });
    expect(first.totalCount).toBe(45);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  });

  it('walks over REST by the Link header; the body stays an array of bids', async () => {
    const rows = await walkRest(dealer, `/api/auctions/${auctionId}/bids?limit=8`);
    expect(rows.map((row) => String(row.id))).toEqual(await expected());
    expect(rows[0]).toMatchObject({ auctionId, bidAmount: '890.00' });
    // the way on is in the headers: the next cursor twice, and a way back from a later page
    const first = await dealer.rest('GET', `/api/auctions/${auctionId}/bids?limit=5`);
    const cursor = first.headers.get('x-next-cursor')!;
    expect(nextLink(first.headers)).toBe(`/api/auctions/${auctionId}/bids?limit=5&cursor=${cursor}`);
    const back = await dealer.rest('GET', `/api/auctions/${auctionId}/bids?limit=2&before=${cursor}`);
    expect((back.body as Array<{ id: number }>).map((row) => String(row.id))).toEqual((await expected()).slice(2, 4));
    expect(back.headers.get('link')).toMatch(/rel="next".*rel="prev"/);
  });

  it('answers 404 for an auction that is not there', async () => {
    expect((await dealer.rest('GET', '/api/auctions/999999/bids')).status).toBe(404);
    const answer = await dealer.gql(BIDS, { auctionId: 999999 });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('the auctions', () => {
  it('walks forward and back over GraphQL, soonest end first, with the status kept', async () => {
    const pending = await idsOf(`select id from vehicle_auctions where status = 'pending' order by end_date, id`);
    expect(pending.length).toBeGreaterThanOrEqual(13);
    const filters = { status: 'pending' };
    expect(await walkBothWays(admin, AUCTIONS, 'auctions', filters, 4)).toEqual({ forward: pending, backward: pending });
    const all = await idsOf('select id from vehicle_auctions order by end_date, id');
    expect(await walkBothWays(dealer, AUCTIONS, 'auctions', {}, 5)).toEqual({ forward: all, backward: all });
    const first = await pageReader<Row>(admin, AUCTIONS, 'auctions', filters)({ first: 1 });
    expect(first.totalCount).toBe(pending.length);
  });

  it('walks over REST by the Link header with the search kept; the body stays an array', async () => {
    const rows = await walkRest(admin, '/api/auctions?search=paging%20lot&status=pending&limit=4');
    const expected = await idsOf(
      `select id from vehicle_auctions where vehicle_location like 'Paging lot%' order by end_date, id`,
    );
    expect(expected).toHaveLength(13);
    expect(rows.map((row) => String(row.id))).toEqual(expected);
  });
});

describe('the dealers', () => {
  it('walks forward and back over GraphQL, newest first, with the search and status kept', async () => {
    const pending = await idsOf(
      `select id from auto_dealers where business_name like 'Paging%' and verification_status = 'pending' order by created_at desc, id desc`,
    );
    expect(pending).toHaveLength(23);
    const filters = { search: 'paging motors', status: 'pending' };
    expect(await walkBothWays(admin, DEALERS, 'dealers', filters, 5)).toEqual({ forward: pending, backward: pending });
    const first = await pageReader<Row>(admin, DEALERS, 'dealers', filters)({ first: 1 });
    expect(first.totalCount).toBe(23);
  });

  it('walks over REST by the Link header; the body stays an array of whole dealers', async () => {
    const rows = await walkRest(admin, '/api/dealers?search=Paging&limit=6');
    const expected = await idsOf(
      `select id from auto_dealers where business_name like 'Paging%' order by created_at desc, id desc`,
    );
    expect(rows.map((row) => String(row.id))).toEqual(expected);
    expect(rows[0]).toMatchObject({
      businessName: 'Paging Motors 25',
      city: 'Albany',
      zipCode: '12201',
      specialties: ['Domestic'],
      isVerified: true,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const dated = connectionQuery('dealers', { nodeFields: 'id createdAt verificationDate', filters: FILTERS });
    const [node] = (await pageReader<Row>(admin, dated, 'dealers', { search: 'Paging Motors 25' })({ first: 1 })).edges;
    expect(node?.node).toEqual({ id: rows[0]!.id.toString(), createdAt: '2026-03-01T10:00:00.000Z', verificationDate: null });
    const verified = await walkRest(admin, '/api/dealers?status=verified&search=Paging');
    expect(verified.map((row) => String(row.id))).toEqual(expected.slice(0, 2));
  });
});

describe('every list', () => {
  const LISTS = [
    { name: 'bids', rest: () => `/api/auctions/${auctionId}/bids`, query: BIDS, variables: () => ({ auctionId }) },
    { name: 'auctions', rest: () => '/api/auctions', query: AUCTIONS, variables: () => ({}) },
    { name: 'dealers', rest: () => '/api/dealers', query: DEALERS, variables: () => ({}) },
  ];

  it('refuses a bad cursor or size with 400 naming cursor, before or limit (REST), after, before or first (GraphQL)', async () => {
    for (const list of LISTS) {
      for (const [query, field] of [
        ['cursor=garbage', 'cursor'],
        ['cursor=WyJ4Il0', 'cursor'], // base64url of ["x"]: not this list's key
        ['before=garbage', 'before'],
        ['limit=101', 'limit'],
        ['limit=0', 'limit'],
        ['cursor=abc&before=abc', 'before'],
      ]) {
        const answer = await admin.rest('GET', `${list.rest()}?${query}`);
        expect([list.name, query, answer.status]).toEqual([list.name, query, 400]);
        expect((answer.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual([field]);
      }
      for (const [variables, field] of [
        [{ after: 'garbage' }, 'after'],
        [{ before: 'WyJ4Il0' }, 'before'],
        [{ first: 101 }, 'first'],
        [{ last: 0 }, 'last'],
      ] as const) {
        const answer = await admin.gql(list.query, { ...list.variables(), ...variables });
        expect([list.name, answer.errors?.[0]?.extensions]).toMatchObject([
          list.name,
          { code: 'BAD_USER_INPUT', fields: [{ field }] },
        ]);
      }
    }
    expect((await admin.rest('GET', '/api/auctions?status=sold')).status).toBe(400);
    expect((await admin.rest('GET', '/api/dealers?status=sleeping')).status).toBe(400);
  });

  it('admits only whom it admitted: anonymous 401, a wrong role 403', async () => {
    const anonymous = new TestClient(server.url);
    const staff = new TestClient(server.url);
    await staff.login('staff');
    for (const list of LISTS) {
      expect([list.name, (await anonymous.rest('GET', list.rest())).status]).toEqual([list.name, 401]);
      expect([list.name, (await staff.rest('GET', list.rest())).status]).toEqual([list.name, 403]);
      const refused = await staff.gql(list.query, list.variables());
      expect([list.name, refused.errors?.[0]?.extensions?.code]).toEqual([list.name, 'FORBIDDEN']);
    }
    expect((await dealer.rest('GET', '/api/dealers')).status).toBe(403);
  });

  it('reads a page in as many statements whatever its size', async () => {
    for (const list of LISTS) {
      const read = pageReader<Row>(admin, list.query, list.name === 'bids' ? 'auctionBids' : list.name, list.variables());
      const small = (await statementsOf(server, () => read({ first: 2 }))).length;
      const large = (await statementsOf(server, () => read({ first: 40 }))).length;
      expect([list.name, large]).toEqual([list.name, small]);
      // the page and its total (a count, or the auction's bid count); bids also read their dealers' bidder numbers (issue 18)
      expect([list.name, small]).toEqual([list.name, list.name === 'bids' ? 3 : 2]);
    }
  });
});
