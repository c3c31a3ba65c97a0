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
    const field =
      formatted.extensions.code === 'BAD_USER_INPUT' && !formatted.extensions.fields
        ? coercedField(formatted.message)
        : undefined;
    return field
      ? { ...formatted, extensions: { ...formatted.extensions, fields: [{ field, message: formatted.message }] } }
      : formatted;
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

/**
 * The field a variable's coercion error is about, named as parseInput names fields (ADR 1; issue
 * 16 §2): graphql-js writes `Variable "$input" got invalid value … at "input.fields[0].label"; …`,
 * `…; Field "name" of required type "String!" was not provided.` or `…; Field "x" is not defined by
 * type "PostInput".` Without a path inside the variable, the variable itself (`id`).
 */
export function coercedField(message: string): string | undefined {
  const variable = /^Variable "\$(\w+)"/.exec(message)?.[1];
  if (!variable) return undefined;
  const at = /" at "([^"]+)"/.exec(message)?.[1];
  const inner = /; Field "([^"]+)" (?:of required type|is not defined)/.exec(message)?.[1];
  const path = [at ?? variable, inner].filter(Boolean).join('.');
  const withoutVariable = path.startsWith(`${variable}.`) ? path.slice(variable.length + 1) : path;
  return withoutVariable;
}
