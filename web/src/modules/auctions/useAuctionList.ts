import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useLoadMore } from '../../components/ui/LoadMore';
import { AuctionListDocument, type AuctionListQuery } from './graphql/AuctionList.generated';

export type ListedAuction = AuctionListQuery['auctions']['edges'][number]['node'];

interface AuctionListFilters {
  status: string | null;
  search: string | null;
}

/**
 * A list of auctions, soonest end first, `size` a page with Load more (the cache appends the
 * pages, graphql/connectionFields.ts). useAuctionLive keeps the rows live and reads the first
 * page again when an auction is created, starts or ends.
 */
export function useAuctionList(filters: AuctionListFilters, size: number) {
  const { data, loading, error, fetchMore, refetch } = useQuery(AuctionListDocument, {
    variables: { ...filters, first: size },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.auctions;
  const { loadMore, loadingMore, hasMore } = useLoadMore(page?.pageInfo, fetchMore);
  const auctions = useMemo(() => page?.edges.map((edge) => edge.node), [page]);
  return { auctions, totalCount: page?.totalCount ?? null, loading, error, refetch, loadMore, loadingMore, hasMore };
}
