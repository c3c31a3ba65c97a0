import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import type { RunningServer } from '../src/app/server';
import type { OpenApiDocument } from '../src/rest/openapi';
import type { TestClient } from './client';
import { startWithAdmin } from './harness';
import { GRAPHQL_LISTS, REST_LISTS, REST_NOT_LISTS, type Bounded } from './list-catalogue';
import { GROW, listFixture, type Growth, type ListFixture, type Reader } from './list-growth';
import { listQuery, schemaLists, type SchemaList } from './list-selection';
import { statementsOf } from './sql-cost';

/**
 * Issue 15 goal 6: a read of any list runs the same SQL statements with 2 rows as with 40 or more
 * (one page), over GraphQL with every field of the node and its nested objects, and over REST.
 * The lists come from the schema and the OpenAPI document, so a new one fails here until
 * list-catalogue.ts says who reads it and what makes it longer.
 */
const FEW = 2;
const MORE = 40;
/** The page size of the long read: every row grown, within a REST or GraphQL page (100 at most). */
const LONG_PAGE = 60;

/** One read of a list through one door: the rows it answered. */
type Read = (size: number) => Promise<number>;

interface Door {
  reader: Reader;
  grow: Growth | Bounded;
  read: Read;
}

interface Measured {
  statements: string[];
  rows: number;
}

let server: RunningServer;
let fixture: ListFixture;
let lists: SchemaList[];
let document: OpenApiDocument;
const doors = new Map<string, Door>();
const few = new Map<string, Measured>();
const many = new Map<string, Measured>();

/**
 * A statement as compared: the placeholders of an `in (…)` list counted as one, since a batched
 * look-up of 40 ids is still one statement.
 */
const shape = (sql: string) => sql.replace(/\?(\s*,\s*\?)+/g, '?…').replace(/\$\d+(\s*,\s*\$\d+)+/g, '$…');

/** The rows of a REST answer: the array, the array an object holds, or the lines of a CSV after its header. */
function restRows(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (typeof body === 'string') return body.trim().split('\n').length - 1;
  const array = Object.values(body as Record<string, unknown>).find(Array.isArray);
  if (!array) throw new Error(`no list in ${JSON.stringify(body).slice(0, 200)}`);
  return array.length;
}

function graphqlDoor(list: SchemaList): Door {
  const entry = GRAPHQL_LISTS[list.field]!;
  const args = entry.args?.(fixture) ?? {};
  const query = listQuery(list, args);
  const variables = Object.fromEntries(Object.entries(args).map(([name, [, value]]) => [name, value]));
  return {
    reader: entry.reader,
    grow: entry.grow,
    read: async (size) => {
      const answer = await fixture.readers[entry.reader].gql<Record<string, unknown>>(query, { ...variables, first: size });
      if (answer.errors) throw new Error(`${list.field}: ${JSON.stringify(answer.errors)}`);
      const data = answer.data![list.field] as unknown[] | { edges: unknown[] };
      return Array.isArray(data) ? data.length : data.edges.length;
    },
  };
}

function restDoor(route: string): Door {
  const entry = REST_LISTS[route]!;
  const path = entry.path(fixture);
  return {
    reader: entry.reader,
    grow: entry.grow,
    read: async (size) => {
      const paged = entry.paged ? `${path.includes('?') ? '&' : '?'}limit=${size}` : '';
      const answer = await fixture.readers[entry.reader].rest('GET', path + paged);
      if (answer.status !== 200) throw new Error(`${route}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return restRows(answer.body);
    },
  };
}

async function measure(door: Door, size: number): Promise<Measured> {
  // the rows were written behind the api's back: say so as a write through it would, so that
  // kept reads and answers go and each measured read is a real one, its caches as cold each time
  server.services.postReads.forget();
  let rows = 0;
  const statements = await statementsOf(server, async () => (rows = await door.read(size)));
  return { statements: statements.map((statement) => shape(statement.sql)).sort(), rows };
}

/** Grows every list that can grow by `n` rows, each kind of row once. */
async function growAll(n: number): Promise<void> {
  const growths = new Set(
    [...doors.values()].map((door) => door.grow).filter((grow): grow is Growth => typeof grow === 'string'),
  );
  for (const growth of growths) await GROW[growth](fixture, n);
}

beforeAll(async () => {
  let admin: TestClient;
  // the widest selections cost more than a client may ask: the limit is not what this test is about
  ({ server, admin } = await startWithAdmin({ graphqlMaxCost: 1_000_000 }));
  fixture = await listFixture(server, admin);
  const introspection = await admin.gql<IntrospectionQuery>(getIntrospectionQuery());
  lists = schemaLists(buildClientSchema(introspection.data!));
  document = (await admin.rest('GET', '/api/openapi.json')).body as OpenApiDocument;
  for (const list of lists) if (GRAPHQL_LISTS[list.field]) doors.set(`graphql ${list.field}`, graphqlDoor(list));
  for (const route of Object.keys(REST_LISTS)) doors.set(`GET ${route}`, restDoor(route));

  await growAll(FEW);
  // once unmeasured: what a process loads on its first request (settings, a session's user) is not the list's
  for (const door of doors.values()) await door.read(FEW + 1);
  for (const [name, door] of doors) few.set(name, await measure(door, FEW));
  await growAll(MORE);
  for (const [name, door] of doors) many.set(name, await measure(door, LONG_PAGE));
}, 120_000);
afterAll(() => server.close());

describe('the lists covered', () => {
  it('has a line for every Query field answering a list or a connection', () => {
    expect(lists.map((list) => list.field).sort()).toEqual(Object.keys(GRAPHQL_LISTS).sort());
  });

  it('has a line for every documented GET route: a list, or what it answers instead', () => {
    const routes = Object.entries(document.paths)
      .filter(([, item]) => item.get)
      .map(([route]) => route);
    const classified = [...Object.keys(REST_LISTS), ...Object.keys(REST_NOT_LISTS)];
    expect(routes.filter((route) => !classified.includes(route))).toEqual([]);
    expect(classified.filter((route) => !routes.includes(route))).toEqual([]);
    // a route taking `limit` is a keyset list (ADR 19), read by its pages here
    const pagedRoutes = routes.filter((route) =>
      ((document.paths[route]!.get!.parameters ?? []) as Array<{ name: string }>).some((p) => p.name === 'limit'),
    );
    const pagedEntries = Object.entries(REST_LISTS).filter(([, entry]) => entry.paged);
    expect(pagedEntries.map(([route]) => route).sort()).toEqual(pagedRoutes.sort());
  });
});

describe.each([
  ...Object.keys(GRAPHQL_LISTS).map((field) => `graphql ${field}`),
  ...Object.keys(REST_LISTS).map((route) => `GET ${route}`),
])('%s', (name) => {
  it(`runs the same statements with ${FEW} rows as with ${FEW + MORE} or more`, () => {
    const door = doors.get(name)!;
    const [short, long] = [few.get(name)!, many.get(name)!];
    if (typeof door.grow === 'string') {
      expect(long.rows - short.rows).toBeGreaterThanOrEqual(MORE - 10);
    }
    expect(long.statements).toEqual(short.statements);
  });
});
