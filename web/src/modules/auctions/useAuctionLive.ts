import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '../../components/toast/ToastContext';
import { AuctionChangedDocument } from './graphql/AuctionChanged.generated';
import { AuctionFieldsFragmentDoc } from './graphql/AuctionFields.generated';
import { requiredBid } from '@vdp/shared/auctions/bid-rules';

/**
 * Keeps every cached auction live: high bid, bid count, end (soft close) and status follow the
 * server's events; the dealer who just lost the lead gets a toast.
 */
export function useAuctionLive(myDealerId: string | null): void {
  const client = useApolloClient();
  const { toast } = useToast();
  const intl = useIntl();
  useSubscription(AuctionChangedDocument, {
    variables: {},
    onData: ({ data }) => {
      const event = data.data?.auctionChanged;
      if (!event) return;
      const id = client.cache.identify({ __typename: 'Auction', id: event.auctionId });
      if (!id) return;
      const before = client.cache.readFragment({ id, fragment: AuctionFieldsFragmentDoc, fragmentName: 'AuctionFields' });
      if (!before) {
        if (event.reasons.includes('created') || event.reasons.includes('started')) {
          void client.refetchQueries({ include: ['AuctionList'] });
        }
        return;
      }
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
}
