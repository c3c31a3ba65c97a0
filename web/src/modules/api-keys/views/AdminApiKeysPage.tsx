import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { Badge } from '../../../components/ui/layout';
import { ListHeader } from '../../../components/ui/ListHeader';
import { useConfirm } from '../../../components/ui/useConfirm';
import { ROLE_NAME_IDS } from '../../auth/roleMessages';
import { ApiKeyDialog } from '../components/ApiKeyDialog';
import { SecretDialog } from '../components/SecretDialog';
import type { ApiKeyFieldsFragment } from '../graphql/ApiKeyFields.generated';
import { ApiKeyListDocument } from '../graphql/ApiKeyList.generated';
import { useApiKeyActions } from '../useApiKeyActions';

type ApiKeyRow = ApiKeyFieldsFragment;

/** /admin/api-keys (issue 14 §3): the keys integrators use; create one (its secret shown once), revoke one. */
export function AdminApiKeysPage() {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const { data, loading, error, refetch } = useQuery(ApiKeyListDocument, { fetchPolicy: 'cache-and-network' });
  const actions = useApiKeyActions();
  const { ask, dialog } = useConfirm();
  const when = (value: string | null | undefined) =>
    value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : intl.formatMessage({ id: 'apiKeys.never' });

  const revoke = async (key: ApiKeyRow) => {
    const yes = await ask({
      title: intl.formatMessage({ id: 'apiKeys.revoke.title' }),
      body: intl.formatMessage({ id: 'apiKeys.revoke.message' }, { name: key.name }),
      confirmLabel: intl.formatMessage({ id: 'apiKeys.revoke.confirm' }),
    });
    if (yes) await actions.revoke(key.id);
  };

  const columns: DataTableColumn<ApiKeyRow>[] = [
    { key: 'name', header: <FormattedMessage id="apiKeys.column.name" />, cell: (key) => key.name },
    {
      key: 'prefix',
      header: <FormattedMessage id="apiKeys.column.prefix" />,
      cell: (key) => <code>{`vdp_${key.prefix}_…`}</code>,
    },
    {
      key: 'scope',
      header: <FormattedMessage id="apiKeys.column.scope" />,
      cell: (key) => (
        <FormattedMessage
          id="apiKeys.scope"
          values={{ role: intl.formatMessage({ id: ROLE_NAME_IDS[key.role] }), access: key.readOnly ? 'readOnly' : 'readWrite' }}
        />
      ),
    },
    { key: 'createdBy', header: <FormattedMessage id="apiKeys.column.createdBy" />, cell: (key) => key.createdByUsername ?? '—' },
    { key: 'createdAt', header: <FormattedMessage id="apiKeys.column.createdAt" />, cell: (key) => when(key.createdAt) },
    { key: 'lastUsedAt', header: <FormattedMessage id="apiKeys.column.lastUsedAt" />, cell: (key) => when(key.lastUsedAt) },
    {
      key: 'status',
      header: <FormattedMessage id="apiKeys.column.status" />,
      cell: (key) =>
        key.revokedAt ? (
          <Badge $tone="destructive">
            <FormattedMessage id="apiKeys.status.revoked" values={{ date: when(key.revokedAt) }} />
          </Badge>
        ) : (
          <Badge $tone="success">
            <FormattedMessage id="apiKeys.status.active" />
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: <FormattedMessage id="apiKeys.column.actions" />,
      cell: (key) =>
        key.revokedAt ? null : (
          <RowActions>
            <Button
              type="button"
              $size="sm"
              $variant="outline"
              aria-label={intl.formatMessage({ id: 'apiKeys.revoke.label' }, { name: key.name })}
              onClick={() => void revoke(key)}
            >
              <FormattedMessage id="apiKeys.revoke" />
            </Button>
          </RowActions>
        ),
    },
  ];

  return (
    <section>
      <ListHeader
        title={<FormattedMessage id="apiKeys.title" />}
        action={
          <Button type="button" onClick={() => setCreating(true)}>
            <FormattedMessage id="apiKeys.create" />
          </Button>
        }
      />
      <p>
        <FormattedMessage id="apiKeys.subtitle" />
      </p>
      <DataTable
        caption={intl.formatMessage({ id: 'apiKeys.list.caption' })}
        columns={columns}
        rows={data?.apiKeys}
        rowKey={(key) => key.id}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="apiKeys.loadFailed" />}
        empty={<FormattedMessage id="apiKeys.empty" />}
      />
      {creating && (
        <ApiKeyDialog
          onCreate={async (values) => {
            const made = await actions.create(values);
            if (made) setCreating(false);
            return made;
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {actions.secret && <SecretDialog secret={actions.secret} onClose={actions.forgetSecret} />}
      {dialog}
    </section>
  );
}
