import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useToast } from '../../../components/toast/ToastContext';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/layout';
import { LoadingState } from '../../../components/ui/LoadingState';
import { DealerListDocument, DealerStatusUpdateDocument } from '../../../graphql/__generated__/graphql';
import { DealerDialog } from '../components/DealerDialog';

export const AdminTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const SearchInput = styled.input`
  min-height: 40px;
  min-width: 280px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.input};
  border-radius: ${({ theme }) => theme.radii.md};
  margin: ${({ theme }) => theme.space[4]} 0;
`;

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

  return (
    <section>
      <h1>
        <FormattedMessage id="dealers.admin.title" />
      </h1>
      <SearchInput
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={intl.formatMessage({ id: 'dealers.admin.search' })}
        aria-label={intl.formatMessage({ id: 'dealers.admin.search' })}
      />
      {loading && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <p role="alert">
          <FormattedMessage id="dealers.admin.loadError" />
        </p>
      ) : dealers.length === 0 ? (
        <p>
          <FormattedMessage id="dealers.admin.empty" />
        </p>
      ) : (
        <AdminTable>
          <thead>
            <tr>
              <th>
                <FormattedMessage id="dealers.field.businessName" />
              </th>
              <th>
                <FormattedMessage id="dealers.field.contactName" />
              </th>
              <th>
                <FormattedMessage id="dealers.field.dealerLicense" />
              </th>
              <th>
                <FormattedMessage id="dealers.admin.status" />
              </th>
              <th>
                <FormattedMessage id="dealers.admin.actions" />
              </th>
            </tr>
          </thead>
          <tbody>
            {dealers.map((dealer) => (
              <tr key={dealer.id}>
                <td>{dealer.businessName}</td>
                <td>{dealer.contactName}</td>
                <td>{dealer.dealerLicense}</td>
                <td>
                  <Badge $tone={dealer.isVerified ? 'success' : 'warning'}>
                    <FormattedMessage id={dealer.isVerified ? 'dealers.status.verified' : 'dealers.status.pending'} />
                  </Badge>
                </td>
                <td style={{ display: 'flex', gap: 8 }}>
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
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
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
