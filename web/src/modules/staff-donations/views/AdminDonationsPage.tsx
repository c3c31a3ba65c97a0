import { useMutation } from '@apollo/client/react';
import { ADMIN_STATUSES } from '@vdp/shared/donations/donation-status';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { DonationStatusUpdateDocument } from '../graphql/DonationStatusUpdate.generated';
import type { StaffDonationFieldsFragment } from '../graphql/StaffDonationFields.generated';
import { staffStatusLabelId } from '../statusLabels';
import { DonationFilters } from '../components/DonationFilters';
import { LoadMore } from '../../../components/ui/LoadMore';
import { vehicleName } from '../format';
import { Muted, Stack } from '../styles';
import { useActionToast } from '../../../components/toast/useActionToast';
import { useConfirm } from '../../../components/ui/useConfirm';
import { useDonationSearch } from '../useDonationSearch';
import { useStaffLive } from '../useStaffLive';
import { AdminDonationDialog } from '../components/AdminDonationDialog';
import { AdminDonationsTable } from '../components/AdminDonationsTable';

/** /admin/donations (spec 001 §2 "Donation management"): search, admin status filter, table (Load more), details, inline status. */
export function AdminDonationsPage() {
  const [viewId, setViewId] = useState<number | null>(null);
  const [pending, setPending] = useState<{ id: number; status: string } | null>(null);
  const { filters, donations, total, loading, error, loadMore, loadingMore, hasMore } = useDonationSearch();
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
        rows={donations}
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
      <LoadMore
        shown={donations?.length ?? 0}
        total={total}
        hasMore={hasMore}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
      {viewId !== null && <AdminDonationDialog donationId={viewId} onClose={() => setViewId(null)} />}
      {dialog}
    </Stack>
  );
}
