import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type ExecutionResult, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
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

/**
 * A socket operation's result with the same error codes as over HTTP: errors a service threw
 * (AppError) carry their code; others stay as graphql-js wrote them. Undefined when nothing changes.
 */
export function withErrorCodes(result: ExecutionResult): FormattedExecutionResult | undefined {
  if (!result.errors?.some((error) => unwrapResolverError(error) instanceof AppError)) return undefined;
  return {
    ...result,
    errors: result.errors.map((error) =>
      unwrapResolverError(error) instanceof AppError ? formatError(error.toJSON(), error) : error.toJSON(),
    ),
  };
}
