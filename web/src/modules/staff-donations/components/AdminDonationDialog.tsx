import { useQuery } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { LoadingState } from '../../../components/ui/LoadingState';
import { StaffDonationDocument } from '../graphql/StaffDonation.generated';
import { Dialog } from '../../../components/ui/Dialog';
import { DonationFacts } from './DonationFacts';
import { StatusHistoryList } from './StatusHistoryList';
import { vehicleName } from '../format';
import { Muted, Stack } from '../styles';

/** Details of one donation with its status history (spec 001 §2 "Donation management"). */
export function AdminDonationDialog({ donationId, onClose }: { donationId: number; onClose: () => void }) {
  const { data, loading } = useQuery(StaffDonationDocument, { variables: { id: donationId } });
  const detail = data?.staffDonation;
  return (
    <Dialog
      title={
        detail ? (
          <FormattedMessage id="adminDonations.dialog.title" values={{ id: donationId, vehicle: vehicleName(detail.donation) }} />
        ) : (
          <FormattedMessage id="adminDonations.dialog.loading" values={{ id: donationId }} />
        )
      }
      onClose={onClose}
    >
      {detail ? (
        <Stack>
          <DonationFacts donation={detail.donation} />
          <div>
            <h3>
              <FormattedMessage id="staff.history.title" />
            </h3>
            <StatusHistoryList entries={detail.statusHistory} />
          </div>
        </Stack>
      ) : loading ? (
        <LoadingState minHeight="160px" />
      ) : (
        <Muted role="alert">
          <FormattedMessage id="staff.detail.loadError" />
        </Muted>
      )}
    </Dialog>
  );
}
