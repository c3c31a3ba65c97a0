import type { ApolloClient } from '@apollo/client';
import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingState } from '../components/ui/LoadingState';

/** The chunk holding Apollo Client and the app's client (ApolloRoot.tsx); loaded once. */
export const loadApolloRoot = () => import('./ApolloRoot');

const ApolloRoot = lazy(() => loadApolloRoot().then((m) => ({ default: m.ApolloRoot })));

/** The app's Apollo client, for code outside React (e.g. logging out from the shell). */
export async function apolloClient(): Promise<ApolloClient> {
  return (await loadApolloRoot()).apolloClient;
}

/**
 * Renders `children` inside the Apollo provider, loading the client on first use (ADR 21): what
 * runs GraphQL sits inside one, the shell and the home page paint without waiting for it.
 */
export function WithApollo({ children, fallback = <LoadingState /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApolloRoot>{children}</ApolloRoot>
    </Suspense>
  );
}
