import type { ApolloServerPlugin } from '@apollo/server';
import { getArgumentValues, Kind, type FieldNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import type { AppPubSub } from '../core/events/pubsub';
import { DEFAULT_KEEP_MS, type KeptQueries, type KeptQueryRule } from '../core/kept-reads';
import type { RequestContext } from '../core/request-context';
import { JSON_TYPE } from '../http/json-answers';

/** A kept answer's bytes and type, as Apollo served them. */
export interface KeptQueryAnswer {
  text: string;
  contentType: string;
}

interface Answer extends KeptQueryAnswer {
  topics: ReadonlySet<string>;
  /** The `eachRead` of its fields, with their arguments. */
  eachRead: ReadonlyArray<() => boolean>;
}

/** Distinct (role, query, variables) answers kept; pages send the same few again and again. */
const MAX_ANSWERS = 1_000;

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
 * Whole GraphQL answers of hot reads (issue 15): a page polling `publicSettings`, reading the blog
 * or a dealer's auction list is answered with the text served last time to the same role, without
 * running Apollo's request pipeline. The request's context is made first, as for any other (the
 * session read, a signed-out cookie cleared); an answer is stored after Apollo served it (the
 * plugin) and given again by the GraphQL door (http/graphql-http.ts). Requests with an API key
 * always go to Apollo (their quota counts each). An event of a topic, from any api process,
 * forgets the answers holding a field it names; an answer being worked out while anything is
 * forgotten is not kept.
 */
export class KeptQueryAnswers {
  private readonly answers = new LRUCache<string, Answer>({ max: MAX_ANSWERS, ttl: DEFAULT_KEEP_MS });
  /** Counts the forgettings, so a read that started before one is not stored after it. */
  private generation = 0;

  constructor(
    private readonly fields: KeptQueries,
    pubSub: AppPubSub,
  ) {
    for (const topic of new Set(Object.values(fields).flatMap((rule) => rule.clearedBy))) {
      pubSub.listen(topic, () => this.forget(topic));
    }
  }

  /** Forgets the answers holding a field `topic` changes (every answer when none is named). */
  forget(topic?: string): void {
    this.generation++;
    if (topic === undefined) return this.answers.clear();
    for (const [key, answer] of this.answers.entries()) if (answer.topics.has(topic)) this.answers.delete(key);
  }

  /** The kept answer to this request, when there is one still right to give; undefined: Apollo answers. */
  answerFor(method: string, ctx: RequestContext, accept: string | undefined, body: unknown): KeptQueryAnswer | undefined {
    const key = keyFor(method, ctx, accept, body);
    const answer = key === undefined ? undefined : this.answers.get(key);
    return answer && answer.eachRead.every((read) => read()) ? answer : undefined;
  }

  /** Keeps the answer of a listed read once Apollo has served it. */
  plugin(): ApolloServerPlugin<RequestContext> {
    return {
      requestDidStart: async ({ request, contextValue, schema }) => {
        const accept = request.http?.headers.get('accept');
        const key = request.http && keyFor(request.http.method, contextValue, accept, request);
        if (key === undefined) return;
        const generation = this.generation;
        return {
          willSendResponse: async ({ response, operation }) => {
            if (generation !== this.generation || response.body.kind !== 'single') return;
            if ((response.http.status ?? 200) !== 200 || !operation) return;
            const { singleResult } = response.body;
            const fields = singleResult.errors || singleResult.extensions ? undefined : this.fieldsOf(operation);
            const contentType = contentTypeFor(accept);
            if (!fields || !contentType) return;
            response.http.headers.set('content-type', contentType);
            const rules = fields.map((field) => field.rule);
            const answer: Answer = {
              text: `${JSON.stringify({ data: singleResult.data })}\n`,
              contentType,
              topics: new Set(rules.flatMap((rule) => rule.clearedBy)),
              eachRead: eachReadOf(schema, fields, request.variables),
            };
            this.answers.set(key, answer, { ttl: Math.min(...rules.map((rule) => rule.ttlMs ?? DEFAULT_KEEP_MS)) });
          },
        };
      },
    };
  }

  /** The root fields of a query whose every root selection is a listed field (or `__typename`); undefined otherwise. */
  private fieldsOf(operation: OperationDefinitionNode): KeptField[] | undefined {
    if (operation.operation !== 'query') return undefined;
    const fields: KeptField[] = [];
    for (const node of operation.selectionSet.selections) {
      if (node.kind !== Kind.FIELD || node.directives?.length) return undefined;
      if (node.name.value === '__typename') continue;
      const rule = Object.hasOwn(this.fields, node.name.value) ? this.fields[node.name.value] : undefined;
      if (!rule) return undefined;
      fields.push({ node, rule });
    }
    return fields;
  }
}

interface KeptField {
  node: FieldNode;
  rule: KeptQueryRule;
}

/** Each field's `eachRead` bound to its arguments, worked out once when the answer is kept. */
function eachReadOf(
  schema: GraphQLSchema,
  fields: readonly KeptField[],
  variables: Record<string, unknown> | undefined,
): Array<() => boolean> {
  const rootFields = schema.getQueryType()?.getFields() ?? {};
  return fields.flatMap(({ node, rule }) => {
    const eachRead = rule.eachRead;
    const definition = rootFields[node.name.value];
    if (!eachRead || !definition) return [];
    const args = getArgumentValues(definition, node, variables);
    return [() => eachRead(args)];
  });
}

interface GraphQLBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

/** A POST's key: the asker's role, what it accepts and what it asks; undefined when never kept. */
function keyFor(method: string, ctx: RequestContext, accept: string | undefined, body: unknown): string | undefined {
  if (method !== 'POST' || ctx.apiKey || typeof body !== 'object' || body === null) return undefined;
  const { query, variables, operationName } = body as GraphQLBody;
  if (typeof query !== 'string') return undefined;
  return JSON.stringify([ctx.user?.role ?? '', accept ?? '', query, variables ?? null, operationName ?? null]);
}
