import { FormattedDate, FormattedMessage, FormattedTime } from 'react-intl';
import styled from 'styled-components';
import { LoadMore } from '../../../components/ui/LoadMore';
import { useBidHistory } from '../useBidHistory';
import { Money } from './Money';

const Bids = styled.ol`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  li {
    display: flex;
    justify-content: space-between;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

interface BidHistoryProps {
  auctionId: string;
  /** The signed-in dealer, whose bids read "You"; null for an admin. */
  myDealerId: string | null;
}

/** An auction's bids, highest first, live, a page at a time. */
export function BidHistory({ auctionId, myDealerId }: BidHistoryProps) {
  const { bids, totalCount, loadMore, loadingMore, hasMore } = useBidHistory(auctionId);
  return (
    <>
      <h3 style={{ marginTop: 24 }}>
        <FormattedMessage id="auctions.bid.recent" />
      </h3>
      {bids?.length ? (
        <Bids aria-live="polite" data-testid="recent-bids">
          {bids.map((bid) => (
            <li key={bid.id}>
              <span>
                {bid.dealerId === myDealerId ? (
                  <FormattedMessage id="auctions.bid.you" />
                ) : (
                  <FormattedMessage id="auctions.bid.dealer" values={{ id: bid.dealerId }} />
                )}
                {' · '}
                <FormattedDate value={bid.createdAt} /> <FormattedTime value={bid.createdAt} />
              </span>
              <strong>
                <Money value={bid.bidAmount} />
              </strong>
            </li>
          ))}
        </Bids>
      ) : (
        <p>
          <FormattedMessage id={bids ? 'auctions.bid.noBids' : 'app.loading'} />
        </p>
      )}
      <LoadMore
        shown={bids?.length ?? 0}
        total={totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
    </>
  );
}
