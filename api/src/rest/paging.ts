import { object, type AnyObject, type ObjectSchema } from 'yup';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import { pageArgsOfRest, restPageFields, withPageRule, type RestPageQuery } from '@vdp/shared/validation/page.schema';
import type { Connection, CursorFieldNames } from '../core/keyset';
import { parseInput } from '../core/validation';
import type { RestRequest, RestResponse } from './rest-http';

/**
 * REST lists page by keyset like their GraphQL twins (issue 14 §2, ADR 19): `?limit=&cursor=`
 * reads forward, `?limit=&before=` back. The body keeps the shape the spec gives the route (a
 * client written to the spec still works); the way on is in the headers — `Link` with
 * `rel="next"`/`rel="prev"` (RFC 8288) and `X-Next-Cursor` — and in `nextCursor` where the body
 * is an object; a list that counts gives its size in `X-Total-Count`.
 */

/** The cursor names REST clients send, for refusals naming them. */
export const REST_CURSOR_FIELDS: CursorFieldNames = { after: 'cursor', before: 'before' };

/** A list's query schema with the page's fields added (`limit`, `cursor`, `before`), for parsing and for OpenAPI. */
export function pagedQuery<T extends AnyObject>(filters?: ObjectSchema<T>): ObjectSchema<T & RestPageQuery> {
  const page = object(restPageFields());
  return withPageRule((filters ? filters.concat(page) : page) as unknown as ObjectSchema<T & RestPageQuery>, 'rest');
}

/** The query's filters and its page as connection arguments. */
export function parsePagedQuery<T extends AnyObject>(
  req: RestRequest,
  schema: ObjectSchema<T & RestPageQuery>,
): { filters: Omit<T, keyof RestPageQuery>; page: PageArgs } {
  const { limit, cursor, before, ...filters } = parseInput(schema, req.query) as T & RestPageQuery;
  return { filters, page: pageArgsOfRest({ limit, cursor, before }) };
}

/** A link to the same list with the page's cursor swapped: `name` is `cursor` or `before`. */
function pageLink(req: RestRequest, name: 'cursor' | 'before', cursor: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query)) {
    if (value !== undefined && key !== 'cursor' && key !== 'before') query.set(key, value);
  }
  query.set(name, cursor);
  return `</api${req.path}?${query.toString()}>`;
}

/**
 * Sets the page's headers: `Link` (next and previous), `X-Next-Cursor`, and `X-Total-Count` when
 * the list counts (an array body has nowhere else for it); answers the cursor of the next page,
 * or null on the last one.
 */
export function linkPages(
  req: RestRequest,
  res: RestResponse,
  { pageInfo, totalCount }: Pick<Connection<unknown>, 'pageInfo' | 'totalCount'>,
): string | null {
  if (typeof totalCount === 'number') res.setHeader('X-Total-Count', String(totalCount));
  const links: string[] = [];
  const next = pageInfo.hasNextPage ? pageInfo.endCursor : null;
  if (next) {
    links.push(`${pageLink(req, 'cursor', next)}; rel="next"`);
    res.setHeader('X-Next-Cursor', next);
  }
  if (pageInfo.hasPreviousPage && pageInfo.startCursor)
    links.push(`${pageLink(req, 'before', pageInfo.startCursor)}; rel="prev"`);
  if (links.length > 0) res.setHeader('Link', links.join(', '));
  return next;
}

/** The rows of a page, in its order. */
export function nodesOf<Node>(page: Connection<Node>): Node[] {
  return page.edges.map((edge) => edge.node);
}

/** Each page's JSON body, written once per page object: a kept page (issue 15) is answered as it was last time. */
const bodyTexts = new WeakMap<object, string>();

function answerPage(res: RestResponse, page: object, body: () => unknown): void {
  let text = bodyTexts.get(page);
  if (text === undefined) {
    text = JSON.stringify(body());
    bodyTexts.set(page, text);
  }
  res.jsonText(text);
}

/** A list answered as the JSON array the spec gives it: the page's rows, the way on in the headers. */
export function arrayPage<Node>(req: RestRequest, res: RestResponse, page: Connection<Node>): void {
  linkPages(req, res, page);
  answerPage(res, page, () => nodesOf(page));
}

/**
 * A list answered as the object the spec gives it, made by `body` from the page's rows and the
 * next page's cursor (null on the last); the way on in the headers too.
 */
export function objectPage<Node>(
  req: RestRequest,
  res: RestResponse,
  page: Connection<Node>,
  body: (nodes: Node[], nextCursor: string | null) => object,
): void {
  const nextCursor = linkPages(req, res, page);
  answerPage(res, page, () => body(nodesOf(page), nextCursor));
}
