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

interface ListedBid {
  dealerId?: string | null;
  bidder?: number | null;
  mine?: boolean;
}

/**
 * Who placed a bid as the reader may know it (issue 18): "You", another dealer as its bidder
 * number on this auction, or, for an admin, the dealer's id.
 */
function BidderName({ bid, myDealerId }: { bid: ListedBid; myDealerId: string | null }) {
  if (bid.mine || (myDealerId !== null && bid.dealerId === myDealerId)) return <FormattedMessage id="auctions.bid.you" />;
  if (bid.bidder) return <FormattedMessage id="auctions.bid.bidder" values={{ n: bid.bidder }} />;
  if (bid.dealerId) return <FormattedMessage id="auctions.bid.dealer" values={{ id: bid.dealerId }} />;
  return <FormattedMessage id="auctions.bid.someone" />;
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
                <BidderName bid={bid} myDealerId={myDealerId} />
                {bid.automatic && (
                  <>
                    {' '}
                    <FormattedMessage id="auctions.bid.automatic" />
                  </>
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
