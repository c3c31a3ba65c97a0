import { unwrapResolverError } from '@apollo/server/errors';
import type { ValidationError } from 'class-validator';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError, type FieldProblem } from '../core/errors';

function flatten(problems: ValidationError[], prefix = ''): FieldProblem[] {
  return problems.flatMap((problem) => {
    const field = prefix + problem.property;
    return [
      ...Object.values(problem.constraints ?? {}).map((message) => ({ field, message })),
      ...flatten(problem.children ?? [], `${field}.`),
    ];
  });
}

function validationFields(error: ArgumentValidationError): FieldProblem[] {
  return flatten(error.extensions.validationErrors);
}

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
  if (error instanceof ArgumentValidationError) {
    const fields = validationFields(error);
    return {
      message: fields.map((f) => f.message).join('; ') || 'Invalid input.',
      path: formatted.path,
      extensions: { code: 'BAD_USER_INPUT', fields },
    };
  }
  if (error instanceof GraphQLError && formatted.extensions?.code && formatted.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    return formatted;
  }
  console.error('Unexpected error', error);
  return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
