/**
 * Lists are read a page at a time by keyset (issue 14 §2, ADR 19): GraphQL connections take
 * `first`/`after` or `last`/`before` (the GraphQL Cursor Connections specification), REST lists
 * take `limit`, `cursor` and `before`. A cursor is opaque to clients: base64url text the api made.
 */
export const PAGE_SIZE = { default: 20, min: 1, max: 100 } as const;

/** What a cursor looks like on the wire (the api checks its content against the list's order). */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,2048}$/;

/** One page of a list, as both doors ask for it once parsed. */
export interface PageArgs {
  first: number | null;
  after: string | null;
  last: number | null;
  before: string | null;
}
