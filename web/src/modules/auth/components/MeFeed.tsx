import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { MeDocument, type MeQuery } from '../graphql/Me.generated';

export interface MeAnswer {
  me: MeQuery['me'] | undefined;
  loading: boolean;
}

/**
 * Watches `me` (cache-first) and hands each state to CurrentUserProvider. It stays mounted, so
 * `refetchQueries({ include: [MeDocument] })` after login and `resetStore()` after logout reach it.
 */
export function MeFeed({ onAnswer }: { onAnswer: (answer: MeAnswer) => void }) {
  const { data, loading } = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const me = data?.me;
  const known = data !== undefined;
  useEffect(() => {
    onAnswer({ me: known ? (me ?? null) : undefined, loading });
  }, [me, known, loading, onAnswer]);
  return null;
}
