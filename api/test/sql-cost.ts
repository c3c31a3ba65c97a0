import type { RunningServer } from '../src/app/server';
import { encodeCursor, keyColumn, PAGE_KEY, type KeyedRow, type ListOrder } from '../src/core/keyset';
import { KEY_BY_PREFIX_SQL, TOUCH_KEYS_SQL } from '../src/modules/api-keys/api-key.sql';
import { COMPLETE_AUCTIONS_SQL } from '../src/modules/auctions/auction.sql';
import { LAPSE_RESERVES_SQL, RATE_DEALERS_SQL } from '../src/modules/auctions/reserve.sql';
import { CLAIM_SQL, DELIVERED_SQL, PRUNE_SQL, RETRY_SQL } from '../src/modules/webhooks/webhook.sql';
import { ENQUEUE_SQL } from '../src/core/webhook-outbox';
import { sql } from './harness';
import { NOTICE_BACKGROUND_SQL } from '../src/modules/auction-notices/notice.sql';

/**
 * What a page costs (issue 14 §2, ADR 19): the SQL statements a request runs, which must not grow
 * with the page size, and the plan PostgreSQL makes of a page statement, which must read the
 * list's index in order — deep in the list as on its first page.
 */

/** A statement as the server sent it. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** Statements that are not the request's own work: the session store, rate limits, notifications. */
const AROUND_THE_REQUEST = /pg_notify|http_sessions|rate_limits/;
/** An API key's look-up and its write-behind touch (not a list of keys, which is a request's own work). */
const API_KEY_AUTHENTICATION = new Set([KEY_BY_PREFIX_SQL, TOUCH_KEYS_SQL]);
/** The server's rounds on timers (the auction closer each second, the webhook worker), which may fall inside any request. */
const BACKGROUND_ROUNDS = new Set([
  COMPLETE_AUCTIONS_SQL,
  LAPSE_RESERVES_SQL,
  RATE_DEALERS_SQL,
  CLAIM_SQL,
  DELIVERED_SQL,
  PRUNE_SQL,
  RETRY_SQL,
  // the webhook outbox's write at the end of a transaction: the closer's rounds end with it too (an
  // auction ended or a reserve lapsed); a request that writes events runs it once, whatever it lists
  ENQUEUE_SQL,
  // the auction notices' sweep and what each process does with the events it hears (ADR 30)
  ...NOTICE_BACKGROUND_SQL,
]);

/** Whether a statement is not the request's own work (the session store, rate limits, notifications, timers' rounds). */
export function aroundTheRequest(text: string): boolean {
  return AROUND_THE_REQUEST.test(text) || BACKGROUND_ROUNDS.has(text) || API_KEY_AUTHENTICATION.has(text);
}

/** The SQL statements `work` runs on the server's connection, in order. */
export async function statementsOf(server: RunningServer, work: () => Promise<unknown>): Promise<Statement[]> {
  const connection = server.db.orm.em.getConnection();
  const execute = connection.execute.bind(connection);
  const statements: Statement[] = [];
  connection.execute = ((query: unknown, params: unknown[] = [], ...rest: unknown[]) => {
    const text = typeof query === 'string' ? query : String((query as { sql?: string }).sql ?? query);
    if (!aroundTheRequest(text)) statements.push({ sql: text, params });
    return (execute as (...args: unknown[]) => unknown)(query, params, ...rest);
  }) as typeof connection.execute;
  try {
    await work();
  } finally {
    connection.execute = execute;
  }
  return statements;
}

/** A statement's plan, as `EXPLAIN (FORMAT JSON)` gives it. */
export interface QueryPlan {
  /**
   * The node types of the statement itself, e.g. `['Limit', 'Index Scan']`; its subplans are left
   * out (a column's own look-up, such as a count, may sort or scan its few rows).
   */
  nodes: string[];
  /** The indexes read, subplans included. */
  indexes: string[];
  /** Each index read as EXPLAIN's text heads it: `Index Scan Backward using chat_sessions_created_idx`. */
  scans: string[];
  /** The condition of each index read, as EXPLAIN writes it: `((language = 'fr'::text) AND (ROW(published_at, id) < ROW(…)))`. */
  indexConditions: string[];
}

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The plan of `statement` as PostgreSQL would run it now. */
export async function planOf(server: RunningServer, statement: Statement): Promise<QueryPlan> {
  const [row] = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
    server,
    `explain (format json) ${statement.sql}`,
    statement.params,
  );
  const plan: QueryPlan = { nodes: [], indexes: [], scans: [], indexConditions: [] };
  const visit = (node: PlanNode, inSubplan: boolean) => {
    const type = node['Node Type'];
    if (!inSubplan) plan.nodes.push(type);
    const index = node['Index Name'];
    if (index) {
      plan.indexes.push(index);
      const direction = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
      plan.scans.push(`${type}${direction} ${type.startsWith('Bitmap') ? 'on' : 'using'} ${index}`);
      if (node['Index Cond']) plan.indexConditions.push(node['Index Cond']);
    }
    for (const child of node.Plans ?? []) visit(child, inSubplan || child['Parent Relationship'] === 'SubPlan');
  };
  visit(row!['QUERY PLAN'][0]!.Plan, false);
  return plan;
}

/**
 * The page is handed over by an index in the list's order: that index read, nothing sorted, no
 * table read whole. `index` is its name, or its scan as EXPLAIN heads it where the kind or the
 * direction matters (`Index Scan Backward using chat_sessions_created_idx`).
 */
export function expectReadInOrder(plan: QueryPlan, index: string): void {
  expect(index.includes(' ') ? plan.scans : plan.indexes).toContain(index);
  expect(plan.nodes.filter((node) => /Sort|Seq Scan/.test(node))).toEqual([]);
}

/**
 * The cursor of the row `offset` rows into a list, as a client holds it deep in a walk; `from` is
 * the list's `from … where …`, with the table aliases its order's columns use.
 */
export async function cursorAt(
  server: RunningServer,
  order: ListOrder,
  from: string,
  offset: number,
  params: unknown[] = [],
): Promise<string> {
  const direction = order.descending ? 'desc' : 'asc';
  const orderBy = order.columns.map((column) => `${column.sql} ${direction}`).join(', ');
  const [row] = await sql<KeyedRow>(server, `select ${keyColumn(order)} ${from} order by ${orderBy} offset ? limit 1`, [
    ...params,
    offset,
  ]);
  if (!row) throw new Error(`no row ${offset} rows into: ${from}`);
  return encodeCursor(row[PAGE_KEY]);
}
