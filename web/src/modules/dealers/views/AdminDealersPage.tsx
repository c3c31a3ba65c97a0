import { useMutation, useQuery } from '@apollo/client/react';
import { VERIFICATION_STATUSES, type VerificationStatus } from '@vdp/shared/dealers/dealer.constants';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/layout';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { LoadMore, useLoadMore } from '../../../components/ui/LoadMore';
import { SearchInput } from '../../../components/ui/SearchInput';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { DealerListDocument, type DealerListQuery } from '../graphql/DealerList.generated';
import { DealerStatusUpdateDocument } from '../graphql/DealerStatusUpdate.generated';
import { DealerDialog } from '../components/DealerDialog';

type Dealer = DealerListQuery['dealers']['edges'][number]['node'];

const PAGE_SIZE = 20;

const STATUS_TONES = { verified: 'success', pending: 'warning', rejected: 'neutral' } as const;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  select {
    min-height: 40px;
  }
`;

/** /admin/dealers (spec 001 §2 "Admin dealer management"): newest first, searched, by status, a page at a time. */
export function AdminDealersPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [statusFilter, setStatusFilter] = useState<VerificationStatus | ''>('');
  const searched = useDebouncedValue(search.trim());
  const { data, loading, error, refetch, fetchMore } = useQuery(DealerListDocument, {
    variables: { search: searched || null, status: statusFilter || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.dealers;
  const { loadMore, loadingMore, hasMore } = useLoadMore(page?.pageInfo, fetchMore);
  const [update, { loading: busy }] = useMutation(DealerStatusUpdateDocument);
  const [openId, setOpenId] = useState<string | null>(null);
  const dealers = page?.edges.map((edge) => edge.node);
  const open = dealers?.find((d) => d.id === openId);

  const setStatus = async (id: string, verificationStatus: 'verified' | 'rejected') => {
    try {
      await update({ variables: { id, verificationStatus } });
      toast({ variant: 'success', title: intl.formatMessage({ id: 'dealers.admin.updated' }) });
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: failure instanceof Error ? failure.message : intl.formatMessage({ id: 'dealers.admin.updateFailed' }),
      });
    }
  };

  const columns: DataTableColumn<Dealer>[] = [
    { key: 'businessName', header: <FormattedMessage id="dealers.field.businessName" />, cell: (d) => d.businessName },
    { key: 'contactName', header: <FormattedMessage id="dealers.field.contactName" />, cell: (d) => d.contactName },
    { key: 'dealerLicense', header: <FormattedMessage id="dealers.field.dealerLicense" />, cell: (d) => d.dealerLicense },
    {
      key: 'status',
      header: <FormattedMessage id="dealers.admin.status" />,
      cell: (d) => {
        const state = d.verificationStatus as VerificationStatus;
        return (
          <Badge $tone={STATUS_TONES[state]}>
            <FormattedMessage id={`dealers.status.${state}`} />
          </Badge>
        );
      },
    },
    {
      key: 'actions',
      header: <FormattedMessage id="dealers.admin.actions" />,
      cell: (dealer) => (
        <RowActions>
          <Button type="button" $size="sm" $variant="ghost" onClick={() => setOpenId(dealer.id)}>
            <FormattedMessage id="dealers.admin.view" />
          </Button>
          {dealer.verificationStatus === 'pending' && (
            <Button type="button" $size="sm" disabled={busy} onClick={() => void setStatus(dealer.id, 'verified')}>
              <FormattedMessage id="dealers.admin.approve" />
            </Button>
          )}
          {dealer.verificationStatus === 'verified' && (
            <Button
              type="button"
              $size="sm"
              $variant="outline"
              disabled={busy}
              onClick={() => void setStatus(dealer.id, 'rejected')}
            >
              <FormattedMessage id="dealers.admin.revokeShort" />
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <section>
      <h1>
        <FormattedMessage id="dealers.admin.title" />
      </h1>
      <Filters>
        <SearchInput
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={intl.formatMessage({ id: 'dealers.admin.search' })}
          aria-label={intl.formatMessage({ id: 'dealers.admin.search' })}
        />
        <select
          value={statusFilter}
          onChange={(event) => setStatusFilter(event.target.value as VerificationStatus | '')}
          aria-label={intl.formatMessage({ id: 'dealers.admin.statusFilter' })}
        >
          <option value="">{intl.formatMessage({ id: 'dealers.admin.allStatuses' })}</option>
          {VERIFICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: `dealers.status.${value}` })}
            </option>
          ))}
        </select>
      </Filters>
      <DataTable
        columns={columns}
        rows={dealers}
        rowKey={(dealer) => dealer.id}
        rowTestId={() => 'admin-dealer'}
        loading={loading}
        onRetry={() => void refetch()}
        error={
          error && (
            <p>
              <FormattedMessage id="dealers.admin.loadError" />
            </p>
          )
        }
        empty={
          <p>
            <FormattedMessage id="dealers.admin.empty" />
          </p>
        }
      />
      <LoadMore
        shown={dealers?.length ?? 0}
        total={page?.totalCount}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
      {open && (
        <DealerDialog
          dealer={open}
          busy={busy}
          onStatus={(status) => void setStatus(open.id, status)}
          onClose={() => setOpenId(null)}
        />
      )}
    </section>
  );
}
