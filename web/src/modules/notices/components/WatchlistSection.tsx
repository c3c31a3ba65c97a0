import { useQuery } from '@apollo/client/react';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import styled from 'styled-components';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { Card } from '../../../components/ui/layout';
import { WatchlistDocument } from '../graphql/Watchlist.generated';
import { WatchToggle } from './WatchToggle';

const PAGE = 10;

const Item = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

/** "My watchlist": the auctions the dealer watches, last watched first, a page at a time. */
export function WatchlistSection() {
  const { data, fetchMore } = useQuery(WatchlistDocument, { variables: { first: PAGE } });
  const list = data?.watchlist;
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  const watched = list?.edges.map((edge) => edge.node) ?? [];
  return (
    <section aria-labelledby="watchlist-title">
      <h2 id="watchlist-title">
        <FormattedMessage id="notices.watchlist.title" />
      </h2>
      {list && watched.length === 0 && (
        <p>
          <FormattedMessage id="notices.watchlist.empty" />
        </p>
      )}
      <List>
        {watched.map((auction) => (
          <Item as="li" key={auction.auctionId} data-testid={`watched-${auction.auctionId}`}>
            <strong>
              #{auction.auctionId} {auction.vehicle}
            </strong>
            <FormattedNumber value={Number(auction.currentHighBid)} style="currency" currency="CAD" />
            <small>
              <FormattedMessage
                id="notices.watchlist.endsAt"
                values={{ date: <FormattedDate value={auction.endDate as string} dateStyle="medium" timeStyle="short" /> }}
              />
            </small>
            <WatchToggle auctionId={auction.auctionId} />
          </Item>
        ))}
      </List>
      <LoadMore
        shown={watched.length}
        total={list?.totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
    </section>
  );
}
