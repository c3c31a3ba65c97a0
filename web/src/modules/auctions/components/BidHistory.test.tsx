import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable, type Subscriber } from 'rxjs';
import { connectionFieldPolicies } from '../../../graphql/connectionFields';
import { AreaMessages } from '../../../i18n/AreaMessages';
import { loadArea } from '../../../i18n/areas';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { BidHistory } from './BidHistory';

interface ServerBid {
  id: string;
  amount: number;
}

/**
 * A server for one auction's bids, highest first, paged like the api (first/after, last/before);
 * a cursor is `c<id>`. Subscribers of bidPlaced get what `place` pushes.
 */
function fakeServer(count: number) {
  const bids: ServerBid[] = Array.from({ length: count }, (_, n) => ({ id: String(n + 1), amount: 600 + n * 10 }));
  const asked: OperationVariables[] = [];
  const listeners: Array<Subscriber<ApolloLink.Result>> = [];
  const ordered = () => [...bids].sort((a, b) => b.amount - a.amount);
  const page = (variables: OperationVariables) => {
    const rows = ordered();
    const at = (cursor: unknown) => rows.findIndex((bid) => `c${bid.id}` === cursor);
    const backward = variables.before != null;
    const from = backward
      ? Math.max(0, at(variables.before) - (variables.last as number))
      : variables.after
        ? at(variables.after) + 1
        : 0;
    const to = backward ? at(variables.before) : from + (variables.first as number);
    const slice = rows.slice(from, to);
    return {
      __typename: 'BidConnection',
      edges: slice.map((bid) => ({
        __typename: 'BidEdge',
        cursor: `c${bid.id}`,
        node: {
          __typename: 'Bid',
          id: bid.id,
          dealerId: null,
          bidder: 2,
          mine: false,
          automatic: false,
          bidAmount: `${bid.amount}.00`,
          createdAt: '2026-11-28T10:00:00Z',
        },
      })),
      pageInfo: {
        __typename: 'PageInfo',
        hasNextPage: backward ? true : to < rows.length,
        hasPreviousPage: backward ? from > 0 : Boolean(variables.after),
        startCursor: slice[0] ? `c${slice[0].id}` : null,
        endCursor: slice.at(-1) ? `c${slice.at(-1)!.id}` : null,
      },
      totalCount: rows.length,
    };
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        if (operation.operationName === 'BidPlaced') {
          listeners.push(observer);
          return;
        }
        asked.push(operation.variables);
        observer.next({ data: { auctionBids: page(operation.variables) } });
        observer.complete();
      }),
  );
  /** A new highest bid, told to the subscribers as the api's bidPlaced would. */
  const place = (amount: number) => {
    const bid = { id: String(bids.length + 1), amount };
    bids.push(bid);
    const data = {
      bidPlaced: {
        __typename: 'Bid',
        id: bid.id,
        dealerId: '9',
        bidder: null,
        mine: false,
        automatic: true,
        bidAmount: `${amount}.00`,
        createdAt: '2026-11-28T11:00:00Z',
      },
    };
    for (const listener of listeners) listener.next({ data });
  };
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: { Query: { fields: connectionFieldPolicies } } }),
  });
  return { client, asked, place };
}

function renderHistory(server: ReturnType<typeof fakeServer>) {
  return renderWithProviders(
    <AreaMessages area="auctions">
      <ApolloProvider client={server.client}>
        <BidHistory auctionId="5" myDealerId={null} />
      </ApolloProvider>
    </AreaMessages>,
  );
}

const amounts = () =>
  within(screen.getByTestId('recent-bids'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('strong')!.textContent);

describe('the bid history', () => {
  beforeAll(() => loadArea('auctions', 'en'));
  it('shows the first page, highest first, and the next one on Load more', async () => {
    const user = userEvent.setup();
    renderHistory(fakeServer(7));
    expect(await screen.findByText('5 of 7')).toBeTruthy();
    // another dealer reads as its bidder number on the auction, never its id (issue 18)
    expect(screen.getAllByText(/^Bidder 2 · /)).toHaveLength(5);
    expect(amounts()[0]).toMatch(/660\.00/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('7 of 7')).toBeTruthy();
    expect(amounts()).toHaveLength(7);
    expect(amounts()[6]).toMatch(/600\.00/);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('puts the bids placed since in front, keeping the pages loaded', async () => {
    const user = userEvent.setup();
    const server = fakeServer(7);
    renderHistory(server);
    await screen.findByText('5 of 7');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('7 of 7');
    act(() => {
      server.place(800);
      server.place(850);
    });
    expect(await screen.findByText('9 of 9')).toBeTruthy();
    expect(
      amounts()
        .slice(0, 3)
        .map((text) => text!.replace(/[^\d.]/g, '')),
    ).toEqual(['850.00', '800.00', '660.00']);
    // the bids before the first one shown, read backward, not the first page again
    expect(server.asked.at(-1)).toMatchObject({ last: 100, before: 'c7', first: null });
  });

  it('reads the first page again when there was no bid to read from', async () => {
    const server = fakeServer(0);
    renderHistory(server);
    expect(await screen.findByText('No bids yet. Be the first!')).toBeTruthy();
    act(() => server.place(650));
    expect(await screen.findByText(/650\.00/)).toBeTruthy();
    expect(server.asked.at(-1)).toMatchObject({ first: 5 });
  });
});
