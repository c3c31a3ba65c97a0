import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';
import type { AppPubSub } from '../core/events/pubsub';
import type { RequestContext } from '../core/request-context';
import { hasSessionCookie } from '../http/cookies';

/**
 * The public reads whose GraphQL answers may be kept: a root field -> the topics whose events
 * change what it answers. A field belongs here only when its permission is public and its answer
 * follows from its arguments alone (never from who asks, never counting anything per read).
 */
export type PublicQueryTopics = Readonly<Record<string, readonly string[]>>;

interface Answer {
  text: string;
  contentType: string;
}

/** Distinct (query, variables) answers kept; public pages send the same few again and again. */
const MAX_ANSWERS = 1_000;
/** How long an answer is kept at most, should an event be missed or a row change outside the api. */
export const PUBLIC_ANSWER_TTL_MS = 60_000;

const JSON_TYPE = 'application/json; charset=utf-8';
const GRAPHQL_RESPONSE_TYPE = 'application/graphql-response+json; charset=utf-8';
/** What Apollo Server negotiates a single result's type among (its chooseContentTypeForSingleResultResponse). */
const NEGOTIATED = [JSON_TYPE, GRAPHQL_RESPONSE_TYPE, 'application/json; callbackSpec=1.0'];

/** The type Apollo answers this Accept header with, when it is one of the two plain JSON ones. */
function contentTypeFor(accept: string | undefined): string | undefined {
  if (!accept) return JSON_TYPE;
  const chosen = new Negotiator({ headers: { accept } }).mediaType(NEGOTIATED);
  return chosen === JSON_TYPE || chosen === GRAPHQL_RESPONSE_TYPE ? chosen : undefined;
}

/**
 * Whole GraphQL answers of public reads (issue 15): a page polling `publicSettings` or reading the
 * blog is answered with the text served last time, without running Apollo's request pipeline. An
 * answer is stored after Apollo served it (the plugin) and answered again by the middleware, for
 * requests carrying neither a session cookie nor an API key only, so a signed-in request still
 * meets its session (renewal, sign-out) and a key its checks. Any event of a listed topic, from
 * any api process, forgets every answer; an answer being worked out while one arrives is not kept.
 */
export class PublicAnswers {
  private readonly answers = new LRUCache<string, Answer>({ max: MAX_ANSWERS, ttl: PUBLIC_ANSWER_TTL_MS });
  /** Counts the forgettings, so a read that started before one is not stored after it. */
  private generation = 0;

  constructor(
    private readonly fields: PublicQueryTopics,
    pubSub: AppPubSub,
  ) {
    for (const topic of new Set(Object.values(fields).flat())) {
      void (async () => {
        for await (const _event of pubSub.subscribe(topic)) this.forget();
      })();
    }
  }

  forget(): void {
    this.generation++;
    this.answers.clear();
  }

  /** Answers a kept read at once; anything else goes on to Apollo. Mounted after express.json. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const key = keyOf(req);
      const answer = key === undefined ? undefined : this.answers.get(key);
      if (!answer) return next();
      res.setHeader('content-type', answer.contentType);
      res.end(answer.text);
    };
  }

  /** Keeps the answer of a public read once Apollo has served it. */
  plugin(): ApolloServerPlugin<RequestContext> {
    return {
      requestDidStart: async ({ request }) => {
        const key = request.http && keyOfHttp(request.http.method, request.http.headers, request);
        if (key === undefined) return;
        const generation = this.generation;
        return {
          willSendResponse: async ({ response, operation, contextValue }) => {
            if (generation !== this.generation || contextValue.user || contextValue.apiKey) return;
            if (response.body.kind !== 'single' || (response.http.status ?? 200) !== 200) return;
            const { singleResult } = response.body;
            if (singleResult.errors || singleResult.extensions || !operation || !this.keeps(operation)) return;
            const contentType = contentTypeFor(request.http?.headers.get('accept'));
            if (!contentType) return;
            response.http.headers.set('content-type', contentType);
            this.answers.set(key, { text: `${JSON.stringify({ data: singleResult.data })}\n`, contentType });
          },
        };
      },
    };
  }

  /** A query whose every root selection is a listed field (or `__typename`). */
  private keeps(operation: OperationDefinitionNode): boolean {
    return (
      operation.operation === 'query' &&
      operation.selectionSet.selections.every(
        (selection) =>
          selection.kind === Kind.FIELD &&
          !selection.directives?.length &&
          (selection.name.value === '__typename' || Object.hasOwn(this.fields, selection.name.value)),
      )
    );
  }
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** A POST's key: who it is for (anonymous only), what it accepts and what it asks; undefined when not kept. */
function keyFor(method: string, header: (name: string) => string | undefined, body: GraphQLBody): string | undefined {
  if (method !== 'POST' || header('authorization') !== undefined) return undefined;
  if (hasSessionCookie(header('cookie'))) return undefined;
  if (typeof body.query !== 'string') return undefined;
  return JSON.stringify([header('accept') ?? '', body.query, body.variables ?? null, body.operationName ?? null]);
}

function keyOf(req: IncomingMessage & { body?: unknown }): string | undefined {
  if (typeof req.body !== 'object' || req.body === null) return undefined;
  return keyFor(
    req.method ?? '',
    (name) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    req.body,
  );
}

function keyOfHttp(
  method: string,
  headers: { get(name: string): string | undefined },
  request: { query?: string; variables?: unknown; operationName?: string },
): string | undefined {
  return keyFor(method, (name) => headers.get(name), {
    query: request.query,
    variables: request.variables,
    operationName: request.operationName,
  });
}
