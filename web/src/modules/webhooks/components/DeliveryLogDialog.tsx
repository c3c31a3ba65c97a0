import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { DataTable, type DataTableColumn } from '../../../components/ui/DataTable';
import { Dialog } from '../../../components/ui/Dialog';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { Badge } from '../../../components/ui/layout';
import { WebhookDeliveryListDocument, type WebhookDeliveryListQuery } from '../graphql/WebhookDeliveryList.generated';
import { eventLabelId, statusLabelId, type WebhookEndpointRow } from '../webhookForm';
import { DialogActions } from './WebhookDialog';

type Delivery = WebhookDeliveryListQuery['webhookDeliveries']['edges'][number]['node'];

const PAGE_SIZE = 25;

const TONES = { delivered: 'success', failed: 'destructive', pending: 'warning' } as const;

/**
 * An endpoint's delivery log, newest first, a page at a time (Load more), with Resend on each row
 * (after which the first page is read again).
 */
export function DeliveryLogDialog({
  endpoint,
  onResend,
  onClose,
}: {
  endpoint: WebhookEndpointRow;
  onResend: (id: string) => Promise<void>;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { data, loading, error, refetch, fetchMore } = useQuery(WebhookDeliveryListDocument, {
    variables: { endpointId: endpoint.id, first: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const page = data?.webhookDeliveries;
  const { loadMore, loadingMore, hasMore } = useLoadMore(page?.pageInfo, fetchMore);
  const when = (value: string | null) => (value ? intl.formatDate(value, { dateStyle: 'short', timeStyle: 'medium' }) : '—');
  const columns: DataTableColumn<Delivery>[] = [
    {
      key: 'event',
      header: <FormattedMessage id="webhooks.log.event" />,
      cell: (d) => <FormattedMessage id={eventLabelId(d.eventType)} />,
    },
    {
      key: 'status',
      header: <FormattedMessage id="webhooks.log.status" />,
      cell: (d) => (
        <Badge $tone={TONES[d.status as keyof typeof TONES] ?? 'neutral'} title={d.lastError ?? undefined}>
          <FormattedMessage id={statusLabelId(d.status)} />
        </Badge>
      ),
    },
    { key: 'code', header: <FormattedMessage id="webhooks.log.code" />, cell: (d) => d.responseCode ?? '—' },
    { key: 'attempts', header: <FormattedMessage id="webhooks.log.attempts" />, cell: (d) => d.attempts },
    { key: 'next', header: <FormattedMessage id="webhooks.log.next" />, cell: (d) => when(d.nextAttemptAt) },
    { key: 'created', header: <FormattedMessage id="webhooks.log.created" />, cell: (d) => when(d.createdAt) },
    {
      key: 'resend',
      header: <FormattedMessage id="webhooks.column.actions" />,
      cell: (d) => (
        <Button
          type="button"
          $size="sm"
          $variant="outline"
          aria-label={`${intl.formatMessage({ id: 'webhooks.log.resend' })} ${d.webhookId}`}
          onClick={() => void onResend(d.id).then(() => refetch())}
        >
          <FormattedMessage id="webhooks.log.resend" />
        </Button>
      ),
    },
  ];
  return (
    <Dialog title={<FormattedMessage id="webhooks.log.title" values={{ url: endpoint.url }} />} onClose={onClose} wide>
      <DataTable
        caption={intl.formatMessage({ id: 'webhooks.log.caption' })}
        columns={columns}
        rows={page?.edges.map((edge) => edge.node)}
        rowKey={(d) => d.id}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="webhooks.toast.error" />}
        empty={<FormattedMessage id="webhooks.log.empty" />}
      />
      <LoadMore shown={page?.edges.length ?? 0} hasMore={hasMore} loadingMore={loadingMore} onLoadMore={() => void loadMore()} />
      <DialogActions>
        <Button type="button" onClick={onClose}>
          <FormattedMessage id="webhooks.log.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
