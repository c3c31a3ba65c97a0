import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { connectionFieldPolicies } from './connectionFields';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { FINGERPRINT_HEADER, getFingerprint } from '../fingerprint';

const GRAPHQL_PATH = '/graphql';

function websocketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${GRAPHQL_PATH}`;
}

/**
 * What runs when the socket connects again after it was lost (a server restart, a network drop):
 * the events sent meanwhile are gone, so every query on screen is fetched again (issue 16 §6).
 */
export function refetchOnReconnect(client: Pick<ApolloClient, 'refetchQueries'>) {
  return (_socket: unknown, _payload: unknown, wasRetry: boolean): void => {
    if (wasRetry) void client.refetchQueries({ include: 'active' });
  };
}

/**
 * graphql-ws link on the same path, loaded on the first subscription so pages without live data
 * do not ship the socket client. `onReconnected` runs when a lost socket is connected again.
 */
function createLazyWsLink(onReconnected: (socket: unknown, payload: unknown, wasRetry: boolean) => void): ApolloLink {
  let loaded: Promise<GraphQLWsLink> | undefined;
  const load = () =>
    (loaded ??= Promise.all([import('graphql-ws'), import('@apollo/client/link/subscriptions')]).then(
      ([{ createClient }, { GraphQLWsLink }]) =>
        new GraphQLWsLink(
          createClient({
            url: websocketUrl(),
            lazy: true,
            retryAttempts: Infinity,
            connectionParams: () => ({ fingerprint: getFingerprint() }),
            on: { connected: onReconnected },
          }),
        ),
    ));

  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        let inner: { unsubscribe: () => void } | undefined;
        let closed = false;
        load().then(
          (link) => {
            if (closed) return;
            inner = link.request(operation).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

function isSubscription(operation: ApolloLink.Operation): boolean {
  return operation.operationType === OperationTypeNode.SUBSCRIPTION;
}

/**
 * The app's cache: the browser's client and the api's request-time render (ssr/entry-server.tsx)
 * store answers alike, so a cache the server extracts is restored in the browser as it was.
 */
export function createAppCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // settings and app info have no id: keep them as plain values under their query
      PublicSetting: { keyFields: false },
      AppInfo: { keyFields: false },
      DemoAccount: { keyFields: false },
      // a dealer's watch of an auction (notices): the toggle's answer updates the state it read
      WatchState: { keyFields: ['auctionId'] },
      Query: { fields: connectionFieldPolicies },
    },
  });
}

export function createApolloClient(): ApolloClient {
  const httpLink = new HttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'include',
    headers: { [FINGERPRINT_HEADER]: getFingerprint() },
  });

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.split(
      isSubscription,
      createLazyWsLink((...args) => refetchOnReconnect(client)(...args)),
      httpLink,
    ),
    cache: createAppCache(),
  });
  return client;
}
