import { ApolloProvider } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { createApolloClient } from './apolloClient';
import { RenderClientContext, restoreRenderedState } from './renderedState';

/**
 * The app's one Apollo client, made when this chunk first loads (WithApollo.tsx): the client,
 * its cache and links stay out of the entry bundle, so pages that run no GraphQL of their own
 * (the home page) paint before it arrives. On a page the api rendered with its data (ADR 32) its
 * cache starts with that data.
 */
export const apolloClient = createApolloClient();
restoreRenderedState(apolloClient);

/** The app's client, or the request-time render's (entry-server.tsx), which answers from the api in-process. */
export function ApolloRoot({ children }: { children: ReactNode }) {
  const rendering = useContext(RenderClientContext);
  return <ApolloProvider client={rendering ?? apolloClient}>{children}</ApolloProvider>;
}
