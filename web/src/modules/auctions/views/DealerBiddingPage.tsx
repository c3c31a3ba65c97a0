import { useFragment, useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { Container, VisuallyHidden } from '../../../components/ui/layout';
import { LoadMore } from '../../../components/ui/LoadMore';
import { LoadingState } from '../../../components/ui/LoadingState';
import { AuctionFieldsFragmentDoc } from '../graphql/AuctionFields.generated';
import { BidPlaceDocument } from '../graphql/BidPlace.generated';
import { BidDealersDocument } from '../graphql/BidDealers.generated';
import { MyDealerDocument } from '../graphql/MyDealer.generated';
import { verifiedDealerOptions } from '../bidDealers';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { bidErrorMessage } from '../bidErrors';
import type { BidValues } from '../components/BidDialog';
import { AuctionCard } from '../components/AuctionCard';
import { BidDialog } from '../components/BidDialog';
import { DetailsDialog } from '../components/DetailsDialog';
import { MyBidHistory } from '../components/MyBidHistory';
import { useAuctionList, type ListedAuction } from '../useAuctionList';
import { useAuctionLive } from '../useAuctionLive';
import { useNow } from '../../../lib/useNow';

const Page = styled(Container)`
  padding-top: ${({ theme }) => theme.space[8]};
  padding-bottom: ${({ theme }) => theme.space[12]};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[8]};
`;

type Open = { kind: 'bid' | 'details'; id: string } | null;

/** Cards a page of each list shows: whole rows of the grid at 2, 3 or 4 columns. */
const CARDS_PAGE = 12;

/** A list's rows of its own status: one that has just started or ended leaves it before the list is read again. */
const ofStatus = (auctions: readonly ListedAuction[] | undefined, status: string) =>
  (auctions ?? []).filter((auction) => auction.status === status);

/** /dealer-bidding (spec 000 §2.11): active and upcoming auctions, live, each list a page at a time. */
export function DealerBiddingPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const { role } = useCurrentUser();
  const now = useNow();
  const activeList = useAuctionList({ status: 'active', search: null }, CARDS_PAGE);
  const upcomingList = useAuctionList({ status: 'pending', search: null }, CARDS_PAGE);
  const { data: mine } = useQuery(MyDealerDocument, { skip: role !== 'dealer' });
  const myDealerId = mine?.myDealer?.id ?? null;
  // an admin bids for a verified dealer it names (a phone bid)
  const { data: dealers } = useQuery(BidDealersDocument, { skip: role !== 'admin' });
  const dealerOptions = useMemo(
    () => (role === 'admin' ? verifiedDealerOptions(dealers?.dealers.edges.map((edge) => edge.node) ?? []) : null),
    [role, dealers],
  );
  const bidAnnouncement = useAuctionLive(myDealerId);
  const [placeBid] = useMutation(BidPlaceDocument);
  const [open, setOpen] = useState<Open>(null);

  const active = ofStatus(activeList.auctions, 'active');
  const upcoming = ofStatus(upcomingList.auctions, 'pending');
  // the open auction from the cache, live: it stays open when the lists are read again (it started or ended)
  const opened = useFragment({
    fragment: AuctionFieldsFragmentDoc,
    fragmentName: 'AuctionFields',
    from: open ? { __typename: 'Auction', id: open.id } : null,
  });
  const selected = opened.complete ? opened.data : undefined;

  const submit = async (values: BidValues) => {
    if (!selected) {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'auctions.bid.noAuction' }) });
      return;
    }
    try {
      const placed = await placeBid({
        variables: {
          input: {
            auctionId: Number(selected.id),
            bidAmount: values.bidAmount.trim(),
            notes: values.notes || null,
            idempotencyKey: crypto.randomUUID(),
            dealerId: values.dealerId ? Number(values.dealerId) : null,
          },
        },
      });
      const answer = placed.data?.placeBid;
      if (answer && !answer.leading) {
        // accepted, but another dealer's maximum answered it at once (issue 18)
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'auctions.outbid.title' }),
          description: intl.formatMessage(
            { id: 'auctions.outbid.description' },
            { amount: intl.formatNumber(Number(answer.currentHighBid), { style: 'currency', currency: 'CAD' }) },
          ),
        });
      } else {
        toast({ variant: 'success', title: intl.formatMessage({ id: 'auctions.bid.success' }) });
      }
      setOpen(null);
    } catch (failure) {
      const message = bidErrorMessage(failure);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: message.title }),
        description: intl.formatMessage(
          { id: message.description },
          { amount: intl.formatNumber(Number(selected.requiredBid), { style: 'currency', currency: 'CAD' }) },
        ),
      });
    }
  };

  const lists = [activeList, upcomingList];
  if (lists.some((list) => list.loading && !list.auctions)) return <LoadingState />;
  const failed = lists.some((list) => list.error && !list.auctions);
  return (
    <Page as="main">
      <h1>
        <FormattedMessage id="auctions.page.title" />
      </h1>
      <p>
        <FormattedMessage id="auctions.page.subtitle" />
      </p>
      {/* new bids, live, for screen readers (the cards change silently) */}
      <VisuallyHidden role="status" aria-live="polite" data-testid="bid-announcer">
        {bidAnnouncement}
      </VisuallyHidden>
      {failed && (
        <p role="alert">
          <FormattedMessage id="auctions.page.loadError" />
        </p>
      )}
      {active.length === 0 && upcoming.length === 0 && !failed && (
        <p>
          <FormattedMessage id="auctions.empty.none" />
        </p>
      )}
      <h2>
        <FormattedMessage id="auctions.page.active" />
      </h2>
      {active.length === 0 ? (
        <p>
          <FormattedMessage id="auctions.empty.active" />
        </p>
      ) : (
        <Grid>
          {active.map((auction) => (
            <AuctionCard
              key={auction.id}
              auction={auction}
              now={now}
              leading={myDealerId !== null && auction.winningDealerId === myDealerId}
              onBid={() => setOpen({ kind: 'bid', id: auction.id })}
              onDetails={() => setOpen({ kind: 'details', id: auction.id })}
            />
          ))}
        </Grid>
      )}
      <LoadMore
        shown={active.length}
        total={activeList.totalCount}
        hasMore={activeList.hasMore}
        loadingMore={activeList.loadingMore}
        onLoadMore={() => void activeList.loadMore()}
      />
      {upcoming.length > 0 && (
        <>
          <h2>
            <FormattedMessage id="auctions.page.upcoming" />
          </h2>
          <Grid>
            {upcoming.map((auction) => (
              <AuctionCard
                key={auction.id}
                auction={auction}
                now={now}
                leading={false}
                onBid={() => setOpen({ kind: 'bid', id: auction.id })}
                onDetails={() => setOpen({ kind: 'details', id: auction.id })}
              />
            ))}
          </Grid>
          <LoadMore
            shown={upcoming.length}
            total={upcomingList.totalCount}
            hasMore={upcomingList.hasMore}
            loadingMore={upcomingList.loadingMore}
            onLoadMore={() => void upcomingList.loadMore()}
          />
        </>
      )}
      {role === 'dealer' && <MyBidHistory />}
      {selected && open?.kind === 'bid' && (
        <BidDialog
          auction={selected}
          now={now}
          myDealerId={myDealerId}
          dealerOptions={dealerOptions}
          onSubmit={submit}
          onClose={() => setOpen(null)}
        />
      )}
      {selected && open?.kind === 'details' && (
        <DetailsDialog auction={selected} myDealerId={myDealerId} onClose={() => setOpen(null)} />
      )}
    </Page>
  );
}
