import { decide } from '@vdp/shared/auth/permissions';
import type { Role } from '@vdp/shared/auth/roles';
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SECURITY_HEADERS } from '../http/security-headers';
import type { RestEndpoint } from './endpoint';
import { replay, type KeptAnswers } from './kept-answers';
import { JSON_TYPE } from '../http/json-answers';

/** Distinct URLs whose route a plain read finds without matching the route table. */
const MAX_URLS = 2_000;
/** The largest body of a read asked by POST that takes the short way (a charity number, not a document). */
const MAX_QUESTION_BYTES = 1_024;
const JSON_ANSWER_HEADERS = [...SECURITY_HEADERS.flat(), 'Content-Type', JSON_TYPE];

/**
 * Who sends a request, when that is known without waiting: '' signed out (no API key, no session
 * cookie), a role (a session whose user is in memory), or undefined (an API key, or a session to
 * look up: the request takes the whole way).
 */
export type KnownRole = (req: IncomingMessage) => Role | '' | undefined;

interface RouteOfUrl {
  endpoint: RestEndpoint;
  params: Readonly<Record<string, string>>;
}

/** Sends a request the whole way, with its body when the short way read it already. */
export type WholeWay = (body?: Buffer) => void;

/**
 * The shortest way through the REST shim (issue 15): a read whose asker is known at once, to a
 * route already matched for the same method and URL, answered from memory — a kept answer
 * (rest/kept-answers.ts) or the route's own `fromMemory` — as bytes written at once, with no
 * context, route match or header-by-header work. A GET has no body; a signed-out visitor's read
 * asked by POST (the charity check) sends a small JSON body, its question. The route's permission
 * is still decided for the asker's role; whatever is not in memory goes the whole way, which
 * learns the URL's route.
 */
export class PlainReads {
  private readonly routeOf = new LRUCache<string, RouteOfUrl>({ max: MAX_URLS });

  constructor(
    private readonly kept: KeptAnswers | undefined,
    private readonly knownRole: KnownRole,
  ) {}

  /** Notes the route a read's method and URL matched (only routes a plain read may answer). */
  learn(method: string, url: string, endpoint: RestEndpoint, params: Readonly<Record<string, string>>): void {
    const plain = method === 'GET' ? endpoint.keep || endpoint.fromMemory : method === 'POST' && endpoint.keep;
    if (plain && !this.routeOf.has(`${method} ${url}`)) this.routeOf.set(`${method} ${url}`, { endpoint, params });
  }

  /**
   * True when this way takes the request: answered, or (a POST) its body being read, after which
   * it is answered or handed to `wholeWay`; false sends the request the whole way as it is.
   */
  answer(req: IncomingMessage, res: ServerResponse, url: string, wholeWay: WholeWay): boolean {
    const { method, headers } = req;
    if (method !== 'GET' && method !== 'POST') return false;
    const route = this.routeOf.get(`${method} ${url}`);
    if (!route) return false;
    const role = this.knownRole(req);
    if (role === undefined || decide(route.endpoint.permission, role || undefined) !== 'allowed') return false;
    if (method === 'GET') return headers['content-type'] === undefined && this.answerGet(req, res, url, route, role);
    // signed out only: a cookie's POST is checked for its origin first (ADR 23), which the whole way does
    const length = Number(headers['content-length']);
    if (role !== '' || !/^application\/json\b/i.test(headers['content-type'] ?? '') || !(length <= MAX_QUESTION_BYTES))
      return false;
    readSmallBody(req, (bytes) => {
      const question = jsonOf(bytes);
      const kept = question && this.kept?.plainAnswer(route.endpoint, role, url, question.body);
      if (kept) replay(req, res, kept);
      else wholeWay(bytes);
    });
    return true;
  }

  private answerGet(req: IncomingMessage, res: ServerResponse, url: string, route: RouteOfUrl, role: Role | ''): boolean {
    const kept = this.kept?.plainAnswer(route.endpoint, role, url);
    if (kept) {
      replay(req, res, kept);
      return true;
    }
    const text = route.endpoint.fromMemory?.(route.params);
    if (text === undefined) return false;
    res.writeHead(200, [...JSON_ANSWER_HEADERS, 'Content-Length', String(Buffer.byteLength(text))]).end(text);
    return true;
  }
}

/** A body its Content-Length says is small, read by events (no stream iterator for a few bytes). */
function readSmallBody(req: IncomingMessage, then: (bytes: Buffer) => void): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.once('end', () => then(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
}

/** A small body's JSON (undefined when empty), or undefined when it is not JSON (the whole way says why). */
function jsonOf(bytes: Buffer): { body: unknown } | undefined {
  if (bytes.length === 0) return { body: undefined };
  try {
    return { body: JSON.parse(bytes.toString('utf8')) as unknown };
  } catch {
    return undefined;
  }
}
