import { useMutation, useQuery } from '@apollo/client/react';
import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { useState } from 'react';
import styled from 'styled-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { Badge } from '../../../components/ui/layout';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { SearchInput } from '../../../components/ui/SearchInput';
import { useConfirm } from '../../../components/ui/useConfirm';
import { CharityActiveSetDocument } from '../graphql/CharityActiveSet.generated';
import { CharityListDocument } from '../graphql/CharityList.generated';
import { CharityRegisterDocument } from '../graphql/CharityRegister.generated';
import { CharityUpdateDocument } from '../graphql/CharityUpdate.generated';
import { CharityVerificationSetDocument } from '../graphql/CharityVerificationSet.generated';
import type { CharityFieldsFragment } from '../graphql/CharityFields.generated';
import type { MessageId } from '../../../i18n/messages';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { CHARITY_INITIAL_VALUES, charityInput, valuesFromCharity, type CharityFormValues } from '../charityForm';
import { categoryLabel, verificationTone } from '../charityOptions';
import { CharityDialog } from '../components/CharityDialog';

type Editing = { charity: CharityFieldsFragment | null } | null;

/** A registration number stays on one line. */
const Nowrap = styled.span`
  white-space: nowrap;
`;

/**
 * /admin/charities (spec 001 §2 "Charity management (admin)"): by name, searched, a page at a
 * time (Load more). A change updates its row in the cache where it is; a new charity reloads the
 * first page.
 */
export function AdminCharitiesPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const { ask, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 250);
  const { data, loading, error, refetch, fetchMore } = useQuery(CharityListDocument, {
    variables: { search: debounced || null, first: PAGE_SIZE.default },
  });
  const list = data?.charities;
  const charities = list?.edges.map((edge) => edge.node);
  const { loadMore, loadingMore, hasMore } = useLoadMore(list?.pageInfo, fetchMore);
  const [create] = useMutation(CharityRegisterDocument, { refetchQueries: ['CharityList'] });
  const [update] = useMutation(CharityUpdateDocument);
  const [setVerification, { loading: deciding }] = useMutation(CharityVerificationSetDocument);
  const [setActive, { loading: toggling }] = useMutation(CharityActiveSetDocument);
  const [editing, setEditing] = useState<Editing>(null);
  const busy = deciding || toggling;

  const failed = (titleId: MessageId, failure: unknown) =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: titleId }),
      description: failure instanceof Error ? failure.message : undefined,
    });

  const save = async (values: CharityFormValues): Promise<boolean> => {
    const current = editing?.charity;
    try {
      if (current) await update({ variables: { id: current.id, input: charityInput(values) } });
      else await create({ variables: { input: charityInput(values) } });
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: current ? 'charities.admin.updated' : 'charities.admin.created' }),
      });
      return true;
    } catch (failure) {
      failed(current ? 'charities.admin.updateFailed' : 'charities.admin.createFailed', failure);
      return false;
    }
  };

  const decide = async (charity: CharityFieldsFragment, verificationStatus: 'verified' | 'rejected') => {
    const verify = verificationStatus === 'verified';
    const yes = await ask({
      title: <FormattedMessage id={verify ? 'charities.admin.confirmVerify.title' : 'charities.admin.confirmReject.title'} />,
      body: (
        <FormattedMessage
          id={verify ? 'charities.admin.confirmVerify.body' : 'charities.admin.confirmReject.body'}
          values={{ name: charity.name }}
        />
      ),
      confirmLabel: <FormattedMessage id={verify ? 'charities.admin.verifyDecision' : 'charities.admin.reject'} />,
    });
    if (!yes) return;
    try {
      await setVerification({ variables: { id: charity.id, verificationStatus } });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'charities.admin.decided' }) });
    } catch (failure) {
      failed('charities.admin.decisionFailed', failure);
    }
  };

  const toggleActive = async (charity: CharityFieldsFragment) => {
    const isActive = !charity.isActive;
    if (!isActive) {
      const yes = await ask({
        title: <FormattedMessage id="charities.admin.confirmDeactivate.title" />,
        body: <FormattedMessage id="charities.admin.confirmDeactivate.body" values={{ name: charity.name }} />,
        confirmLabel: <FormattedMessage id="charities.admin.deactivate" />,
      });
      if (!yes) return;
    }
    try {
      await setActive({ variables: { id: charity.id, isActive } });
    } catch (failure) {
      failed('charities.admin.statusFailed', failure);
    }
  };

  const columns: DataTableColumn<CharityFieldsFragment>[] = [
    { key: 'name', header: <FormattedMessage id="charities.field.name" />, cell: (c) => c.name },
    {
      key: 'number',
      header: <FormattedMessage id="charities.field.registrationNumber" />,
      cell: (c) => <Nowrap>{c.registrationNumberDisplay}</Nowrap>,
    },
    {
      key: 'place',
      header: <FormattedMessage id="charities.admin.place" />,
      cell: (c) => [c.city, c.state].filter(Boolean).join(', ') || '—',
    },
    { key: 'category', header: <FormattedMessage id="charities.field.category" />, cell: (c) => categoryLabel(intl, c.category) },
    {
      key: 'verification',
      header: <FormattedMessage id="charities.admin.verification" />,
      cell: (c) => (
        <Badge $tone={verificationTone(c.verificationStatus)}>
          <FormattedMessage id={`charities.verification.${c.verificationStatus}` as MessageId} />
        </Badge>
      ),
    },
    {
      key: 'active',
      header: <FormattedMessage id="charities.admin.active" />,
      cell: (c) => (
        <Badge $tone={c.isActive ? 'success' : 'neutral'}>
          <FormattedMessage id={c.isActive ? 'charities.admin.isActive' : 'charities.admin.isInactive'} />
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: <FormattedMessage id="charities.admin.actions" />,
      cell: (c) => (
        <RowActions>
          <Button type="button" $size="sm" $variant="ghost" onClick={() => setEditing({ charity: c })}>
            <FormattedMessage id="charities.admin.editShort" />
          </Button>
          {c.verificationStatus !== 'verified' && (
            <Button type="button" $size="sm" disabled={busy} onClick={() => void decide(c, 'verified')}>
              <FormattedMessage id="charities.admin.verifyDecision" />
            </Button>
          )}
          {c.verificationStatus !== 'rejected' && (
            <Button type="button" $size="sm" $variant="outline" disabled={busy} onClick={() => void decide(c, 'rejected')}>
              <FormattedMessage id={c.verificationStatus === 'verified' ? 'charities.admin.revoke' : 'charities.admin.reject'} />
            </Button>
          )}
          <Button type="button" $size="sm" $variant="outline" disabled={busy} onClick={() => void toggleActive(c)}>
            <FormattedMessage id={c.isActive ? 'charities.admin.deactivate' : 'charities.admin.activate'} />
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <section>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
        <h1>
          <FormattedMessage id="charities.admin.title" />
        </h1>
        <Button type="button" onClick={() => setEditing({ charity: null })}>
          <FormattedMessage id="charities.admin.add" />
        </Button>
      </div>
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'charities.admin.search' })}
        aria-label={intl.formatMessage({ id: 'charities.admin.search' })}
      />
      <DataTable
        columns={columns}
        rows={charities}
        rowKey={(c) => c.id}
        rowTestId={(c) => `charity-row-${c.registrationNumber}`}
        loading={loading}
        onRetry={() => void refetch()}
        caption={<FormattedMessage id="charities.admin.title" />}
        error={
          error && (
            <p>
              <FormattedMessage id="charities.admin.loadError" />
            </p>
          )
        }
        empty={
          <p>
            <FormattedMessage id="charities.admin.empty" />
          </p>
        }
      />
      <LoadMore
        shown={charities?.length ?? 0}
        total={list?.totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
      {editing && (
        <CharityDialog
          editing={editing.charity !== null}
          initialValues={editing.charity ? valuesFromCharity(editing.charity) : CHARITY_INITIAL_VALUES}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
      {dialog}
    </section>
  );
}
