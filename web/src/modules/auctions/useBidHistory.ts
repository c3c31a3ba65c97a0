import { useQuery, useSubscription } from '@apollo/client/react';
import { RECENT_BIDS_SHOWN } from '@vdp/shared/auctions/bid-rules';
import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { useLoadMore } from '../../components/ui/LoadMore';
import { AuctionBidsDocument, type AuctionBidsQuery } from './graphql/AuctionBids.generated';
import { BidPlacedDocument } from './graphql/BidPlaced.generated';

/** Bids a page of the history shows: the latest few under the bid form, more on demand. */
export const BID_HISTORY_PAGE = RECENT_BIDS_SHOWN;

export type HistoryBid = AuctionBidsQuery['auctionBids']['edges'][number]['node'];

/**
 * An auction's bids, highest first, a page at a time (Load more), live. A bid placed anywhere is
 * the new highest, so each one makes the history read the bids before its first row (`last` and
 * `before`), which the cache's relay policy puts in front of the rows shown, pages loaded kept.
 * With no row yet, or when more bids came than one read brings, it reads the first page again.
 */
export function useBidHistory(auctionId: string) {
  const { data, fetchMore, refetch } = useQuery(AuctionBidsDocument, { variables: { auctionId, first: BID_HISTORY_PAGE } });
  const page = data?.auctionBids;
  const { loadMore, loadingMore, hasMore } = useLoadMore(page?.pageInfo, fetchMore);

  const readNewBids = async () => {
    const before = page?.pageInfo.startCursor;
    if (!before) {
      await refetch();
      return;
    }
    const newer = await fetchMore({ variables: { first: null, after: null, last: PAGE_SIZE.max, before } });
    if (newer.data?.auctionBids.pageInfo.hasPreviousPage) await refetch();
  };
  useSubscription(BidPlacedDocument, { variables: { auctionId }, onData: () => void readNewBids() });

  return {
    bids: page?.edges.map((edge) => edge.node),
    totalCount: page?.totalCount ?? null,
    loadMore,
    loadingMore,
    hasMore,
  };
}
