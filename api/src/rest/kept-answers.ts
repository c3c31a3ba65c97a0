import { LRUCache } from 'lru-cache';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppPubSub } from '../core/events/pubsub';
import { tooDeep } from '../core/json-depth';
import { DEFAULT_KEEP_MS, type KeepRule } from '../core/kept-reads';
import type { RequestContext } from '../core/request-context';
import { SECURITY_HEADERS } from '../http/security-headers';
import { etagMatches } from './cached-answer';
import type { RestEndpoint } from './endpoint';
import { JSON_TYPE } from '../http/json-answers';
import type { RestResponse } from './rest-http';

export interface KeptAnswer {
  status: number;
  /** The JSON's bytes, written as they are (no copy per answer). */
  body: Buffer;
  etag: string | undefined;
  /** Every header of the answer (security headers, then what the route set), as names and values in turn: written at once. */
  wireHeaders: string[];
  /** The same without Content-Type and Content-Length, for a 304. */
  notModifiedHeaders: string[];
}

function keptAnswer(status: number, headers: ReadonlyArray<readonly [string, string]>, text: string): KeptAnswer {
  const notModifiedHeaders = [...SECURITY_HEADERS, ...headers].flat();
  const body = Buffer.from(text);
  return {
    status,
    body,
    etag: headers.find(([name]) => name.toLowerCase() === 'etag')?.[1],
    wireHeaders: [...notModifiedHeaders, 'Content-Type', JSON_TYPE, 'Content-Length', String(body.length)],
    notModifiedHeaders,
  };
}

/** A POST read's body kept as a key: a charity number, not a document. */
const MAX_QUESTION_DEPTH = 4;
const MAX_QUESTION_LENGTH = 1_024;
/** Distinct answers kept per route (query strings vary); past that the least recently used go. */
const MAX_PER_ROUTE = 500;

class RouteAnswers {
  readonly answers: LRUCache<string, KeptAnswer>;
  /** Counts forgettings, so an answer worked out while one happened is not kept. */
  generation = 0;

  constructor(rule: KeepRule, pubSub: AppPubSub) {
    this.answers = new LRUCache({ max: MAX_PER_ROUTE, ttl: rule.ttlMs ?? DEFAULT_KEEP_MS });
    for (const topic of rule.clearedBy) {
      pubSub.listen(topic, () => this.forget());
    }
  }

  forget(): void {
    this.generation++;
    this.answers.clear();
  }
}

/** A POST read's body as part of its key; undefined (never kept) when deep or long: such a body is no lookup. */
function questionOf(body: unknown): string | undefined {
  if (tooDeep(body, MAX_QUESTION_DEPTH)) return undefined;
  const text = JSON.stringify(body);
  return text.length <= MAX_QUESTION_LENGTH ? text : undefined;
}

/** A kept answer to replay, or how to keep the one about to be worked out. */
export type KeptLookup = { answer: KeptAnswer } | { keep: (res: RestResponse) => RestResponse };

/**
 * Whole answers of the REST routes that declare a `keep` rule (issue 15): the public settings, the
 * active theme, the blog and auction lists, and reads asked by POST (the charity check). The
 * request is authenticated, authorised and its body read first, as any other; then an answer kept
 * for the same role, URL and body is written again without running the route. Any event of the
 * rule's topics, from any api process, forgets the route's answers. Requests made with an API key
 * are never answered from here (their quota counts every request).
 */
export class KeptAnswers {
  private readonly routes = new Map<RestEndpoint, RouteAnswers>();

  constructor(endpoints: Iterable<RestEndpoint>, pubSub: AppPubSub) {
    for (const endpoint of endpoints) {
      if (endpoint.keep) this.routes.set(endpoint, new RouteAnswers(endpoint.keep, pubSub));
    }
  }

  /** `body`: the parsed JSON of a read made by POST (a lookup whose question is its body). */
  lookup(endpoint: RestEndpoint, url: string, ctx: RequestContext, body: unknown): KeptLookup | undefined {
    const route = this.routes.get(endpoint);
    if (!route || ctx.apiKey) return undefined;
    const question = body === undefined ? '' : questionOf(body);
    if (question === undefined) return undefined;
    const key = keyOf(ctx.user?.role ?? '', url, question);
    const answer = route.answers.get(key);
    if (answer) return { answer };
    const generation = route.generation;
    return {
      keep: (res) =>
        recording(res, (kept) => {
          if (generation === route.generation) route.answers.set(key, kept);
        }),
    };
  }

  /** The answer kept for this role ('' signed out), URL and JSON body (none for a GET), if any (rest/plain-reads.ts). */
  plainAnswer(endpoint: RestEndpoint, role: string, url: string, body?: unknown): KeptAnswer | undefined {
    const question = body === undefined ? '' : questionOf(body);
    return question === undefined ? undefined : this.routes.get(endpoint)?.answers.get(keyOf(role, url, question));
  }
}

/** Who asks (a role, or '' signed out), where, and with what body. */
const keyOf = (role: string, url: string, question: string) => `${role} ${url} ${question}`;

/**
 * Writes a kept answer again, its headers and bytes at once (headers set before, as a cleared
 * cookie, are kept); 304 when the client holds its entity tag.
 */
export function replay(req: IncomingMessage, res: ServerResponse, kept: KeptAnswer): void {
  if (kept.etag && etagMatches(req.headers['if-none-match'], kept.etag)) {
    res.writeHead(304, kept.notModifiedHeaders).end();
  } else res.writeHead(kept.status, kept.wireHeaders).end(kept.body);
}

/** The response, noting what the route sets; a 200 JSON answer without cookies is handed to `keep`. */
function recording(res: RestResponse, keep: (answer: KeptAnswer) => void): RestResponse {
  const headers: Array<[string, string]> = [];
  let status = 200;
  const kept = (text: string) => {
    if (status === 200 && !headers.some(([name]) => name.toLowerCase() === 'set-cookie')) keep(keptAnswer(status, headers, text));
  };
  const wrapped: RestResponse = {
    get headersSent() {
      return res.headersSent;
    },
    status(code) {
      status = code;
      res.status(code);
      return wrapped;
    },
    setHeader(name, value) {
      headers.push([name, value]);
      res.setHeader(name, value);
      return wrapped;
    },
    json(value) {
      const text = JSON.stringify(value);
      kept(text);
      res.jsonText(text);
    },
    jsonText(text) {
      kept(text);
      res.jsonText(text);
    },
    send: (body) => res.send(body),
    stream: (source) => res.stream(source),
  };
  return wrapped;
}
