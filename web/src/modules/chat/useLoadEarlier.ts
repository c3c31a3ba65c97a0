import { useState } from 'react';

/** Where a conversation's loaded page starts, as its connection answers it. */
export interface EarlierPageInfo {
  hasPreviousPage: boolean;
  startCursor?: string | null;
}

/**
 * The page before the messages shown (issue 14 §2): a conversation opens at its latest messages
 * (`last`), and `fetchMore` with `before` brings the earlier ones, which the cache's relay-style
 * policy (graphql/connectionFields.ts) puts in front of those already shown.
 */
export function useLoadEarlier(
  pageInfo: EarlierPageInfo | undefined,
  fetchMore: (options: { variables: { before: string } }) => Promise<unknown>,
): { loadEarlier: () => Promise<void>; loadingEarlier: boolean; hasEarlier: boolean } {
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const loadEarlier = async () => {
    if (!pageInfo?.hasPreviousPage || !pageInfo.startCursor || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      await fetchMore({ variables: { before: pageInfo.startCursor } });
    } finally {
      setLoadingEarlier(false);
    }
  };
  return { loadEarlier, loadingEarlier, hasEarlier: Boolean(pageInfo?.hasPreviousPage) };
}
