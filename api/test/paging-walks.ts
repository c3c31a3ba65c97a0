import type { TestClient } from './client';

/**
 * Walking a paged list the ways a client does (issue 14 §2, ADR 19): a GraphQL connection forward
 * with `first`/`after` and back with `last`/`before`, a REST list by its `Link: rel="next"` header.
 * Each walk checks on the way what every page of every list must say, so a list's own test only
 * compares the rows walked with the rows expected.
 */

export interface PageJson<Node> {
  edges: Array<{ cursor: string; node: Node }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount?: number | null;
}

export interface PageVariables {
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}

/** Reads one page of a connection: the page's variables added to the list's own. */
export type PageRead<Node> = (page: PageVariables) => Promise<PageJson<Node>>;

/** A walk's rows in the list's order, and how many pages it read. */
export interface Walked<Row> {
  rows: Row[];
  pages: number;
}

/** No list in these tests has this many pages: a walk that goes on is a walk that loops. */
const MAX_PAGES = 200;

/**
 * A query of a connection field with the whole page info and the total; `filters` are the field's
 * own arguments and their types (`{ sessionId: 'String!' }`), declared and passed by name.
 */
export function connectionQuery(
  field: string,
  { nodeFields = 'id', filters = {} }: { nodeFields?: string; filters?: Record<string, string> } = {},
): string {
  const declared = Object.entries(filters).map(([name, type]) => `$${name}: ${type}, `);
  const passed = Object.keys(filters).map((name) => `${name}: $${name}, `);
  return `query (${declared.join('')}$first: Int, $after: String, $last: Int, $before: String) {
  ${field}(${passed.join('')}first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { ${nodeFields} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount } }`;
}

/** Reads pages of `field` with the list's `variables`, failing on GraphQL errors. */
export function pageReader<Node>(
  client: TestClient,
  query: string,
  field: string,
  variables: Record<string, unknown> = {},
): PageRead<Node> {
  return async (page) => {
    const answer = await client.gql<Record<string, PageJson<Node>>>(query, { ...variables, ...page });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data![field]!;
  };
}

/**
 * Every row, `size` at a time from the start with `first`/`after`. On the way: `hasPreviousPage`
 * exactly after a cursor, `endCursor` the last edge's cursor, and full pages before the last.
 */
export async function walkForward<Node>(read: PageRead<Node>, size: number): Promise<Walked<Node>> {
  const rows: Node[] = [];
  let after: string | null = null;
  for (let pages = 1; pages <= MAX_PAGES; pages++) {
    const page: PageJson<Node> = await read({ first: size, after });
    expect(page.pageInfo.hasPreviousPage).toBe(after !== null);
    expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
    rows.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return { rows, pages };
    expect(page.edges).toHaveLength(size);
    after = page.pageInfo.endCursor;
  }
  throw new Error(`no last page after ${MAX_PAGES} pages`);
}

/**
 * Every row, `size` at a time from the end with `last`/`before`, put back in the list's order. On
 * the way: `hasNextPage` exactly before a cursor, `startCursor` the first edge's cursor, and full
 * pages after the first.
 */
export async function walkBackward<Node>(read: PageRead<Node>, size: number): Promise<Walked<Node>> {
  const rows: Node[] = [];
  let before: string | null = null;
  for (let pages = 1; pages <= MAX_PAGES; pages++) {
    const page: PageJson<Node> = await read({ last: size, before });
    expect(page.pageInfo.hasNextPage).toBe(before !== null);
    expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
    rows.unshift(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasPreviousPage) return { rows, pages };
    expect(page.edges).toHaveLength(size);
    before = page.pageInfo.startCursor;
  }
  throw new Error(`no first page after ${MAX_PAGES} pages`);
}

/** The `rel="next"` address of a Link header, or null. */
export function nextLink(headers: Headers): string | null {
  const link = headers.get('link');
  return link ? (/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
}

/** A REST walk's rows in the list's order, and every path it read (the first one included). */
export interface WalkedLinks<Row> {
  rows: Row[];
  paths: string[];
}

/**
 * Every row of a REST list by following `Link: rel="next"` from `path`; `rowsOf` takes a page's
 * rows out of its body (an array, or an object's field). On the way: `X-Next-Cursor` exactly when
 * there is a next link, holding the link's cursor, and the body's `nextCursor` the same when the
 * body is an object.
 */
export async function walkLinks<Row>(
  client: TestClient,
  path: string,
  rowsOf: (body: unknown) => Row[] = (body) => body as Row[],
): Promise<WalkedLinks<Row>> {
  const rows: Row[] = [];
  const paths: string[] = [];
  let next: string | null = path;
  while (next) {
    if (paths.length >= MAX_PAGES) throw new Error(`no last page after ${MAX_PAGES} pages`);
    paths.push(next);
    const answer = await client.rest('GET', next);
    if (answer.status !== 200) throw new Error(`${next}: ${answer.status} ${JSON.stringify(answer.body)}`);
    rows.push(...rowsOf(answer.body));
    next = nextLink(answer.headers);
    const cursor = answer.headers.get('x-next-cursor');
    expect(cursor !== null).toBe(next !== null);
    if (next) expect(cursor).toBe(new URLSearchParams(next.split('?')[1]).get('cursor'));
    if (!Array.isArray(answer.body)) expect((answer.body as { nextCursor?: string | null }).nextCursor ?? null).toBe(cursor);
  }
  return { rows, paths };
}
