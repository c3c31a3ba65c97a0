import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import type { StatusUpdateFormRequest } from '@vdp/shared/validation/staff-donation.schema';
import { DonationStatusUpdateDocument } from '../graphql/DonationStatusUpdate.generated';
import { StatusHistoryList } from './StatusHistoryList';
import { StatusUpdateForm } from './StatusUpdateForm';
import { Section } from '../styles';
import type { HistoryEntry } from '../types';
import { useActionToast } from '../../../components/toast/useActionToast';

interface StatusSectionProps {
  donationId: number;
  history: readonly HistoryEntry[];
}

/** Status update (7 staff statuses, optional notes) and the status history (spec 000 §2.8). */
export function StatusSection({ donationId, history }: StatusSectionProps) {
  const report = useActionToast();
  const [update] = useMutation(DonationStatusUpdateDocument, { refetchQueries: ['StaffDonation', 'StaffDonations'] });
  const submit = (request: StatusUpdateFormRequest) =>
    report(() => update({ variables: { input: { donationId, ...request } } }), {
      success: 'staff.status.updated',
      failure: 'staff.status.failed',
    });
  return (
    <>
      <Section aria-labelledby="staff-status-title">
        <h2 id="staff-status-title">
          <FormattedMessage id="staff.status.title" />
        </h2>
        <StatusUpdateForm onSubmit={submit} />
      </Section>
      <Section aria-labelledby="staff-history-title">
        <h2 id="staff-history-title">
          <FormattedMessage id="staff.history.title" />
        </h2>
        <StatusHistoryList entries={history} />
      </Section>
    </>
  );
}
