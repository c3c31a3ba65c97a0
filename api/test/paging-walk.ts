import type { TestClient } from './client';

/**
 * Walking a paged list the ways a client does (issue 14 §2): a GraphQL connection forward with
 * `first`/`after` and back with `last`/`before`, a REST list by its `Link: rel="next"` header.
 */

interface ConnectionJson {
  totalCount: number | null;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: Array<{ cursor: string; node: { id: number | string } }>;
}

/** A list field's query asking for ids and the whole page info; `filters` declares and passes the list's own arguments. */
export function connectionQuery(field: string, filters: Record<string, string> = {}): string {
  const declared = Object.entries(filters).map(([name, type]) => `$${name}: ${type}, `);
  const passed = Object.keys(filters).map((name) => `${name}: $${name}, `);
  return `query (${declared.join('')}$first: Int, $after: String, $last: Int, $before: String) {
    ${field}(${passed.join('')}first: $first, after: $after, last: $last, before: $before) {
      totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor } edges { cursor node { id } } } }`;
}

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

const idsOf = (connection: ConnectionJson) => connection.edges.map((edge) => Number(edge.node.id));

/** Every id, page after page forward; the page info checked on the way. */
export async function walkForward(
  client: TestClient,
  query: string,
  field: string,
  filters: Record<string, unknown>,
  size: number,
): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const connection = await page(client, query, field, { ...filters, first: size, after });
    expect(connection.pageInfo.hasPreviousPage).toBe(after !== null);
    expect(connection.pageInfo.endCursor).toBe(connection.edges.at(-1)?.cursor ?? null);
    ids.push(...idsOf(connection));
    if (!connection.pageInfo.hasNextPage) return ids;
    expect(connection.edges).toHaveLength(size);
    after = connection.pageInfo.endCursor;
  }
  throw new Error('the walk did not end');
}

/** Every id, page before page from the end back to the start, in the list's order. */
export async function walkBackward(
  client: TestClient,
  query: string,
  field: string,
  filters: Record<string, unknown>,
  size: number,
): Promise<number[]> {
  const pages: number[][] = [];
  let before: string | null = null;
  for (let count = 0; count < 100; count++) {
    const connection = await page(client, query, field, { ...filters, last: size, before });
    expect(connection.pageInfo.hasNextPage).toBe(before !== null);
    pages.unshift(idsOf(connection));
    if (!connection.pageInfo.hasPreviousPage) return pages.flat();
    before = connection.pageInfo.startCursor;
  }
  throw new Error('the walk did not end');
}

/** Every row of a REST list, following `Link: <…>; rel="next"` from `path`; `rowsOf` finds the rows in a body. */
export async function walkRest(
  client: TestClient,
  path: string,
  rowsOf: (body: unknown) => Array<{ id: number }>,
): Promise<{ ids: number[]; links: string[] }> {
  const ids: number[] = [];
  const links: string[] = [];
  let next: string | null = path;
  for (let pages = 0; next && pages < 100; pages++) {
    const answer = await client.rest('GET', next);
    expect(answer.status).toBe(200);
    ids.push(...rowsOf(answer.body).map((row) => row.id));
    next = /<([^>]+)>; rel="next"/.exec(answer.headers.get('link') ?? '')?.[1] ?? null;
    if (next) links.push(next);
    const cursor = answer.headers.get('x-next-cursor');
    expect(cursor === null).toBe(next === null);
    const body = answer.body as { nextCursor?: string | null };
    if (!Array.isArray(answer.body)) expect(body.nextCursor ?? null).toBe(cursor);
  }
  return { ids, links };
}
