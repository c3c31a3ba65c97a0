import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from './Button';

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

/** Where a page sits in its list, as every connection answers it. */
export interface PageInfoLike {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * The next page of a connection (issue 14 §2): `fetchMore` with the end cursor, which the cache's
 * relay-style policy (graphql/connectionFields.ts) appends to the list already shown.
 */
export function useLoadMore(
  pageInfo: PageInfoLike | undefined,
  fetchMore: (options: { variables: { after: string } }) => Promise<unknown>,
): { loadMore: () => Promise<void>; loadingMore: boolean; hasMore: boolean } {
  const [loadingMore, setLoadingMore] = useState(false);
  const loadMore = async () => {
    if (!pageInfo?.hasNextPage || !pageInfo.endCursor || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { after: pageInfo.endCursor } });
    } finally {
      setLoadingMore(false);
    }
  };
  return { loadMore, loadingMore, hasMore: Boolean(pageInfo?.hasNextPage) };
}

interface LoadMoreProps {
  /** Rows shown so far, and in the whole list when the list counts them. */
  shown: number;
  total?: number | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** "12 of 40" (announced as it grows) and a Load more button while another page follows. */
export function LoadMore({ shown, total, hasMore, loadingMore, onLoadMore }: LoadMoreProps) {
  if (!hasMore && (total == null || shown === 0)) return null;
  return (
    <Bar>
      {total != null && (
        <span role="status" aria-live="polite">
          <FormattedMessage id="list.shownOf" values={{ shown, total }} />
        </span>
      )}
      {hasMore && (
        <Button type="button" $variant="outline" disabled={loadingMore} aria-busy={loadingMore} onClick={onLoadMore}>
          <FormattedMessage id={loadingMore ? 'list.loadingMore' : 'list.loadMore'} />
        </Button>
      )}
    </Bar>
  );
}
