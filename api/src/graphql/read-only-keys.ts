import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type OperationTypeNode } from 'graphql';
import type { RequestContext } from '../core/request-context';

/** The refusal of a mutation sent with a read-only API key, else undefined (issue 14 §3). */
export function readOnlyRefusal(
  ctx: RequestContext | undefined,
  operation: OperationTypeNode | undefined,
): GraphQLError | undefined {
  if (!ctx?.apiKey?.readOnly || operation !== 'mutation') return undefined;
  return new GraphQLError('This API key is read-only: it cannot run mutations.', {
    extensions: { code: 'FORBIDDEN', http: { status: 403 } },
  });
}

/**
 * Refuses mutations of read-only keys over HTTP once the operation is known, before any field
 * runs, whatever each field's permission (the socket checks at subscribe, app/server.ts).
 */
export function readOnlyKeys(): ApolloServerPlugin<RequestContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ contextValue, operation }) => {
        const refusal = readOnlyRefusal(contextValue, operation?.operation);
        if (refusal) throw refusal;
      },
    }),
  };
}
