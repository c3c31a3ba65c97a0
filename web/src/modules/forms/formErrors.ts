import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldProblemsOf, type FieldProblem } from '../../lib/fieldProblem';

/** What the api said when it refused a request (GraphQL `extensions`, issue 12 contract). */
export interface ApiFailure {
  /** BAD_USER_INPUT, NOT_FOUND, CONFLICT, FORM_UNAVAILABLE, SUBMISSION_REFUSED, RATE_LIMITED...; undefined: no answer (network). */
  code: string | undefined;
  fields: FieldProblem[];
  /** With RATE_LIMITED: when to try again. */
  retryAfterSeconds: number | undefined;
}

/**
 * Apollo's ServerError as far as this reads it (an HTTP error status). Checked by shape: importing
 * the class puts it in the entry bundle.
 */
interface HttpFailure {
  statusCode: number;
  bodyText: string;
  response: { headers: { get: (name: string) => string | null } };
}

const isHttpFailure = (error: unknown): error is HttpFailure =>
  error instanceof Error &&
  typeof (error as Partial<HttpFailure>).statusCode === 'number' &&
  typeof (error as Partial<HttpFailure>).bodyText === 'string';

/** The first error's extensions of a GraphQL answer that came with an HTTP error status (a 429, a 413). */
function serverErrorExtensions(error: HttpFailure): Record<string, unknown> | undefined {
  try {
    const body = JSON.parse(error.bodyText) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
    return body.errors?.[0]?.extensions;
  } catch {
    return error.statusCode === 429
      ? { code: 'RATE_LIMITED', retryAfterSeconds: Number(error.response.headers.get('retry-after')) }
      : undefined;
  }
}

/** The first GraphQL error's code, fields and retry delay; an empty failure for any other error. */
export function apiFailure(error: unknown): ApiFailure {
  const extensions = CombinedGraphQLErrors.is(error)
    ? error.errors[0]?.extensions
    : isHttpFailure(error)
      ? serverErrorExtensions(error)
      : undefined;
  const code = typeof extensions?.code === 'string' ? extensions.code : undefined;
  const fields = fieldProblemsOf(extensions?.fields);
  const retry = extensions?.retryAfterSeconds;
  return { code, fields, retryAfterSeconds: typeof retry === 'number' && retry > 0 ? Math.ceil(retry) : undefined };
}
