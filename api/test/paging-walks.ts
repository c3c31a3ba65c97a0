import type { TestClient } from './client';

/** Walking a connection or a REST list page by page (issue 14 §2): the tests of each list group use them. */

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

/** A GraphQL connection field with its own arguments (`declare`: `$sessionId: String!, `; `pass`: `sessionId: $sessionId, `). */
export function connectionQuery(field: string, nodeFields: string, declare = '', pass = ''): string {
  return `query (${declare}$first: Int, $after: String, $last: Int, $before: String) {
  ${field}(${pass}first: $first, after: $after, last: $last, before: $before) {
    edges { cursor node { ${nodeFields} } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    totalCount } }`;
}

/** Reads one page of `field` with `variables` plus the page's, failing on GraphQL errors. */
export function pageReader<Node>(client: TestClient, query: string, field: string, variables: Record<string, unknown> = {}) {
  return async (page: PageVariables): Promise<PageJson<Node>> => {
    const answer = await client.gql<Record<string, PageJson<Node>>>(query, { ...variables, ...page });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data![field]!;
  };
}

/** Every row, `size` at a time from the start with `first`/`after`; also the number of pages read. */
export async function walkForward<Node>(read: (page: PageVariables) => Promise<PageJson<Node>>, size: number) {
  const rows: Node[] = [];
  let after: string | null = null;
  for (let pages = 1; pages <= 200; pages++) {
    const page: PageJson<Node> = await read({ first: size, after });
    rows.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return { rows, pages };
    after = page.pageInfo.endCursor;
  }
  throw new Error('no last page after 200 pages');
}

/** Every row, `size` at a time from the end with `last`/`before`, put back in the list's order. */
export async function walkBackward<Node>(read: (page: PageVariables) => Promise<PageJson<Node>>, size: number) {
  const rows: Node[] = [];
  let before: string | null = null;
  for (let pages = 1; pages <= 200; pages++) {
    const page: PageJson<Node> = await read({ last: size, before });
    rows.unshift(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasPreviousPage) return { rows, pages };
    before = page.pageInfo.startCursor;
  }
  throw new Error('no first page after 200 pages');
}

/** The `rel="next"` address of a Link header, or null. */
export function nextLink(headers: Headers): string | null {
  const link = headers.get('link');
  return link ? (/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
}

/**
 * Every row of a REST list by following `Link: rel="next"` from `path`; `rowsOf` takes a page's
 * rows out of its body (an array, or an object's field).
 */
export async function walkLinks<Row>(
  client: TestClient,
  path: string,
  rowsOf: (body: unknown) => Row[] = (body) => body as Row[],
) {
  const rows: Row[] = [];
  const paths: string[] = [];
  let next: string | null = path;
  while (next) {
    if (paths.length >= 200) throw new Error('no last page after 200 pages');
    paths.push(next);
    const answer = await client.rest('GET', next);
    if (answer.status !== 200) throw new Error(`${next}: ${answer.status} ${JSON.stringify(answer.body)}`);
    rows.push(...rowsOf(answer.body));
    next = nextLink(answer.headers);
  }
  return { rows, paths };
}
