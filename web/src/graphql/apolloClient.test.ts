import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import { Observable } from 'rxjs';
import { refetchOnReconnect } from './apolloClient';

const AUCTION = gql`
  query Auction {
    auction {
      id
      currentHighBid
    }
  }
`;

/** A client whose server answers a higher bid each time it is asked, counting the requests. */
function countingClient() {
  let requests = 0;
  const link = new ApolloLink(
    () =>
      new Observable((observer) => {
        requests++;
        observer.next({ data: { auction: { __typename: 'Auction', id: '1', currentHighBid: `${500 + requests}.00` } } });
        observer.complete();
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), requests: () => requests };
}

describe('refetchOnReconnect', () => {
  it('fetches the queries on screen again when a lost socket is connected again, and shows what changed meanwhile', async () => {
    const { client, requests } = countingClient();
    const seen: string[] = [];
    const watching = client.watchQuery({ query: AUCTION }).subscribe(({ data }) => {
      const auction = (data as { auction?: { currentHighBid: string } } | undefined)?.auction;
      if (auction) seen.push(auction.currentHighBid);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests()).toBe(1);

    refetchOnReconnect(client)(undefined, undefined, false); // the first connection: nothing was missed
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests()).toBe(1);

    refetchOnReconnect(client)(undefined, undefined, true); // a retry after the socket was lost
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests()).toBe(2);
    expect(seen).toEqual(['501.00', '502.00']);
    watching.unsubscribe();
  });
});
