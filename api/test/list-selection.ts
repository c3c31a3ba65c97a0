import {
  getNamedType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The lists of the GraphQL schema and the widest read of each (issue 15 goal 6): every scalar
 * field of the node, and every object field with its scalars, one level down, since a nested
 * field is where a look-up per row hides.
 */

/** A Query field answering many rows: a list, or a `…Connection` of edges. */
export interface SchemaList {
  field: string;
  paged: boolean;
  node: GraphQLObjectType;
}

const unwrap = (field: GraphQLField<unknown, unknown>) => getNamedType(field.type);

/** Every Query field whose type is a list or a connection. */
export function schemaLists(schema: GraphQLSchema): SchemaList[] {
  const lists: SchemaList[] = [];
  for (const field of Object.values(schema.getQueryType()!.getFields())) {
    const type = isNonNullType(field.type) ? field.type.ofType : field.type;
    const named = getNamedType(type);
    if (isListType(type) && isObjectType(named)) lists.push({ field: field.name, paged: false, node: named });
    else if (isObjectType(named) && named.name.endsWith('Connection')) {
      const edge = unwrap(named.getFields().edges!) as GraphQLObjectType;
      lists.push({ field: field.name, paged: true, node: unwrap(edge.getFields().node!) as GraphQLObjectType });
    }
  }
  return lists;
}

/** A field any reader may ask for as it is: no argument it must give. */
const askable = (field: GraphQLField<unknown, unknown>) => field.args.every((arg) => !isNonNullType(arg.type));

const scalarsOf = (type: GraphQLObjectType): string[] =>
  Object.values(type.getFields())
    .filter((field) => askable(field) && isLeafType(unwrap(field)))
    .map((field) => field.name);

/** Every scalar of `type`, and every object field with its own scalars. */
export function nodeSelection(type: GraphQLObjectType): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (!askable(field)) continue;
    const named = unwrap(field);
    if (isLeafType(named)) parts.push(field.name);
    else if (isObjectType(named)) parts.push(`${field.name} { __typename ${scalarsOf(named).join(' ')} }`);
  }
  return parts.join(' ');
}

/** The query reading `list` with `args` (name → [type, value]) and, when paged, `$first`. */
export function listQuery(list: SchemaList, args: Record<string, [string, unknown]>): string {
  const declared = Object.entries(args).map(([name, [type]]) => `$${name}: ${type}`);
  const passed = Object.keys(args).map((name) => `${name}: $${name}`);
  if (list.paged) {
    declared.push('$first: Int');
    passed.push('first: $first');
  }
  const head = declared.length ? `query (${declared.join(', ')})` : 'query';
  const call = passed.length ? `${list.field}(${passed.join(', ')})` : list.field;
  const node = nodeSelection(list.node);
  const body = list.paged
    ? `{ edges { cursor node { ${node} } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount }`
    : `{ ${node} }`;
  return `${head} { ${call} ${body} }`;
}
