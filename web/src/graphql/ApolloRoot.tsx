import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './apolloClient';

/**
 * The app's one Apollo client, made when this chunk first loads (WithApollo.tsx): the client,
 * its cache and links stay out of the entry bundle, so pages that run no GraphQL of their own
 * (the home page) paint before it arrives.
 */
export const apolloClient = createApolloClient();

export function ApolloRoot({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
