import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../../../components/ui/layout';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable';
import type { CharityPortalQuery } from '../graphql/CharityPortal.generated';
import { hasMessage } from '../../../i18n/messages';
import { formatDateTime } from '../../../lib/format';
import { statusLabelId } from '../../../lib/messageIds';
import styled from 'styled-components';
import { dollars } from '../charityFormat';

const ListTitle = styled.h3`
  margin: ${({ theme }) => theme.space[8]} 0 ${({ theme }) => theme.space[3]};
`;

type Portal = CharityPortalQuery['charityPortal'];
type Donation = Portal['donations'][number];
type Receipt = Portal['receipts'][number];
type Auction = Portal['auctions'][number];

/** A status word in the visitor's language when the catalogue has it. */
function StatusBadge({ id, fallback, tone }: { id: string; fallback: string; tone: 'success' | 'warning' | 'neutral' }) {
  const intl = useIntl();
  return <Badge $tone={tone}>{hasMessage(intl, id) ? <FormattedMessage id={id} /> : fallback}</Badge>;
}

/** The portal's three lists: donations made to the charity, receipts issued in its name, its vehicles' auctions. */
export function PortalTables({ portal }: { portal: Portal }) {
  const intl = useIntl();
  const donationColumns: DataTableColumn<Donation>[] = [
    { key: 'vehicle', header: <FormattedMessage id="charities.portal.vehicle" />, cell: (d) => d.vehicle },
    { key: 'donor', header: <FormattedMessage id="charities.portal.donor" />, cell: (d) => d.donorName },
    {
      key: 'status',
      header: <FormattedMessage id="charities.portal.status" />,
      cell: (d) => (
        <StatusBadge id={statusLabelId(d.status)} fallback={d.status} tone={d.status === 'completed' ? 'success' : 'neutral'} />
      ),
    },
    {
      key: 'estimated',
      header: <FormattedMessage id="charities.portal.estimatedValue" />,
      cell: (d) => dollars(intl, d.estimatedValue),
    },
    { key: 'final', header: <FormattedMessage id="charities.portal.finalValue" />, cell: (d) => dollars(intl, d.finalValue) },
    {
      key: 'receipt',
      header: <FormattedMessage id="charities.portal.receipt" />,
      cell: (d) =>
        d.receiptIssued && d.receiptNumber ? (
          <code>{d.receiptNumber}</code>
        ) : (
          <FormattedMessage id="charities.portal.noReceipt" />
        ),
    },
    { key: 'date', header: <FormattedMessage id="charities.portal.date" />, cell: (d) => formatDateTime(intl, d.createdAt) },
  ];
  const receiptColumns: DataTableColumn<Receipt>[] = [
    {
      key: 'number',
      header: <FormattedMessage id="charities.portal.receiptNumber" />,
      cell: (r) => <code>{r.receiptNumber}</code>,
    },
    { key: 'date', header: <FormattedMessage id="charities.portal.date" />, cell: (r) => formatDateTime(intl, r.receiptDate) },
    { key: 'donation', header: <FormattedMessage id="charities.portal.donation" />, cell: (r) => `#${r.donationId}` },
    { key: 'amount', header: <FormattedMessage id="charities.portal.amount" />, cell: (r) => dollars(intl, r.receiptAmount) },
    {
      key: 'status',
      header: <FormattedMessage id="charities.portal.status" />,
      cell: (r) => (
        <StatusBadge
          id={`charities.portal.receiptStatus.${r.status}`}
          fallback={r.status}
          tone={r.status === 'issued' ? 'success' : 'neutral'}
        />
      ),
    },
  ];
  const auctionColumns: DataTableColumn<Auction>[] = [
    { key: 'title', header: <FormattedMessage id="charities.portal.auction" />, cell: (a) => a.title },
    {
      key: 'status',
      header: <FormattedMessage id="charities.portal.status" />,
      cell: (a) => (
        <StatusBadge
          id={`auctions.status.${a.status}`}
          fallback={a.status}
          tone={a.status === 'active' ? 'warning' : a.status === 'completed' ? 'success' : 'neutral'}
        />
      ),
    },
    { key: 'bid', header: <FormattedMessage id="charities.portal.currentBid" />, cell: (a) => dollars(intl, a.currentBid) },
    { key: 'bids', header: <FormattedMessage id="charities.portal.bids" />, cell: (a) => intl.formatNumber(a.bidCount) },
    { key: 'end', header: <FormattedMessage id="charities.portal.endTime" />, cell: (a) => formatDateTime(intl, a.endTime) },
    { key: 'final', header: <FormattedMessage id="charities.portal.finalPrice" />, cell: (a) => dollars(intl, a.finalPrice) },
  ];
  return (
    <>
      <ListTitle>
        <FormattedMessage id="charities.portal.donations" />
      </ListTitle>
      <DataTable
        columns={donationColumns}
        rows={portal.donations}
        rowKey={(d) => d.id}
        loading={false}
        compact
        caption={<FormattedMessage id="charities.portal.donations" />}
        empty={<FormattedMessage id="charities.portal.noDonations" />}
      />
      <ListTitle>
        <FormattedMessage id="charities.portal.receipts" />
      </ListTitle>
      <DataTable
        columns={receiptColumns}
        rows={portal.receipts}
        rowKey={(r) => r.receiptNumber}
        loading={false}
        compact
        caption={<FormattedMessage id="charities.portal.receipts" />}
        empty={<FormattedMessage id="charities.portal.noReceipts" />}
      />
      <ListTitle>
        <FormattedMessage id="charities.portal.auctions" />
      </ListTitle>
      <DataTable
        columns={auctionColumns}
        rows={portal.auctions}
        rowKey={(a) => a.id}
        loading={false}
        compact
        caption={<FormattedMessage id="charities.portal.auctions" />}
        empty={<FormattedMessage id="charities.portal.noAuctions" />}
      />
    </>
  );
}
