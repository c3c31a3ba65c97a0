import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/layout';
import { DataTable, RowActions, type DataTableColumn } from '../../../components/ui/DataTable';
import { SearchInput } from '../../../components/ui/SearchInput';
import { DealerListDocument, type DealerListQuery } from '../graphql/DealerList.generated';
import { DealerStatusUpdateDocument } from '../graphql/DealerStatusUpdate.generated';
import { DealerDialog } from '../components/DealerDialog';

type Dealer = DealerListQuery['dealers'][number];

/** /admin/dealers (spec 001 §2 "Admin dealer management"). */
export function AdminDealersPage() {
  const intl = useIntl();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const { data, loading, error } = useQuery(DealerListDocument, { variables: { search: search.trim() || null } });
  const [update, { loading: busy }] = useMutation(DealerStatusUpdateDocument);
  const [openId, setOpenId] = useState<string | null>(null);
  const dealers = data?.dealers ?? [];
  const open = dealers.find((d) => d.id === openId);

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
      cell: (d) => (
        <Badge $tone={d.isVerified ? 'success' : 'warning'}>
          <FormattedMessage id={d.isVerified ? 'dealers.status.verified' : 'dealers.status.pending'} />
        </Badge>
      ),
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
      <SearchInput
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'dealers.admin.search' })}
        aria-label={intl.formatMessage({ id: 'dealers.admin.search' })}
      />
      <DataTable
        columns={columns}
        rows={data?.dealers}
        rowKey={(dealer) => dealer.id}
        loading={loading}
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
