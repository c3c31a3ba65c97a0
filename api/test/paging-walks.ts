import type { RunningServer } from '../src/app/server';
import type { TestClient } from './client';

/**
 * Walking a list the three ways a client reads it (issue 14 §2): a connection forward by
 * `first`/`after`, back by `last`/`before`, and a REST list by its `Link: rel="next"` header.
 * Each walk answers the ids in the list's order, so a test compares them with the order the
 * database gives: no row missed, none repeated.
 */

export interface PageInfoJson {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface ConnectionJson {
  edges: Array<{ cursor: string; node: { id: string } }>;
  pageInfo: PageInfoJson;
  totalCount: number | null;
}

/** The page fields every connection query of these tests asks for. */
export const PAGE_FIELDS =
  'edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount';

/** The page arguments as variables, for a query's signature and its field's arguments. */
export const PAGE_VARIABLES = '$first: Int, $after: String, $last: Int, $before: String';
export const PAGE_ARGUMENTS = 'first: $first, after: $after, last: $last, before: $before';

const MAX_PAGES = 200;

async function page(
  client: TestClient,
  query: string,
  field: string,
  variables: Record<string, unknown>,
): Promise<ConnectionJson> {
  const answer = await client.gql<Record<string, ConnectionJson>>(query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data![field]!;
}

/** Every id, `size` a page, from the first page to the last. */
export async function walkForward(
  client: TestClient,
  query: string,
  field: string,
  filters: Record<string, unknown>,
  size: number,
): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const connection = await page(client, query, field, { ...filters, first: size, after });
    expect(connection.edges.length).toBeLessThanOrEqual(size);
    ids.push(...connection.edges.map((edge) => edge.node.id));
    if (!connection.pageInfo.hasNextPage) return ids;
    after = connection.pageInfo.endCursor;
  }
  throw new Error('the walk did not end');
}

/** Every id, `size` a page, from the last page back to the first; answered in the list's order. */
export async function walkBackward(
  client: TestClient,
  query: string,
  field: string,
  filters: Record<string, unknown>,
  size: number,
): Promise<string[]> {
  const pages: string[][] = [];
  let before: string | null = null;
  for (let count = 0; count < MAX_PAGES; count++) {
    const connection = await page(client, query, field, { ...filters, last: size, before });
    expect(connection.edges.length).toBeLessThanOrEqual(size);
    pages.unshift(connection.edges.map((edge) => edge.node.id));
    if (!connection.pageInfo.hasPreviousPage) return pages.flat();
    before = connection.pageInfo.startCursor;
  }
  throw new Error('the walk did not end');
}

/** Every row of a REST list from `path`, following `Link: rel="next"`; the body of each page must be an array. */
export async function walkRest(client: TestClient, path: string): Promise<Array<{ id: number }>> {
  const rows: Array<{ id: number }> = [];
  let next: string | null = path;
  for (let pages = 0; next && pages < MAX_PAGES; pages++) {
    const answer = await client.rest('GET', next);
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    rows.push(...(answer.body as Array<{ id: number }>));
    const link = answer.headers.get('link');
    next = link ? (/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
    // the same cursor in both headers; the link keeps the query's filters and size
    expect(answer.headers.get('x-next-cursor') !== null).toBe(next !== null);
    if (next) expect(next).toContain(`cursor=${answer.headers.get('x-next-cursor')}`);
  }
  return rows;
}

/**
 * Counts the SQL statements the server runs while `read` runs (sessions, rate limits and
 * notifications left out: they are the request's, not the list's).
 */
export async function statementsOf(server: RunningServer, read: () => Promise<void>): Promise<number> {
  const connection = server.db.orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  let count = 0;
  connection.execute = ((query: unknown, ...rest: unknown[]) => {
    const text = typeof query === 'string' ? query : String((query as { sql?: string }).sql ?? query);
    if (!/pg_notify|http_sessions|rate_limits/.test(text)) count++;
    return (execute as (...args: unknown[]) => unknown)(query, ...rest);
  }) as typeof connection.execute;
  try {
    await read();
  } finally {
    connection.execute = execute;
  }
  return count;
}
