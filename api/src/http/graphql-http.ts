import { HeaderMap, type ApolloServer, type HTTPGraphQLResponse } from '@apollo/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tooDeep } from '../core/json-depth';
import type { RequestContext } from '../core/request-context';
import type { KeptQueryAnswers } from '../graphql/kept-answers';
import { errorAnswer, JSON_TYPE } from './json-answers';
import { bodyRefusal, MAX_JSON_BODY_BYTES, parseJsonBytes, readBytes } from './request-body';
import { setSecurityHeaders } from './security-headers';
import { CROSS_SITE_CODE } from './site-origin';

const PATH = '/graphql';
/** How deep a GraphQL request's JSON may nest (its variables: no input of ours nests past a few levels). */
export const MAX_BODY_DEPTH = 64;
/** What the door reads as JSON (what Apollo takes for a POST); another type reaches Apollo without a body. */
const JSON_BODY_TYPE = /^application\/json\s*(;|$)/i;
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;

/** An error as GraphQL over HTTP answers it. */
interface ErrorJson {
  message: string;
  extensions: Record<string, unknown>;
}

export interface GraphQLDoor {
  apollo: ApolloServer<RequestContext>;
  /** The request's context (http-context.ts): its session or API key; throws AppError for a refused key. */
  contextOf(req: IncomingMessage, res: ServerResponse): Promise<RequestContext>;
  /** Why a request is refused as cross-site (ADR 23), or null. */
  crossSite(method: string, req: IncomingMessage): string | null;
  kept: KeptQueryAnswers;
  /** A /graphql request another handler answers (the development explorer's page). */
  declines?(req: IncomingMessage): boolean;
}

/**
 * GraphQL over HTTP on node:http (ADR 35), as the REST shim (ADR 6): /graphql requests are read,
 * checked and handed to Apollo here, before Express. In order: the security headers, the
 * cross-site refusal (before the body is read), the JSON body (1 MB, not nesting past
 * MAX_BODY_DEPTH), the context, a kept answer (graphql/kept-answers.ts), else Apollo's own
 * handling (CSRF prevention, GET and POST, its errors). Returns false for other paths.
 */
export function graphqlServer(door: GraphQLDoor): (req: IncomingMessage, res: ServerResponse) => boolean {
  return (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(PATH) || !/^($|[/?])/.test(url.slice(PATH.length)) || door.declines?.(req)) return false;
    void answer(door, req, res, url);
    return true;
  };
}

async function answer(door: GraphQLDoor, req: IncomingMessage, res: ServerResponse, url: string): Promise<void> {
  setSecurityHeaders(res);
  const method = req.method ?? 'GET';
  try {
    const crossSite = door.crossSite(method, req);
    if (crossSite) return sendErrors(res, 403, [{ message: crossSite, extensions: { code: CROSS_SITE_CODE } }]);
    const body = await readBody(req, method);
    const deep = deepBodyRefusal(body);
    if (deep) return sendErrors(res, 400, [deep]);
    const ctx = await door.contextOf(req, res);
    const kept = door.kept.answerFor(method, ctx, req.headers.accept, body);
    if (kept) return send(res, kept.contentType, kept.text);
    const queryAt = url.indexOf('?');
    const response = await door.apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method, headers: headerMapOf(req), search: queryAt < 0 ? '' : url.slice(queryAt), body },
      context: () => Promise.resolve(ctx),
    });
    await write(res, response);
  } catch (error) {
    refuse(res, error);
  }
}

/** A POST's JSON body (undefined for another type, whose bytes are let go; Apollo names what is missing). */
async function readBody(req: IncomingMessage, method: string): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  if (method === 'GET' || method === 'HEAD' || !JSON_BODY_TYPE.test(type)) {
    req.resume();
    return undefined;
  }
  const charset = CHARSET.exec(type)?.[1]?.toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    req.resume();
    throw bodyRefusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be JSON in UTF-8.');
  }
  const bytes = await readBytes(req, MAX_JSON_BODY_BYTES);
  return bytes.length === 0 ? undefined : parseJsonBytes(bytes);
}

/**
 * A body nesting deeper than MAX_BODY_DEPTH, refused before graphql-js recurses into it, naming the
 * variable and its field (`input.answers`), or the body; null when it is not.
 */
function deepBodyRefusal(body: unknown): ErrorJson | null {
  const variables = (body as { variables?: unknown } | undefined)?.variables;
  const path = tooDeep(variables, MAX_BODY_DEPTH - 1) ?? (tooDeep(body, MAX_BODY_DEPTH) && 'body');
  if (!path) return null;
  const message = `${path} nests deeper than ${MAX_BODY_DEPTH} levels.`;
  return { message, extensions: { code: 'BAD_USER_INPUT', fields: [{ field: path, message }] } };
}

function headerMapOf(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

async function write(res: ServerResponse, response: HTTPGraphQLResponse): Promise<void> {
  res.statusCode = response.status ?? 200;
  for (const [name, value] of response.headers) res.setHeader(name, value);
  if (response.body.kind === 'complete') {
    res.end(response.body.string);
    return;
  }
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

/** A body that cannot be read, or a refused API key (401, or 429 with Retry-After), as GraphQL errors; anything else is a 500. */
function refuse(res: ServerResponse, error: unknown): void {
  if (res.headersSent) {
    console.error('GraphQL request failed after answering', error);
    res.destroy();
    return;
  }
  const { status, headers, code, message, details } = errorAnswer(error, 'a GraphQL request');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  sendErrors(res, status, [{ message, extensions: { code, ...details } }]);
}

function sendErrors(res: ServerResponse, status: number, errors: ErrorJson[]): void {
  res.statusCode = status;
  send(res, JSON_TYPE, JSON.stringify({ errors }));
}

function send(res: ServerResponse, type: string, text: string): void {
  res.setHeader('Content-Type', type);
  res.end(text);
}
