import {
  GraphQLError,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type GraphQLType,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** Each list multiplies the cost of what it holds by this much: lists are paged to about this size. */
const LIST_FACTOR = 10;

function fieldTypeOf(parent: GraphQLType, name: string): GraphQLOutputType | undefined {
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef.type;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef.type;
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name]?.type : undefined;
}

interface Measure {
  depth: number;
  cost: number;
}

function isList(type: GraphQLType): boolean {
  return isListType(isNonNullType(type) ? type.ofType : type);
}

function measure(
  context: ValidationContext,
  selections: SelectionSetNode,
  parent: GraphQLOutputType,
  fragments: Record<string, FragmentDefinitionNode>,
  seen: Set<string>,
): Measure {
  let depth = 0;
  let cost = 0;
  const named = getNamedType(parent);
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      const fieldType = fieldTypeOf(named, selection.name.value);
      if (!selection.selectionSet || !fieldType) {
        cost += selection.name.value.startsWith('__') ? 0 : 1;
        depth = Math.max(depth, 1);
        continue;
      }
      const inner = measure(context, selection.selectionSet, fieldType, fragments, seen);
      depth = Math.max(depth, inner.depth + 1);
      cost += 1 + inner.cost * (isList(fieldType) ? LIST_FACTOR : 1);
    } else {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments[selection.name.value] : selection;
      if (!fragment) continue;
      const key = selection.kind === Kind.FRAGMENT_SPREAD ? selection.name.value : '';
      if (key && seen.has(key)) continue; // cycles are reported by the standard rules
      const typeName = fragment.typeCondition?.name.value;
      const type = (typeName ? context.getSchema().getType(typeName) : undefined) ?? named;
      const inner = measure(
        context,
        fragment.selectionSet,
        type as GraphQLOutputType,
        fragments,
        key ? new Set([...seen, key]) : seen,
      );
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth, cost };
}

/**
 * Refuses operations nested deeper than maxDepth or estimated to cost more than maxCost
 * (1 a field, lists counted LIST_FACTOR times). Used on HTTP and on the socket alike.
 */
export function operationLimits(maxDepth: number, maxCost: number): ValidationRule {
  return (context) => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(operation) {
        const schema = context.getSchema();
        const root =
          operation.operation === 'query'
            ? schema.getQueryType()
            : operation.operation === 'mutation'
              ? schema.getMutationType()
              : schema.getSubscriptionType();
        if (!root) return;
        const { depth, cost } = measure(context, operation.selectionSet, root, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`The operation is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_COMPLEX' },
            }),
          );
        } else if (cost > maxCost) {
          context.reportError(
            new GraphQLError(`The operation's estimated cost is ${cost}; the limit is ${maxCost}.`, {
              nodes: [operation],
              extensions: { code: 'QUERY_TOO_COMPLEX' },
            }),
          );
        }
      },
    };
  };
}
