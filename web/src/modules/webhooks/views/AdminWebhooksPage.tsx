import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { Badge } from '../../../components/ui/layout';
import { ListHeader } from '../../../components/ui/ListHeader';
import { useConfirm } from '../../../components/ui/useConfirm';
import { DeliveryLogDialog } from '../components/DeliveryLogDialog';
import { SecretDialog } from '../components/SecretDialog';
import { WebhookDialog } from '../components/WebhookDialog';
import { WebhookEndpointListDocument } from '../graphql/WebhookEndpointList.generated';
import { useWebhookActions } from '../useWebhookActions';
import { eventLabelId, NEW_WEBHOOK, valuesOf, type WebhookEndpointRow } from '../webhookForm';

/** /admin/webhooks (issue 14 §6): the endpoints, add/edit with event checkboxes, the secret once, the delivery log. */
export function AdminWebhooksPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(WebhookEndpointListDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<WebhookEndpointRow | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [log, setLog] = useState<WebhookEndpointRow | null>(null);
  const actions = useWebhookActions();
  const { ask, dialog } = useConfirm();

  const rotate = async (endpoint: WebhookEndpointRow) => {
    const yes = await ask({
      title: intl.formatMessage({ id: 'webhooks.rotate.confirmTitle' }),
      body: intl.formatMessage({ id: 'webhooks.rotate.confirmBody' }),
      confirmLabel: intl.formatMessage({ id: 'webhooks.rotate.confirm' }),
    });
    if (!yes) return;
    const made = await actions.rotate(endpoint);
    if (made) setSecret(made);
  };

  const button = (
    label: 'webhooks.edit' | 'webhooks.rotate' | 'webhooks.deliveries',
    endpoint: WebhookEndpointRow,
    run: () => void,
  ) => (
    <Button
      type="button"
      $size="sm"
      $variant={label === 'webhooks.edit' ? 'outline' : 'ghost'}
      aria-label={`${intl.formatMessage({ id: label })} ${endpoint.url}`}
      onClick={run}
    >
      <FormattedMessage id={label} />
    </Button>
  );

  const columns: DataTableColumn<WebhookEndpointRow>[] = [
    {
      key: 'url',
      header: <FormattedMessage id="webhooks.column.url" />,
      cell: (endpoint) => (
        <>
          <code>{endpoint.url}</code>
          {endpoint.description && <div>{endpoint.description}</div>}
        </>
      ),
    },
    {
      key: 'events',
      header: <FormattedMessage id="webhooks.column.events" />,
      cell: (endpoint) => endpoint.events.map((event) => intl.formatMessage({ id: eventLabelId(event) })).join(', '),
    },
    {
      key: 'status',
      header: <FormattedMessage id="webhooks.column.status" />,
      cell: (endpoint) => (
        <Badge $tone={endpoint.active ? 'success' : 'neutral'}>
          <FormattedMessage id={endpoint.active ? 'webhooks.active' : 'webhooks.inactive'} />
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: <FormattedMessage id="webhooks.column.actions" />,
      cell: (endpoint) => (
        <RowActions>
          {button('webhooks.edit', endpoint, () => setEditing(endpoint))}
          {button('webhooks.deliveries', endpoint, () => setLog(endpoint))}
          {button('webhooks.rotate', endpoint, () => void rotate(endpoint))}
        </RowActions>
      ),
    },
  ];

  return (
    <section>
      <ListHeader
        title={<FormattedMessage id="webhooks.title" />}
        action={
          <Button type="button" onClick={() => setEditing('new')}>
            <FormattedMessage id="webhooks.add" />
          </Button>
        }
      />
      <p>
        <FormattedMessage id="webhooks.intro" />
      </p>
      <DataTable
        caption={intl.formatMessage({ id: 'webhooks.caption' })}
        columns={columns}
        rows={data?.webhookEndpoints}
        rowKey={(endpoint) => endpoint.id}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="webhooks.toast.error" />}
        empty={<FormattedMessage id="webhooks.empty" />}
      />
      {editing && (
        <WebhookDialog
          editing={editing !== 'new'}
          initialValues={editing === 'new' ? NEW_WEBHOOK : valuesOf(editing)}
          onSave={async (values) => {
            const outcome = await actions.save(editing === 'new' ? null : editing, values);
            if ('errors' in outcome) return outcome.errors;
            setEditing(null);
            if (outcome.secret) setSecret(outcome.secret);
            return null;
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {secret && <SecretDialog secret={secret} onClose={() => setSecret(null)} />}
      {log && <DeliveryLogDialog endpoint={log} onResend={actions.resendDelivery} onClose={() => setLog(null)} />}
      {dialog}
    </section>
  );
}
