import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { sql, startWithAdmin } from './harness';
import { connectionQuery, pageReader, walkBackward, walkForward, walkLinks } from './paging-walks';
import { expectReadInOrder, planOf, statementsOf } from './sql-cost';

/**
 * Issue 14 §2 for the staff donations, the admin's users and charities: keyset pages over GraphQL
 * (forward and back) and REST (by the Link header), filters kept, no row missed or repeated —
 * rows of one instant or of one name included; refusals naming the field; the same permissions;
 * a constant number of statements a page, and pages read by index, no sort.
 */
let server: RunningServer;
let admin: TestClient;
let staff: TestClient;

/** One list as both doors serve it, with the filter the walks keep. */
interface ListCase {
  field: string;
  filters: Record<string, string>;
  values: Record<string, unknown>;
  rest: string;
  rowsOf: (body: unknown) => Array<{ id: number }>;
  expected: () => Promise<number[]>;
  client: () => TestClient;
  /** A signed-in role the list refuses. */
  refused: string;
}

const idsOf = async (query: string) => (await sql<{ id: number }>(server, query)).map((row) => row.id);
const ids = (rows: ReadonlyArray<{ id: number | string }>) => rows.map((row) => Number(row.id));

const LISTS: ListCase[] = [
  {
    field: 'staffDonations',
    filters: { search: 'String', status: 'String' },
    values: { search: 'paging.test', status: 'picked_up' },
    rest: '/api/donations?search=paging.test&status=picked_up',
    rowsOf: (body) => (body as { items: Array<{ id: number }> }).items,
    expected: () =>
      idsOf(
        `select id from donations where email like '%@paging.test' and status = 'picked_up' order by created_at desc, id desc`,
      ),
    client: () => staff,
    refused: 'donor',
  },
  {
    field: 'users',
    filters: { search: 'String' },
    values: { search: 'walker' },
    rest: '/api/users?search=walker',
    rowsOf: (body) => (body as { users: Array<{ id: number }> }).users,
    expected: () => idsOf(`select id from users where username like 'walker-%' order by created_at desc, id desc`),
    client: () => admin,
    refused: 'staff',
  },
  {
    field: 'charities',
    filters: { search: 'String' },
    values: { search: 'walk charity' },
    rest: '/api/charities?search=walk%20charity',
    rowsOf: (body) => body as Array<{ id: number }>,
    expected: () => idsOf(`select id from charities where name ilike 'walk charity%' order by name, id`),
    client: () => admin,
    refused: 'staff',
  },
];

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  staff = new TestClient(server.url);
  await staff.login('staff');
  // 45 rows a list, five at a time in one instant (the id breaks the tie), instants a microsecond apart
  const instant = `timestamptz '2026-03-01 12:00:00.123456+00' + (n / 5) * interval '1 microsecond'`;
  await sql(
    server,
    `insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code, status, created_at)
     select 2015, 'Honda', 'Civic', 'Walk', 'Er', 'walk-' || n || '@paging.test', '6135550000', '1 Main St', 'Ottawa', 'ON', 'K1A 0B1',
       case when n % 3 = 0 then 'pending' else 'picked_up' end, ${instant}
     from generate_series(1, 45) n`,
  );
  await sql(
    server,
    `insert into users (username, password, role, created_at, updated_at)
     select 'walker-' || n, 'not a hash', 'user', ${instant}, now() from generate_series(1, 45) n`,
  );
  // three charities a name, in two cases: the name and then the id order them
  await sql(
    server,
    `insert into charities (name, registration_number, city)
     select case when n % 2 = 0 then 'Walk Charity ' else 'walk charity ' end || (n % 15), '7' || lpad(n::text, 8, '0') || 'RR0001', 'Ottawa'
     from generate_series(1, 45) n`,
  );
  // enough other rows that PostgreSQL plans as for a real list
  await sql(
    server,
    `insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code, status, created_at)
     select 2010, 'Ford', 'Focus', 'Other', 'Donor', 'other-' || n || '@filler.test', '6135550001', '2 Main St', 'Ottawa', 'ON', 'K1A 0B1',
       case when n % 100 = 0 then 'reviewed' else 'completed' end, now() - n * interval '1 minute'
     from generate_series(1, 4000) n`,
  );
  await sql(server, `insert into users (username, password) select 'other-' || n, 'not a hash' from generate_series(1, 4000) n`);
  await sql(
    server,
    `insert into charities (name, registration_number) select 'Other ' || n, '6' || lpad(n::text, 8, '0') || 'RR0001' from generate_series(1, 4000) n`,
  );
  await sql(server, 'analyze donations, users, charities');
});
afterAll(() => server.close());

describe.each(LISTS.map((list) => [list.field, list] as const))('%s pages by keyset', (_field, list) => {
  const query = connectionQuery(list.field, { filters: list.filters });

  it('walks forward with first/after and back with last/before, the filter kept, no row missed or repeated', async () => {
    const expected = await list.expected();
    expect(expected.length).toBeGreaterThan(20);
    const read = pageReader<{ id: string }>(list.client(), query, list.field, list.values);
    expect(ids((await walkForward(read, 4)).rows)).toEqual(expected);
    expect(ids((await walkBackward(read, 7)).rows)).toEqual(expected);
    expect((await read({ first: 1 })).totalCount).toBe(expected.length);
  });

  it('walks over REST by the Link header, with the filter in every link and the count beside', async () => {
    const { rows, paths } = await walkLinks(list.client(), `${list.rest}&limit=4`, list.rowsOf);
    const expected = await list.expected();
    expect(ids(rows)).toEqual(expected);
    const second = await list.client().rest('GET', paths[1]!);
    expect(second.headers.get('x-total-count')).toBe(String(expected.length));
    const links = paths.slice(1);
    expect(links.length).toBeGreaterThan(3);
    const filters = [...new URLSearchParams(list.rest.split('?')[1]).entries()];
    for (const link of links)
      expect([...new URLSearchParams(link.split('?')[1]).entries()]).toEqual(expect.arrayContaining(filters));
  });

  it('refuses a bad cursor or size, naming the field', async () => {
    // well formed, but not a key of these lists (text where a time or an id goes)
    const foreign = Buffer.from('["x","y"]').toString('base64url');
    for (const [params, field] of [
      ['cursor=garbage', 'cursor'],
      [`cursor=${foreign}`, 'cursor'],
      ['before=garbage!', 'before'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
    ]) {
      const answer = await list.client().rest('GET', `${list.rest}&${params}`);
      expect([params, answer.status]).toEqual([params, 400]);
      expect((answer.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual([field]);
    }
    for (const [variables, field] of [
      [{ after: 'garbage' }, 'after'],
      [{ last: 2, before: Buffer.from('[1,2]').toString('base64url') }, 'before'],
      [{ first: 0 }, 'first'],
      [{ first: 101 }, 'first'],
    ] as const) {
      const answer = await list.client().gql(query, { ...list.values, ...variables });
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field }] });
    }
  });

  it('keeps its permission: anonymous 401, a wrong role 403', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.rest('GET', list.rest)).status).toBe(401);
    expect((await anonymous.gql(query, list.values)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const wrong = new TestClient(server.url);
    await wrong.login(list.refused);
    expect((await wrong.rest('GET', list.rest)).status).toBe(403);
    expect((await wrong.gql(query, list.values)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('reads a page in the same two statements whatever its size (the page and its total)', async () => {
    const read = (first: number) =>
      statementsOf(server, async () =>
        expect((await list.client().gql(query, { ...list.values, first })).errors).toBeUndefined(),
      );
    const small = await read(2);
    const large = await read(60);
    expect(large.map((statement) => statement.sql)).toEqual(small.map((statement) => statement.sql));
    expect(small).toHaveLength(2);
  });
});

describe('the pages read an index in the list order, no sort', () => {
  /** The page statement of the second page of `field` with `values`. */
  async function secondPage(client: TestClient, field: string, filters: Record<string, string>, values: Record<string, unknown>) {
    const read = pageReader(client, connectionQuery(field, { filters }), field, values);
    const { pageInfo } = await read({ first: 20 });
    const statements = await statementsOf(server, () => read({ first: 20, after: pageInfo.endCursor }));
    return statements.find((statement) => statement.sql.includes('page_key'))!;
  }

  it.each([
    ['staffDonations', {}, {}, 'donations_created_at_id_index'],
    ['staffDonations', { status: 'String' }, { status: 'reviewed' }, 'donations_status_created_at_id_index'],
    ['users', {}, {}, 'users_created_at_id_index'],
    ['charities', {}, {}, 'charities_name_id_index'],
  ])('%s %j', async (field, filters, values, index) => {
    const client = field === 'staffDonations' ? staff : admin;
    expectReadInOrder(await planOf(server, await secondPage(client, field, filters, values)), index);
  });
});
