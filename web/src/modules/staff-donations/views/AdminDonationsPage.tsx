import { useMutation } from '@apollo/client/react';
import { ADMIN_STATUSES } from '@vdp/shared/donations/donation-status';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DonationStatusUpdateDocument } from '../graphql/DonationStatusUpdate.generated';
import type { StaffDonationFieldsFragment } from '../graphql/StaffDonationFields.generated';
import { staffStatusLabelId } from '../statusLabels';
import { DonationFilters } from '../components/DonationFilters';
import { Pagination } from '../../../components/ui/Pagination';
import { vehicleName } from '../format';
import { Muted, Stack } from '../styles';
import { useActionToast } from '../../../components/toast/useActionToast';
import { useConfirm } from '../../../components/ui/useConfirm';
import { useDonationSearch } from '../useDonationSearch';
import { useStaffLive } from '../useStaffLive';
import { AdminDonationDialog } from '../components/AdminDonationDialog';
import { AdminDonationsTable } from '../components/AdminDonationsTable';

/** /admin/donations (spec 001 §2 "Donation management"): search, admin status filter, table, details, inline status. */
export function AdminDonationsPage() {
  const intl = useIntl();
  const [viewId, setViewId] = useState<number | null>(null);
  const [pending, setPending] = useState<{ id: number; status: string } | null>(null);
  const { filters, list, loading, error, setPage } = useDonationSearch();
  useStaffLive(viewId);
  const [update] = useMutation(DonationStatusUpdateDocument, { refetchQueries: ['StaffDonations'] });
  const report = useActionToast();
  const { ask, dialog } = useConfirm();

  const changeStatus = async (donation: StaffDonationFieldsFragment, next: string) => {
    if (next === 'cancelled') {
      const confirmed = await ask({
        title: <FormattedMessage id="adminDonations.cancel.title" />,
        body: <FormattedMessage id="adminDonations.cancel.body" values={{ id: donation.id, vehicle: vehicleName(donation) }} />,
        confirmLabel: <FormattedMessage id="adminDonations.cancel.confirm" />,
      });
      if (!confirmed) return;
    }
    setPending({ id: donation.id, status: next });
    await report(() => update({ variables: { input: { donationId: donation.id, status: next } } }), {
      success: 'adminDonations.updated',
      successDescription: () => staffStatusLabelId(next),
      failure: 'adminDonations.updateFailed',
    });
    setPending(null);
  };

  return (
    <Stack as="section" aria-labelledby="admin-donations-title">
      <h1 id="admin-donations-title">
        <FormattedMessage id="adminDonations.title" />
      </h1>
      <DonationFilters {...filters} statuses={ADMIN_STATUSES} />
      <AdminDonationsTable
        rows={list?.items}
        loading={loading}
        error={
          error && (
            <Muted>
              <FormattedMessage id="staff.list.loadError" />
            </Muted>
          )
        }
        empty={
          <Muted>
            <FormattedMessage id="adminDonations.empty" />
          </Muted>
        }
        pending={pending}
        onStatus={changeStatus}
        onView={setViewId}
      />
      {list && list.items.length > 0 && (
        <Pagination
          label={intl.formatMessage({ id: 'staff.list.pagination' })}
          page={list.page}
          pageSize={list.pageSize}
          total={list.total}
          onPage={setPage}
        />
      )}
      {viewId !== null && <AdminDonationDialog donationId={viewId} onClose={() => setViewId(null)} />}
      {dialog}
    </Stack>
  );
}
