import { lazy, startTransition, useCallback, useState, type ReactNode } from 'react';
import { WithApollo } from '../../../graphql/WithApollo';
import { ClientOnly } from '../../../ssr/ClientOnly';
import { CurrentUserContext } from '../useCurrentUser';
import type { MeAnswer } from './MeFeed';

const MeFeed = lazy(() => import('./MeFeed').then((m) => ({ default: m.MeFeed })));

/** Who is signed in, for every page: loading until the Apollo client loads and `me` answers. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const [answer, setAnswer] = useState<MeAnswer>({ me: undefined, loading: true });
  // the header and the page re-render in slices, without a long task at startup
  const onAnswer = useCallback((next: MeAnswer) => startTransition(() => setAnswer(next)), []);
  return (
    <CurrentUserContext.Provider value={answer}>
      <ClientOnly>
        <WithApollo fallback={null}>
          <MeFeed onAnswer={onAnswer} />
        </WithApollo>
      </ClientOnly>
      {children}
    </CurrentUserContext.Provider>
  );
}
