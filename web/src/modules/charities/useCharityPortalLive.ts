import { useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { CharityPortalChangedDocument } from './graphql/CharityPortalChanged.generated';

/** Events arriving together cause one refetch. */
export const PORTAL_REFETCH_DELAY_MS = 150;

/**
 * The charity's portal follows its own donations, receipts and auctions while open: each event
 * (the api sends only this charity's) refetches the portal, coalesced.
 */
export function useCharityPortalLive(refetch: () => unknown, enabled: boolean): void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(refetch);

  useEffect(() => {
    latest.current = refetch;
  }, [refetch]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useSubscription(CharityPortalChangedDocument, {
    skip: !enabled,
    onData: () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void latest.current();
      }, PORTAL_REFETCH_DELAY_MS);
    },
  });
}
