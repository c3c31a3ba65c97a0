import { CombinedGraphQLErrors } from '@apollo/client/errors';

interface FieldProblem {
  field: string;
  message: string;
}

const isFieldProblem = (value: unknown): value is FieldProblem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FieldProblem).field === 'string' &&
  typeof (value as FieldProblem).message === 'string';

/**
 * The fields a refused save names (the contract: BAD_USER_INPUT with `fields`, 409 for a taken
 * slug), as Formik errors: a catalog id when the web knows the message, else the server's text.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: Record<string, string> = {};
  for (const problem of error.errors) {
    const code = problem.extensions?.code;
    if (code === 'CONFLICT' && /slug/i.test(problem.message)) errors.slug = 'content.slug.taken';
    if (code === 'BAD_USER_INPUT') {
      const fields = problem.extensions?.fields;
      if (Array.isArray(fields)) for (const field of fields.filter(isFieldProblem)) errors[field.field] = field.message;
    }
  }
  return errors;
}
