import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldProblemsOf } from '../../lib/fieldProblem';

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
      for (const field of fieldProblemsOf(problem.extensions?.fields)) errors[field.field] = field.message;
    }
  }
  return errors;
}
