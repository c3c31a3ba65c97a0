import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/ToastContext';
import { AuctionChangedDocument } from './graphql/AuctionChanged.generated';
import { AuctionFieldsFragmentDoc } from './graphql/AuctionFields.generated';
import { requiredBid } from '@vdp/shared/auctions/bid-rules';

const LIST_CHANGES = new Set(['created', 'started', 'ended']);

/**
 * Keeps every cached auction live: high bid, bid count, end (soft close) and status follow the
 * server's events; the dealer who just lost the lead gets a toast. The lists are pages of a
 * connection (useAuctionList): a bid changes rows in place, a change of status reads them again.
 * Returns the latest new-bid announcement, for the page's polite live region (screen readers).
 */
export function useAuctionLive(myDealerId: string | null): string {
  const client = useApolloClient();
  const { toast } = useToast();
  const intl = useIntl();
  const [announcement, setAnnouncement] = useState('');
  useSubscription(AuctionChangedDocument, {
    variables: {},
    onData: ({ data }) => {
      const event = data.data?.auctionChanged;
      if (!event) return;
      const id = client.cache.identify({ __typename: 'Auction', id: event.auctionId });
      if (!id) return;
      // a new auction, or one that starts or ends, joins or leaves the lists by status: read their first pages again
      if (event.reasons.some((reason) => LIST_CHANGES.has(reason))) void client.refetchQueries({ include: ['AuctionList'] });
      const before = client.cache.readFragment({ id, fragment: AuctionFieldsFragmentDoc, fragmentName: 'AuctionFields' });
      if (!before) return;
      const leader = event.bid ? event.bid.dealerId : before.winningDealerId;
      client.cache.modify({
        id,
        fields: {
          currentHighBid: () => event.currentHighBid,
          bidCount: () => event.bidCount,
          endDate: () => event.endDate,
          status: () => event.status,
          winningDealerId: () => leader ?? null,
          requiredBid: () => requiredBid(event.currentHighBid, before.minimumBid),
        },
      });
      if (event.bid) {
        const { year, make, model } = before.vehicle;
        setAnnouncement(
          intl.formatMessage(
            { id: 'auctions.live.newBid' },
            {
              vehicle: `${year} ${make} ${model}`,
              amount: intl.formatNumber(Number(event.currentHighBid), { style: 'currency', currency: 'CAD' }),
              count: event.bidCount,
            },
          ),
        );
      }
      if (event.bid && myDealerId && before.winningDealerId === myDealerId && event.bid.dealerId !== myDealerId) {
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'auctions.outbid.title' }),
          description: intl.formatMessage(
            { id: 'auctions.outbid.description' },
            { amount: intl.formatNumber(Number(event.currentHighBid), { style: 'currency', currency: 'CAD' }) },
          ),
        });
      }
    },
  });
  return announcement;
}
