import type { ApolloServerPlugin } from '@apollo/server';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  GraphQLError,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { MAX_JSON_BODY_BYTES } from '../http/request-body';

/** Each list multiplies the cost of what it holds by this much: lists are paged to about this size. */
const LIST_FACTOR = 10;

const tooComplex = (message: string, nodes?: OperationDefinitionNode) =>
  new GraphQLError(message, { nodes, extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } });

/** Introspection (`__schema`, `__type` and what they hold) is bounded by graphql-js's own rule, not ours. */
const isIntrospection = (name: string) => name === SchemaMetaFieldDef.name || name === TypeMetaFieldDef.name;

/**
 * Refuses operations nested deeper than `maxDepth` (GraphQL Armor's max-depth; it skips
 * `__schema`, and `__type` is taken out here), so that the tools' introspection query passes.
 * A validation rule: used on HTTP and, once per query text, on the socket.
 */
/**
 * The most tokens a GraphQL document may hold, on HTTP and the socket alike: far above any the
 * app or the introspection query sends, far below what would nest the parser past the stack.
 */
export const MAX_DOCUMENT_TOKENS = 5_000;

/** The largest message a socket may send: as an HTTP body. */
export const MAX_SOCKET_MESSAGE_BYTES = MAX_JSON_BODY_BYTES;

/** Operations one socket may run at once: a page needs a handful; each costs the server memory. */
export const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;

/** The refusal of one more operation on a socket already running `running` (this one counted), or null. */
export function socketCrowded(running: number): GraphQLError | null {
  if (running <= MAX_SUBSCRIPTIONS_PER_SOCKET) return null;
  return new GraphQLError(`A socket may run at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations at once.`, {
    extensions: { code: 'TOO_MANY_OPERATIONS' },
  });
}

export function depthLimit(maxDepth: number): ValidationRule {
  return (context) => {
    const armor = maxDepthRule({
      n: maxDepth,
      ignoreIntrospection: true,
      flattenFragments: true, // a fragment is no deeper than its fields
      propagateOnRejection: false,
      onReject: [(_context, error) => context.reportError(tooComplex(error.message.replace(/^Syntax Error: /, '')))],
    })(context);
    const mentionsType = context.getDocument().loc?.source.body.includes(TypeMetaFieldDef.name) ?? true;
    return {
      OperationDefinition(operation) {
        armor.onOperationDefinitionEnter(mentionsType ? withoutTypeFields(operation) : operation);
      },
    };
  };
}

const withoutTypeFields = (operation: OperationDefinitionNode): OperationDefinitionNode =>
  visit(operation, { Field: (field) => (field.name.value === TypeMetaFieldDef.name ? null : undefined) });

/** Fields weigh what TypeGraphQL's `complexity` says, else 1 plus what they hold, lists LIST_FACTOR times. */
const estimators: ComplexityEstimator[] = [
  ({ field }) => (isIntrospection(field.name) ? 0 : undefined),
  fieldExtensionsEstimator(),
  ({ field, childComplexity }) => 1 + childComplexity * (isListType(getNullableType(field.type)) ? LIST_FACTOR : 1),
];

/**
 * Refuses operations estimated to cost more than `maxCost` (graphql-query-complexity). It needs
 * the operation's variables, which validation rules do not get: HTTP runs it once the operation
 * is resolved (`plugin`), the socket at each subscribe (`check`).
 */
export class CostLimit {
  /**
   * Costs already worked out, per parsed document (Apollo and the socket keep one object per query
   * text) and operation: walking a document again costs 50-100 µs a request. A cost depends on the
   * variables only through @skip/@include or a field whose complexity is a function of its
   * arguments; such documents are measured every time.
   */
  private readonly known = new WeakMap<DocumentNode, Map<string, number>>();
  private readonly conditional = new WeakMap<DocumentNode, boolean>();
  private readonly costsReadArguments: boolean;

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly maxCost: number,
  ) {
    this.costsReadArguments = Object.values(schema.getTypeMap()).some(
      (type) =>
        (isObjectType(type) || isInterfaceType(type)) &&
        Object.values(type.getFields()).some((field) => typeof field.extensions.complexity === 'function'),
    );
  }

  /** The refusal of an operation over the limit, or undefined. */
  check(document: DocumentNode, variables: Record<string, unknown> | null | undefined, operationName?: string | null) {
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    const keep = !this.costsReadArguments && !this.isConditional(document);
    const known = keep ? this.known.get(document)?.get(operationName ?? '') : undefined;
    const cost = known ?? this.measure(document, variables, operationName);
    if (typeof cost !== 'number') return cost;
    if (known === undefined && keep) {
      const byOperation = this.known.get(document) ?? new Map<string, number>();
      this.known.set(document, byOperation.set(operationName ?? '', cost));
    }
    if (cost <= this.maxCost) return undefined;
    return tooComplex(`The operation's estimated cost is ${cost}; the limit is ${this.maxCost}.`, operation);
  }

  /** Whether a field of the document is kept or skipped by a directive (then its cost follows the variables). */
  private isConditional(document: DocumentNode): boolean {
    let conditional = this.conditional.get(document);
    if (conditional === undefined) {
      conditional = false;
      visit(document, {
        Directive: (directive) => {
          if (directive.name.value === 'skip' || directive.name.value === 'include') conditional = true;
        },
      });
      this.conditional.set(document, conditional);
    }
    return conditional;
  }

  /** The operation's cost, its refusal when too big to count, or undefined when its variables are bad. */
  private measure(
    document: DocumentNode,
    variables: Record<string, unknown> | null | undefined,
    operationName?: string | null,
  ): number | GraphQLError | undefined {
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    try {
      return getComplexity({
        schema: this.schema,
        query: document,
        variables: variables ?? {},
        operationName: operationName ?? undefined,
        estimators,
      });
    } catch (error) {
      // past 10,000 fields (fragments spread again and again) it stops counting; bad variables are execution's to report
      const tooMany = error instanceof GraphQLError && error.message.includes('maximum allowed number of nodes');
      return tooMany ? tooComplex(`The operation has too many fields.`, operation) : undefined;
    }
  }

  plugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => ({
        didResolveOperation: async ({ document, request, operationName }) => {
          const refusal = this.check(document, request.variables, operationName);
          if (refusal) throw refusal;
        },
      }),
    };
  }
}
