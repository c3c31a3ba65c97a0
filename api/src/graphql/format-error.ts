import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { AppError } from '../core/errors';

/** Turns any thrown error into a GraphQL error carrying a code in extensions.code (ADR 1). */
export function formatError(formatted: GraphQLFormattedError, thrown: unknown): GraphQLFormattedError {
  const error = unwrapResolverError(thrown);
  if (error instanceof AppError) {
    return {
      message: error.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: error.code, ...error.details },
    };
  }
  if (error instanceof GraphQLError && formatted.extensions?.code && formatted.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    return formatted;
  }
  console.error('Unexpected error', error);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
