import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type LookupFailure = 'rateLimited' | 'notFound' | 'other';

/** What went wrong with a lookup, from the GraphQL error code (the server's messages are English). */
export function lookupFailure(error: unknown): LookupFailure {
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
  if (code === 'RATE_LIMITED') return 'rateLimited';
  if (code === 'NOT_FOUND' || code === 'BAD_USER_INPUT') return 'notFound';
  return 'other';
}
