import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { Permission } from '@vdp/shared/auth/permissions';

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** One root field as the matrix runs it: a document asking for the field alone, and its variables. */
export interface GraphQLOperation {
  kind: OperationKind;
  field: string;
  document: string;
  variables: Record<string, unknown>;
}

/** A number no row has: an id that passes validation and finds nothing. */
export const NO_SUCH_ID = 999_999;

/**
 * The least value a required input of `type` takes: enough for GraphQL to coerce the variables,
 * so that what refuses the operation is its permission (TypeGraphQL's @Authorized runs before
 * the shared schemas check the input), not the document.
 */
export function minimalValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return minimalValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, minimalValue(field.type)]));
  }
  switch (getNamedType(type).name) {
    case 'ID':
      return String(NO_SUCH_ID);
    case 'Int':
    case 'Float':
      return NO_SUCH_ID;
    case 'Boolean':
      return false;
    case 'DateTimeISO':
      return '2030-01-01T00:00:00.000Z';
    case 'JSON':
    case 'JSONObject':
      return {};
    default:
      return 'x';
  }
}

function operationOf(
  kind: OperationKind,
  field: GraphQLField<unknown, unknown>,
  given: Record<string, unknown> = {},
): GraphQLOperation {
  const args = field.args.filter((arg) => isNonNullType(arg.type) || arg.name in given);
  const variables = Object.fromEntries(
    args.map((arg) => [arg.name, arg.name in given ? given[arg.name] : minimalValue(arg.type)]),
  );
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const document = `${kind}${declared ? ` (${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return { kind, field: field.name, document, variables };
}

/** Every root field of the schema (Query, Mutation, Subscription), with the arguments given for some. */
export function rootOperations(
  schema: GraphQLSchema,
  givenArgs: (field: string) => Record<string, unknown> | undefined,
): GraphQLOperation[] {
  const roots: Array<[OperationKind, GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) =>
    Object.values(type?.getFields() ?? {}).map((field) => operationOf(kind, field, givenArgs(field.name))),
  );
}

/**
 * The permission each root field's resolver names in `@Authorized(...)`, read from TypeGraphQL's
 * metadata (after the schema is built); undefined for a field without one.
 */
export function declaredPermissions(): Record<string, Permission | undefined> {
  const storage = getMetadataStorage();
  const handlers = [...storage.queries, ...storage.mutations, ...storage.subscriptions];
  return Object.fromEntries(
    handlers.map((handler) => {
      const authorized = storage.authorizedFields.find(
        (entry) => entry.target === handler.target && entry.fieldName === handler.methodName,
      );
      const byClass = storage.authorizedResolver.find((entry) => entry.target === handler.target);
      const roles = (authorized ?? byClass)?.roles as Permission[] | undefined;
      return [handler.schemaName, roles?.length === 1 ? roles[0] : undefined];
    }),
  );
}
