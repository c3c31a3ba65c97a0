import { useQuery } from '@apollo/client/react';
import { USER_PAGE_SIZE } from '@vdp/shared/users/user.constants';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { Badge } from '../../../components/ui/layout';
import { ListHeader } from '../../../components/ui/ListHeader';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { SearchInput } from '../../../components/ui/SearchInput';
import { useConfirm } from '../../../components/ui/useConfirm';
import { UserCountsDocument } from '../graphql/UserCounts.generated';
import { UserListDocument } from '../graphql/UserList.generated';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { ROLE_NAME_IDS } from '../../auth/roleMessages';
import { PasswordDialog } from '../components/PasswordDialog';
import { UserCountCards } from '../components/UserCountCards';
import { UserDialog } from '../components/UserDialog';
import { useUserActions } from '../useUserActions';
import { NEW_USER, roleTone, valuesOf, type UserRow } from '../userForm';

const fullName = (user: UserRow) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—';

/** /admin/users (spec 001 §2 User management, issue 13): search, counts, the table (Load more), add/edit, passwords, deactivation. */
export function AdminUsersPage() {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<UserRow | 'new' | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const { data, loading, error, refetch, fetchMore } = useQuery(UserListDocument, {
    variables: { search: debounced || null, first: USER_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const counts = useQuery(UserCountsDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.users;
  const users = list?.edges.map((edge) => edge.node);
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  const actions = useUserActions();
  const { ask, dialog } = useConfirm();

  const toggleActive = async (user: UserRow) => {
    if (user.isActive) {
      const yes = await ask({
        title: intl.formatMessage({ id: 'users.deactivate.title' }, { username: user.username }),
        body: intl.formatMessage({ id: 'users.deactivate.body' }),
        confirmLabel: intl.formatMessage({ id: 'users.action.deactivate' }),
      });
      if (!yes) return;
    }
    await actions.setActive(user, !user.isActive);
  };

  const signOutEverywhere = async (user: UserRow) => {
    const yes = await ask({
      title: intl.formatMessage({ id: 'users.signOut.title' }, { username: user.username }),
      body: intl.formatMessage({ id: 'users.signOut.body' }),
      confirmLabel: intl.formatMessage({ id: 'users.action.signOut' }),
    });
    if (yes) await actions.signOutEverywhere(user);
  };

  const columns: DataTableColumn<UserRow>[] = [
    { key: 'user', header: <FormattedMessage id="users.column.user" />, cell: fullName },
    { key: 'email', header: <FormattedMessage id="users.column.email" />, cell: (user) => user.email ?? '—' },
    { key: 'username', header: <FormattedMessage id="users.column.username" />, cell: (user) => user.username },
    {
      key: 'role',
      header: <FormattedMessage id="users.column.role" />,
      cell: (user) => <Badge $tone={roleTone(user.role)}>{intl.formatMessage({ id: ROLE_NAME_IDS[user.role] })}</Badge>,
    },
    {
      key: 'status',
      header: <FormattedMessage id="users.column.status" />,
      cell: (user) => (
        <Badge $tone={user.isActive ? 'success' : 'destructive'}>
          <FormattedMessage id={user.isActive ? 'users.status.active' : 'users.status.inactive'} />
        </Badge>
      ),
    },
    {
      key: 'joined',
      header: <FormattedMessage id="users.column.joined" />,
      cell: (user) => intl.formatDate(user.createdAt, { dateStyle: 'medium' }),
    },
    {
      key: 'actions',
      header: <FormattedMessage id="users.column.actions" />,
      cell: (user) => (
        <RowActions>
          <Button
            type="button"
            $size="sm"
            $variant="outline"
            aria-label={`${intl.formatMessage({ id: 'users.action.edit' })} ${user.username}`}
            onClick={() => setEditing(user)}
          >
            <FormattedMessage id="users.action.edit" />
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            aria-label={`${intl.formatMessage({ id: 'users.action.password' })} ${user.username}`}
            onClick={() => setResetting(user)}
          >
            <FormattedMessage id="users.action.password" />
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            aria-label={`${intl.formatMessage({ id: 'users.action.signOut' })} ${user.username}`}
            onClick={() => void signOutEverywhere(user)}
          >
            <FormattedMessage id="users.action.signOut" />
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            aria-label={`${intl.formatMessage({ id: user.isActive ? 'users.action.deactivate' : 'users.action.reactivate' })} ${user.username}`}
            onClick={() => void toggleActive(user)}
          >
            <FormattedMessage id={user.isActive ? 'users.action.deactivate' : 'users.action.reactivate'} />
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <section>
      <ListHeader
        title={<FormattedMessage id="users.title" />}
        action={
          <Button type="button" onClick={() => setEditing('new')}>
            <FormattedMessage id="users.add" />
          </Button>
        }
      />
      <UserCountCards counts={counts.data?.userCounts} />
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'users.search' })}
        aria-label={intl.formatMessage({ id: 'users.search' })}
      />
      <DataTable
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        loading={loading}
        onRetry={() => void refetch()}
        error={error && <FormattedMessage id="users.loadError" />}
        empty={<FormattedMessage id="users.empty" />}
      />
      <LoadMore
        shown={users?.length ?? 0}
        total={list?.totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
      {editing && (
        <UserDialog
          editing={editing !== 'new'}
          initialValues={editing === 'new' ? NEW_USER : valuesOf(editing)}
          onSave={async (values) => {
            const errors = await actions.save(editing === 'new' ? null : editing, values);
            if (!errors) setEditing(null);
            return errors;
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {resetting && (
        <PasswordDialog
          user={resetting}
          onSetPassword={(password) => actions.setPassword(resetting, password)}
          onSendLink={() => actions.sendLink(resetting)}
          onClose={() => setResetting(null)}
        />
      )}
      {dialog}
    </section>
  );
}
