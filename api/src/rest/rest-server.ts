import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { forbidden } from '../core/errors';
import type { RequestContext } from '../core/request-context';
import { MAX_JSON_BODY_BYTES, parseJsonBytes, readBytes, RequestRefusal } from '../http/request-body';
import { setSecurityHeaders } from '../http/security-headers';
import { CROSS_SITE_CODE } from '../http/site-origin';
import type { BodyRule } from './endpoint';
import { replay, type KeptAnswers } from './kept-answers';
import type { PlainReads } from './plain-reads';
import { noSuchRoute, restErrorAnswer, type RestErrorAnswer } from './errors';
import { JSON_TYPE } from '../http/json-answers';
import type { RestRequest, RestResponse, RestRouteTable } from './rest-routes';

/** The largest JSON body the shim reads, unless a route says otherwise. */
const JSON_BODY: BodyRule = { kind: 'json', maxBytes: MAX_JSON_BODY_BYTES };
const PREFIX = '/api';
/** What a read-only API key may send (issue 14 §3). */
const READ_METHODS = new Set(['GET', 'HEAD']);

export type ContextFactory = (req: IncomingMessage, res: ServerResponse) => Promise<RequestContext>;
/** Why a request is refused as cross-site, or null (http/site-origin.ts). */
export type CrossSiteCheck = (method: string, req: IncomingMessage) => string | null;

/** What the shim may use beyond its routes and contexts. */
export interface ShimOptions {
  crossSite?: CrossSiteCheck;
  /** Whole answers kept per route (rest/kept-answers.ts). */
  kept?: KeptAnswers;
  /** The shortest way for a read whose asker is known at once, answered from memory (rest/plain-reads.ts). */
  plain?: PlainReads;
}

/**
 * The REST shim on node:http (ADR 6): /api requests are routed, read and answered here, before
 * Express, which keeps GraphQL over HTTP and the web app. Returns false for other paths.
 */
export function restServer(
  table: RestRouteTable,
  contextOf: ContextFactory,
  options: ShimOptions = {},
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const shim: Shim = { table, contextOf, crossSite: options.crossSite ?? (() => null), ...options };
  return (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${PREFIX}/`) && url !== PREFIX && !url.startsWith(`${PREFIX}?`)) return false;
    const wholeWay = (body?: Buffer) => void answer(shim, req, res, url, body);
    if (!shim.plain?.answer(req, res, url, wholeWay)) wholeWay();
    return true;
  };
}

interface Shim extends ShimOptions {
  table: RestRouteTable;
  contextOf: ContextFactory;
  crossSite: CrossSiteCheck;
}

async function answer(
  { table, contextOf, crossSite, kept, plain }: Shim,
  req: IncomingMessage,
  res: ServerResponse,
  url: string,
  /** The body when the short way read it already (rest/plain-reads.ts). */
  readAlready?: Buffer,
): Promise<void> {
  setSecurityHeaders(res);
  const method = req.method ?? 'GET';
  const queryAt = url.indexOf('?');
  const rawPath = queryAt < 0 ? url : url.slice(0, queryAt);
  const fullPath = rawPath.length > PREFIX.length + 1 && rawPath.endsWith('/') ? rawPath.slice(0, -1) : rawPath; // as Express
  try {
    const match = table.match(method, fullPath.slice(PREFIX.length));
    if (!match) return sendError(res, noSuchRoute(method, fullPath));
    if ('badParam' in match) {
      const message = `The ${match.badParam} in the path is not valid.`;
      throw new RequestRefusal(400, 'BAD_USER_INPUT', message, [{ field: match.badParam, message }]);
    }
    plain?.learn(method, url, match.endpoint, match.params);
    // before the session is read or the body taken: a forged request changes nothing (ADR 23)
    const crossSiteRefusal = crossSite(method, req);
    if (crossSiteRefusal) throw new RequestRefusal(403, CROSS_SITE_CODE, crossSiteRefusal);
    const ctx = await contextOf(req, res);
    match.endpoint.authorize(ctx); // before reading a body nobody may send
    if (ctx.apiKey?.readOnly && !READ_METHODS.has(method)) throw forbidden('This API key is read-only: it can only GET.');
    const request: RestRequest = {
      method,
      path: fullPath.slice(PREFIX.length),
      params: match.params,
      query: queryAt < 0 ? {} : parseQuery(url.slice(queryAt + 1)),
      body: await readBody(req, match.endpoint.body ?? JSON_BODY, readAlready),
      get: (name) => headerValue(req, name),
    };
    const keptAnswer = kept?.lookup(match.endpoint, url, ctx, request.body);
    if (keptAnswer && 'answer' in keptAnswer) {
      return replay(req, res, keptAnswer.answer);
    }
    const response = responseOf(res);
    await match.endpoint.run(ctx, request, keptAnswer ? keptAnswer.keep(response) : response);
  } catch (error) {
    if (res.headersSent) {
      console.error('REST route failed after answering', error);
      res.destroy();
      return;
    }
    sendError(res, restErrorAnswer(error));
  }
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

function parseQuery(text: string): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const [key, value] of new URLSearchParams(text)) if (!(key in query)) query[key] = value;
  return query;
}

/**
 * The body by the route's rule: JSON when the request says it is JSON (undefined otherwise), or
 * the bytes of an allowed type (415 for another type); 413 past the rule's size.
 */
async function readBody(req: IncomingMessage, rule: BodyRule, readAlready: Buffer | undefined): Promise<unknown> {
  const type = req.headers['content-type'] ?? '';
  const wanted = rule.kind === 'json' ? /^application\/(.+\+)?json\b/i : rule.types;
  if (!wanted.test(type)) {
    req.resume();
    if (rule.kind === 'bytes')
      throw new RequestRefusal(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body is not of a type this route takes.');
    return undefined;
  }
  const bytes = readAlready ?? (await readBytes(req, rule.maxBytes));
  if (rule.kind === 'bytes' || bytes.length === 0) return rule.kind === 'bytes' ? bytes : undefined;
  return parseJsonBytes(bytes);
}

function responseOf(res: ServerResponse): RestResponse {
  const response: RestResponse = {
    get headersSent() {
      return res.headersSent || res.writableEnded;
    },
    status(code) {
      res.statusCode = code;
      return response;
    },
    setHeader(name, value) {
      res.setHeader(name, value);
      return response;
    },
    json(value) {
      send(res, JSON_TYPE, JSON.stringify(value));
    },
    jsonText(text) {
      send(res, JSON_TYPE, text);
    },
    send(body) {
      send(res, undefined, body);
    },
    stream(source) {
      return pipeline(source, res);
    },
  };
  return response;
}

function send(res: ServerResponse, type: string | undefined, body: Buffer | string): void {
  if (res.statusCode === 304) {
    res.end(); // no body, and no length: a 304's Content-Length would describe the representation
    return;
  }
  if (type) res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

function sendError(res: ServerResponse, answer: RestErrorAnswer): void {
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  send(res, JSON_TYPE, JSON.stringify(answer.body));
}
