import { useSubscription } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { DonationStatusChangedDocument, type DonationStatusChangedSubscription } from './graphql/DonationStatusChanged.generated';
import type { PortalData } from './components/TrackingDetails';
import { RECENT_UPDATES } from './trackingLimits';

type Change = NonNullable<DonationStatusChangedSubscription['donationStatusChanged']>;

/** A status change moves the page by itself; a communication or a receipt needs the page reloaded. */
export function needsReload(change: Pick<Change, 'kind'>): boolean {
  return change.kind !== 'status';
}

/** The loaded portal data with the status changes pushed since it loaded. */
export function applyChanges(data: PortalData, changes: readonly Change[]): PortalData {
  return changes.reduce<PortalData>(
    (current, change) =>
      current.donation.id !== change.donationId || needsReload(change)
        ? current
        : {
            ...current,
            donation: { ...current.donation, status: change.status, progress: change.progress },
            statusHistory: [change.update, ...current.statusHistory.filter((entry) => entry.id !== change.update.id)].slice(
              0,
              RECENT_UPDATES,
            ),
          },
    data,
  );
}

/**
 * The portal data kept current by the donationStatusChanged subscription while the page is open:
 * status changes apply in place; communications and receipts call `onReload` (a quiet refetch).
 */
export function useLiveStatus(loaded: PortalData | null, accessCode: string | null, onReload?: () => void): PortalData | null {
  const [live, setLive] = useState<{ base: PortalData | null; changes: Change[] }>({ base: null, changes: [] });
  useSubscription(DonationStatusChangedDocument, {
    variables: { accessCode },
    skip: !loaded || !accessCode,
    onData: ({ data: event }) => {
      const change = event.data?.donationStatusChanged;
      if (!change) return;
      if (needsReload(change)) {
        onReload?.();
        return;
      }
      setLive((current) =>
        current.base === loaded ? { base: loaded, changes: [...current.changes, change] } : { base: loaded, changes: [change] },
      );
    },
  });
  return useMemo(() => (loaded ? applyChanges(loaded, live.base === loaded ? live.changes : []) : null), [loaded, live]);
}
