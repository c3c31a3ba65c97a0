import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useActionToast } from '../../../components/toast/useActionToast';
import { Button } from '../../../components/ui/Button';
import { Badge, Card } from '../../../components/ui/layout';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { LoadMore } from '../../../components/ui/LoadMore';
import { SearchInput } from '../../../components/ui/SearchInput';
import { AuctionCreateDocument } from '../graphql/AuctionCreate.generated';
import { AuctionEndDocument } from '../graphql/AuctionEnd.generated';
import { TopBidAcceptDocument, TopBidDeclineDocument } from '../graphql/TopBidDecide.generated';
import { AUCTION_STATUSES } from '@vdp/shared/auctions/auction.constants';
import { useConfirm } from '../../../components/ui/useConfirm';
import { AuctionStartDocument } from '../graphql/AuctionStart.generated';
import { AuctionStatsDocument } from '../graphql/AuctionStats.generated';
import type { MessageId } from '../../../i18n/messages';
import { CreateAuctionDialog, type CreateAuctionValues } from '../components/CreateAuctionDialog';
import { DetailsDialog } from '../components/DetailsDialog';
import { Money } from '../components/Money';
import { TimeLeftText } from '../components/TimeLeftText';
import { useAuctionList, type ListedAuction } from '../useAuctionList';
import { useAuctionLive } from '../useAuctionLive';
import { useNow } from '../../../lib/useNow';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[4]} 0;
`;

const Stat = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const STATUSES = AUCTION_STATUSES;

const PAGE_SIZE = 20;

/** /admin/auctions (spec 001 §2 "Admin auctions"): searched, filtered by status, a page at a time, live. */
export function AdminAuctionsPage() {
  const intl = useIntl();
  const now = useNow(30_000);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const list = useAuctionList({ search: search.trim() || null, status: status || null }, PAGE_SIZE);
  const stats = useQuery(AuctionStatsDocument);
  useAuctionLive(null);
  const refetch = { refetchQueries: ['AuctionList', 'AuctionStats'] };
  const [create] = useMutation(AuctionCreateDocument, refetch);
  const [start, { loading: starting }] = useMutation(AuctionStartDocument, refetch);
  const [end, { loading: ending }] = useMutation(AuctionEndDocument, refetch);
  const [accept, { loading: accepting }] = useMutation(TopBidAcceptDocument, refetch);
  const [decline, { loading: declining }] = useMutation(TopBidDeclineDocument, refetch);

  const [creating, setCreating] = useState(false);
  const [viewId, setViewId] = useState<string | null>(null);
  const viewed = list.auctions?.find((a) => a.id === viewId);

  const report = useActionToast();
  const { ask, dialog } = useConfirm();
  // accepting sells at the top bid below the reserve; declining ends with no sale: asked first
  const decide = async (auction: { id: string; currentHighBid: string }, accepted: boolean) => {
    const amount = intl.formatNumber(Number(auction.currentHighBid), { style: 'currency', currency: 'CAD' });
    const prefix = accepted ? 'auctions.admin.accept' : 'auctions.admin.decline';
    const yes = await ask({
      title: intl.formatMessage({ id: `${prefix}.title` as MessageId }, { id: auction.id }),
      body: intl.formatMessage({ id: `${prefix}.body` as MessageId }, { amount }),
      confirmLabel: intl.formatMessage({ id: prefix as MessageId }),
    });
    if (!yes) return;
    const variables = { id: auction.id };
    await report<unknown>(() => (accepted ? accept({ variables }) : decline({ variables })), {
      success: accepted ? 'auctions.admin.accepted' : 'auctions.admin.declined',
      failure: 'auctions.admin.decideFailed',
    });
  };
  const onCreate = async (values: CreateAuctionValues) => {
    const ok = await report(
      () =>
        create({
          variables: {
            input: {
              donationId: Number(values.donationId),
              startDate: new Date(values.startDate).toISOString(),
              endDate: new Date(values.endDate).toISOString(),
              minimumBid: values.minimumBid,
              reservePrice: values.reservePrice || null,
              vehicleLocation: values.vehicleLocation,
              pickupInstructions: values.pickupInstructions || null,
              notes: values.notes || null,
            },
          },
        }),
      { success: 'auctions.admin.created', failure: 'auctions.admin.createFailed' },
    );
    if (ok) setCreating(false);
  };

  const columns: DataTableColumn<ListedAuction>[] = [
    {
      key: 'vehicle',
      header: <FormattedMessage id="auctions.details.vehicle" />,
      cell: (a) => `#${a.id} ${a.vehicle.year} ${a.vehicle.make} ${a.vehicle.model}`,
    },
    {
      key: 'status',
      header: <FormattedMessage id="dealers.admin.status" />,
      cell: (a) => (
        <Badge $tone={a.status === 'active' ? 'success' : 'neutral'}>
          <FormattedMessage id={`auctions.status.${a.status}` as MessageId} />
        </Badge>
      ),
    },
    { key: 'highBid', header: <FormattedMessage id="auctions.card.highBid" />, cell: (a) => <Money value={a.currentHighBid} /> },
    { key: 'bids', header: <FormattedMessage id="auctions.card.bids" />, cell: (a) => a.bidCount },
    {
      key: 'timeLeft',
      header: <FormattedMessage id="auctions.card.timeLeft" />,
      cell: (a) => (a.status === 'active' ? <TimeLeftText endDate={a.endDate} now={now} /> : '—'),
    },
    {
      key: 'actions',
      header: <FormattedMessage id="dealers.admin.actions" />,
      cell: (a) => (
        <RowActions>
          <Button type="button" $size="sm" $variant="ghost" onClick={() => setViewId(a.id)}>
            <FormattedMessage id="dealers.admin.view" />
          </Button>
          {a.status === 'pending' && (
            <Button
              type="button"
              $size="sm"
              disabled={starting}
              onClick={() =>
                void report(() => start({ variables: { id: a.id } }), {
                  success: 'auctions.admin.started',
                  successDescription: () => 'auctions.admin.startedDescription',
                  failure: 'auctions.admin.startFailed',
                })
              }
            >
              <FormattedMessage id="auctions.admin.start" />
            </Button>
          )}
          {a.status === 'active' && (
            <Button
              type="button"
              $size="sm"
              $variant="outline"
              disabled={ending}
              onClick={() =>
                void report(() => end({ variables: { id: a.id } }), {
                  success: 'auctions.admin.ended',
                  successDescription: () => 'auctions.admin.endedDescription',
                  failure: 'auctions.admin.endFailed',
                })
              }
            >
              <FormattedMessage id="auctions.admin.end" />
            </Button>
          )}
          {a.status === 'provisional' && (
            <>
              <Button type="button" $size="sm" disabled={accepting} onClick={() => void decide(a, true)}>
                <FormattedMessage id="auctions.admin.accept" />
              </Button>
              <Button type="button" $size="sm" $variant="outline" disabled={declining} onClick={() => void decide(a, false)}>
                <FormattedMessage id="auctions.admin.decline" />
              </Button>
            </>
          )}
        </RowActions>
      ),
    },
  ];

  const s = stats.data?.auctionStats;
  return (
    <section>
      {dialog}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <h1>
          <FormattedMessage id="auctions.admin.title" />
        </h1>
        <Button type="button" onClick={() => setCreating(true)}>
          <FormattedMessage id="auctions.admin.create" />
        </Button>
      </div>
      <Stats>
        {(
          [
            ['auctions.admin.stats.total', s?.total],
            ['auctions.admin.stats.active', s?.active],
            ['auctions.admin.stats.pending', s?.pending],
            ['auctions.admin.stats.completed', s?.completed],
            ['auctions.admin.stats.bids', s?.totalBids],
          ] as Array<[MessageId, number | undefined]>
        ).map(([label, value]) => (
          <Stat key={label}>
            <FormattedMessage id={label} />
            <strong>{value ?? '—'}</strong>
          </Stat>
        ))}
        <Stat>
          <FormattedMessage id="auctions.admin.stats.value" />
          <strong>{s ? <Money value={s.totalValue} /> : '—'}</strong>
        </Stat>
      </Stats>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchInput
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={intl.formatMessage({ id: 'auctions.admin.search' })}
          aria-label={intl.formatMessage({ id: 'auctions.admin.search' })}
        />
        <select
          value={status}
          onChange={(e) => setStatus(e.target.value)}
          aria-label={intl.formatMessage({ id: 'auctions.admin.statusFilter' })}
          style={{ minHeight: 40 }}
        >
          <option value="">{intl.formatMessage({ id: 'auctions.admin.allStatuses' })}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `auctions.status.${value}` as MessageId })}
            </option>
          ))}
        </select>
      </div>
      <DataTable
        columns={columns}
        rows={list.auctions}
        rowKey={(a) => a.id}
        rowTestId={(a) => `admin-auction-${a.id}`}
        loading={list.loading}
        onRetry={() => void list.refetch()}
        error={
          list.error && (
            <p>
              <FormattedMessage id="auctions.page.loadError" />
            </p>
          )
        }
        empty={
          <p>
            <FormattedMessage id="auctions.empty.none" />
          </p>
        }
      />
      <LoadMore
        shown={list.auctions?.length ?? 0}
        total={list.totalCount}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={() => void list.loadMore()}
      />
      {creating && <CreateAuctionDialog onSubmit={onCreate} onClose={() => setCreating(false)} />}
      {viewed && <DetailsDialog auction={viewed} myDealerId={null} onClose={() => setViewId(null)} />}
    </section>
  );
}
