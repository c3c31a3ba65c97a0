import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { StaffDonationChangedDocument } from './graphql/StaffDonationChanged.generated';

/** Events arriving together cause one refetch. */
export const LIVE_REFETCH_DELAY_MS = 150;

export type StaffQueryName = 'StaffDonations' | 'StaffDonation';

/**
 * The staff queries an event makes stale: the list always (an item's status, the filter's
 * membership and the order can change); the detail panel when it shows that donation.
 */
export function staleQueries(change: { donationId: number }, openId: number | null): StaffQueryName[] {
  return change.donationId === openId ? ['StaffDonations', 'StaffDonation'] : ['StaffDonations'];
}

/**
 * Staff screens follow every donation's changes while open: the subscription (no access code)
 * writes the changed donation into the cache, then the stale queries refetch, coalesced.
 */
export function useStaffLive(openId: number | null): void {
  const client = useApolloClient();
  const open = useRef(openId);
  const stale = useRef(new Set<StaffQueryName>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    open.current = openId;
  }, [openId]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  useSubscription(StaffDonationChangedDocument, {
    onData: ({ data }) => {
      const change = data.data?.donationStatusChanged;
      if (!change) return;
      for (const name of staleQueries(change, open.current)) stale.current.add(name);
      if (timer.current) return;
      timer.current = setTimeout(() => {
        const include = [...stale.current];
        stale.current.clear();
        timer.current = null;
        void client.refetchQueries({ include });
      }, LIVE_REFETCH_DELAY_MS);
    },
  });
}
