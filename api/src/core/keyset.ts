import { PAGE_SIZE, type PageArgs } from '@vdp/shared/paging/page-args';
import { badInput } from './errors';
import { englishText } from './validation';

/**
 * Keyset pages (issue 14 §2, ADR 19): a list is read in a fixed order whose last column is
 * unique, and a page starts where the previous one ended — `(columns) < (cursor's values)` —
 * so the index serves it in order and page 1,000 costs what page 1 costs. A cursor carries the
 * row's key values as exact text (timestamps in microseconds: a millisecond Date would skip or
 * repeat rows written in the same millisecond), base64url-encoded JSON, opaque to clients.
 */

/** How a key column's cursor value is written as text and read back in SQL. */
export type KeyType = 'timestamptz' | 'bigint' | 'integer' | 'numeric' | 'text';

export interface KeyColumn {
  /**
   * The column or expression, as in the statement, never null. Qualify a column (`b.id`): in
   * ORDER BY a bare name means the select list's column of that name first (`id::text as id`
   * would sort as text while the keyset compares numbers).
   */
  sql: string;
  type: KeyType;
}

/** A list's order: its key columns, most significant first, all in one direction, the last unique. */
export interface ListOrder {
  columns: readonly KeyColumn[];
  descending: boolean;
}

interface ValueRule {
  pattern: RegExp;
  read: string;
  write: (sql: string) => string;
  inRange?: (value: string) => boolean;
}

const VALUE_RULES: Record<KeyType, ValueRule> = {
  timestamptz: {
    pattern: /^-?\d{1,18}$/,
    read: `(timestamptz 'epoch' + cast(? as bigint) * interval '1 microsecond')`,
    write: (sql) => `(extract(epoch from ${sql}) * 1000000)::bigint::text`,
  },
  bigint: { pattern: /^-?\d{1,18}$/, read: 'cast(? as bigint)', write: (sql) => `${sql}::text` },
  integer: {
    // an int4: 10 digits at most, then its range (a larger number would fail the cast: a 500)
    pattern: /^-?\d{1,10}$/,
    read: 'cast(? as integer)',
    write: (sql) => `${sql}::text`,
    inRange: (value) => Math.abs(Number(value)) <= 2_147_483_647,
  },
  numeric: { pattern: /^-?\d{1,30}(\.\d{1,30})?$/, read: 'cast(? as numeric)', write: (sql) => `${sql}::text` },
  text: { pattern: /^[^]{0,1000}$/, read: 'cast(? as text)', write: (sql) => `${sql}::text` },
};

/** The select-list column holding a row's key as text[]: add `${keyColumn(order)}` to the statement. */
export const PAGE_KEY = 'page_key';

/**
 * A row read for a page: whatever the list selects, plus its key. Rows of a plain statement carry
 * `timestamptz` columns as the driver gives them (text): the presenter makes them Dates.
 */
export interface KeyedRow {
  [PAGE_KEY]: string[];
}

export interface PageInfo {
  hasNextPage: boolean;
  /** Backward: more rows before this page. Forward: true when the page started after a cursor. */
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export interface Edge<Node> {
  cursor: string;
  node: Node;
}

/** A page in the GraphQL Cursor Connections shape; `totalCount` where the list counts cheaply. */
export interface Connection<Node> {
  edges: Edge<Node>[];
  pageInfo: PageInfo;
  totalCount?: number | null;
}

/** What a statement needs to read one page of a list. */
export interface PagePlan {
  /** `array[…] as page_key`: the select-list entry for the row's key. */
  keySelect: string;
  /** The keyset condition (null on a first or last page) and its parameters, in order. */
  where: string | null;
  params: unknown[];
  /** `order by` body: the list's order, reversed when reading backward. */
  orderBy: string;
  /** Rows to read: the page size plus one, which tells whether another page follows. */
  limit: number;
  size: number;
  backward: boolean;
  startedAtCursor: boolean;
}

/** The names the client gave its cursors (REST: `cursor`, `before`), for the message naming the field. */
export interface CursorFieldNames {
  after: string;
  before: string;
}

const fitsColumn = (rule: ValueRule, value: string): boolean => rule.pattern.test(value) && (rule.inRange?.(value) ?? true);

export function encodeCursor(key: readonly string[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The key a cursor holds, checked against the list's columns; BAD_USER_INPUT naming `field` otherwise. */
export function decodeCursor(order: ListOrder, cursor: string, field: string): string[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = null;
  }
  const fits =
    Array.isArray(key) &&
    key.length === order.columns.length &&
    key.every((value, index) => typeof value === 'string' && fitsColumn(VALUE_RULES[order.columns[index]!.type], value));
  if (!fits) throw badInput([{ field, message: englishText({ id: 'paging.cursor.invalid' }) }]);
  return key as string[];
}

export function keyColumn(order: ListOrder): string {
  return `array[${order.columns.map((column) => VALUE_RULES[column.type].write(column.sql)).join(', ')}] as ${PAGE_KEY}`;
}

/**
 * The plan for one page: forward (`first` after `after`) in the list's order, or backward
 * (`last` before `before`) in the reverse order; rows are put back in the list's order by
 * `connectionOf`. Neither size given: the first `defaultSize` rows.
 */
export function planPage(
  order: ListOrder,
  page: PageArgs,
  options: { defaultSize?: number; fields?: CursorFieldNames } = {},
): PagePlan {
  const fields = options.fields ?? { after: 'after', before: 'before' };
  const backward = page.last !== null || page.before !== null;
  const size = (backward ? page.last : page.first) ?? options.defaultSize ?? PAGE_SIZE.default;
  const cursor = backward ? page.before : page.after;
  const readDescending = order.descending !== backward;
  let where: string | null = null;
  let params: unknown[] = [];
  if (cursor !== null) {
    params = decodeCursor(order, cursor, backward ? fields.before : fields.after);
    const columns = order.columns.map((column) => column.sql).join(', ');
    const values = order.columns.map((column) => VALUE_RULES[column.type].read).join(', ');
    where = `(${columns}) ${readDescending ? '<' : '>'} (${values})`;
  }
  return {
    keySelect: keyColumn(order),
    where,
    params,
    orderBy: order.columns.map((column) => `${column.sql} ${readDescending ? 'desc' : 'asc'}`).join(', '),
    limit: size + 1,
    size,
    backward,
    startedAtCursor: cursor !== null,
  };
}

/** The page from the rows a plan read (one more than the page size when another page follows). */
export function connectionOf<Row extends KeyedRow, Node>(
  plan: PagePlan,
  rows: readonly Row[],
  toNode: (row: Row) => Node,
  totalCount?: number | null,
): Connection<Node> {
  const more = rows.length > plan.size;
  const pageRows = rows.slice(0, plan.size);
  if (plan.backward) pageRows.reverse();
  const edges = pageRows.map((row) => ({ cursor: encodeCursor(row[PAGE_KEY]), node: toNode(row) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: plan.backward ? plan.startedAtCursor : more,
      hasPreviousPage: plan.backward ? more : plan.startedAtCursor,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    ...(totalCount === undefined ? {} : { totalCount }),
  };
}

/** A statement's conditions joined, with the page's keyset condition last. */
export function whereClause(conditions: readonly string[], plan: PagePlan): string {
  const all = plan.where ? [...conditions, plan.where] : conditions;
  return all.length > 0 ? `where ${all.join(' and ')}` : '';
}
