import {
  createSourceEventStream,
  execute,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../core/request-context';
import { MAX_DOCUMENT_TOKENS } from './limits';
import { KeyDelivery, type SocketTarget } from './socket-delivery';

type Execution = ExecutionResult | Promise<ExecutionResult>;

interface PreparedDocument {
  document: DocumentNode;
  errors: readonly GraphQLError[];
}

/** Distinct socket documents kept parsed; clients send the same few subscriptions over and over. */
const MAX_DOCUMENTS = 500;

/**
 * Socket operations that scale with subscribers (thousands of sockets, one event each; ADR 5): a query text is parsed and
 * validated once, and each published event is executed once per distinct (document, operation,
 * variables, role) and the result shared by every subscriber with that key. Each subscriber still
 * runs its own subscribe step (permission check, arguments, filters), so nobody receives what
 * their own subscribe would refuse. Rule this relies on: a subscription's field resolvers depend
 * on the event, the arguments and the viewer's role only, never on who the viewer is.
 */
export class SharedSubscriptions {
  private readonly documents = new LRUCache<string, PreparedDocument>({ max: MAX_DOCUMENTS });
  /** Stands for a document in share keys: equal query texts share one parsed document. */
  private readonly serials = new WeakMap<DocumentNode, number>();
  private readonly executions = new WeakMap<object, Map<string, Execution>>();
  private nextSerial = 1;
  private readonly deliveries = new Map<string, KeyDelivery>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    private readonly log: (message: string) => void = console.error,
  ) {}

  /** The parsed document of a query text, or the errors that refuse it. */
  prepare(query: string): { document: DocumentNode } | { errors: readonly GraphQLError[] } {
    let prepared = this.documents.get(query);
    if (!prepared) {
      prepared = this.parseAndValidate(query);
      this.serials.set(prepared.document, this.nextSerial++);
      this.documents.set(query, prepared);
    }
    return prepared.errors.length > 0 ? { errors: prepared.errors } : { document: prepared.document };
  }

  private parseAndValidate(query: string): PreparedDocument {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_DOCUMENT_TOKENS });
    } catch (error) {
      if (error instanceof GraphQLError) return { document: { kind: Kind.DOCUMENT, definitions: [] }, errors: [error] };
      throw error;
    }
    const errors = validate(this.schema, document, [...specifiedRules, ...this.rules]).map(
      (e) => new GraphQLError(e.message, { extensions: e.extensions }),
    );
    return { document, errors };
  }

  /**
   * graphql-js `subscribe`, except that events execute once per share key. With a socket
   * `target`, this writes the frames itself, serialised once per key (ADR 20): the iterator it
   * returns yields nothing and completes when the subscription does.
   */
  async subscribe(args: ExecutionArgs, target?: SocketTarget): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream;
    const key = this.shareKey(args);
    if (!target) return mapEvents(stream, (event) => this.executeShared(args, event, key));
    let delivery = this.deliveries.get(key);
    if (!delivery) {
      delivery = new KeyDelivery((shared, event) => this.executeShared(shared, event, key), this.log);
      this.deliveries.set(key, delivery);
    }
    const owner = delivery;
    return owner.follow(stream[Symbol.asyncIterator](), args, target, () => {
      if (owner.members === 0 && this.deliveries.get(key) === owner) this.deliveries.delete(key);
    });
  }

  private executeShared(args: ExecutionArgs, event: unknown, key: string): Execution {
    if (typeof event !== 'object' || event === null) return execute({ ...args, rootValue: event });
    let byKey = this.executions.get(event);
    if (!byKey) {
      byKey = new Map();
      this.executions.set(event, byKey);
    }
    let execution = byKey.get(key);
    if (!execution) {
      execution = execute({ ...args, rootValue: event });
      byKey.set(key, execution);
    }
    return execution;
  }

  private shareKey(args: ExecutionArgs): string {
    const serial = this.serials.get(args.document) ?? `unshared:${this.nextSerial++}`;
    const role = (args.contextValue as RequestContext | undefined)?.user?.role ?? 'anonymous';
    return `${serial}|${args.operationName ?? ''}|${role}|${JSON.stringify(args.variableValues ?? {})}`;
  }
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

/** Maps a source stream; return() reaches the source at once (an async generator would wait). */
function mapEvents(source: AsyncIterable<unknown>, map: (event: unknown) => Execution): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  const mapped = async (result: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> =>
    result.done ? { done: true, value: undefined } : { done: false, value: await map(result.value) };
  return {
    next: async () => mapped(await iterator.next()),
    return: async () => (iterator.return ? mapped(await iterator.return()) : { done: true, value: undefined }),
    throw: async (error: unknown) => {
      if (iterator.throw) return mapped(await iterator.throw(error));
      await iterator.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
