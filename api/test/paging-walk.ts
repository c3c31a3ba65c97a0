import type { RunningServer } from '../src/app/server';
import type { TestClient } from './client';

/** A connection as a test reads it (GraphQL Cursor Connections). */
export interface ConnectionJson<Node> {
  edges: Array<{ cursor: string; node: Node }>;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number | null;
}

/** The selection every walked connection asks for around its node's fields. */
export const connectionOf = (nodeFields: string) =>
  `edges { cursor node { ${nodeFields} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount`;

/** At most this many pages: a walk that never ends fails instead of hanging. */
const MAX_PAGES = 100;

/** One page of the list under the alias `list` (the query takes $first, $after, $last, $before). */
export async function pageOf<Node>(
  client: TestClient,
  query: string,
  variables: Record<string, unknown>,
): Promise<ConnectionJson<Node>> {
  const answer = await client.gql<{ list: ConnectionJson<Node> }>(query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.list;
}

/** Every node, forward: `first` rows after the last page's end cursor while another page follows. */
export async function walkForward<Node>(
  client: TestClient,
  query: string,
  filters: Record<string, unknown>,
  size: number,
): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const page: ConnectionJson<Node> = await pageOf<Node>(client, query, { ...filters, first: size, after });
    expect(page.edges.length).toBeLessThanOrEqual(size);
    nodes.push(...page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor;
  }
  throw new Error('the walk forward did not end');
}

/** Every node, backward from the end: `last` rows before the page's start cursor; in the list's order. */
export async function walkBackward<Node>(
  client: TestClient,
  query: string,
  filters: Record<string, unknown>,
  size: number,
): Promise<Node[]> {
  const pages: Node[][] = [];
  let before: string | null = null;
  for (let count = 0; count < MAX_PAGES; count++) {
    const page: ConnectionJson<Node> = await pageOf<Node>(client, query, { ...filters, last: size, before });
    expect(page.edges.length).toBeLessThanOrEqual(size);
    pages.unshift(page.edges.map((edge) => edge.node));
    if (!page.pageInfo.hasPreviousPage) return pages.flat();
    before = page.pageInfo.startCursor;
  }
  throw new Error('the walk backward did not end');
}

/** Every REST page from `path` on, by the `Link: <…>; rel="next"` header; each answer's body and headers. */
export async function walkLinks(client: TestClient, path: string): Promise<Array<{ body: unknown; headers: Headers }>> {
  const pages: Array<{ body: unknown; headers: Headers }> = [];
  let next: string | null = path;
  while (next) {
    if (pages.length === MAX_PAGES) throw new Error('the walk by links did not end');
    const answer = await client.rest('GET', next);
    expect([next, answer.status]).toEqual([next, 200]);
    pages.push({ body: answer.body, headers: answer.headers });
    const link = answer.headers.get('link');
    next = link ? (/<([^>]+)>; rel="next"/.exec(link)?.[1] ?? null) : null;
    expect(answer.headers.get('x-next-cursor') === null).toBe(next === null);
  }
  return pages;
}

/** The SQL statements the server runs while `work` runs (every statement goes through knex), the session's aside. */
export async function statementsDuring(server: RunningServer, work: () => Promise<unknown>): Promise<string[]> {
  const knex = server.db.orm.em.getConnection().getKnex();
  const statements: string[] = [];
  const listener = (query: { sql: string }) => {
    if (!/http_sessions/.test(query.sql)) statements.push(query.sql);
  };
  knex.on('query', listener);
  try {
    await work();
  } finally {
    knex.off('query', listener);
  }
  return statements;
}
