import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import type { CommunicationFormRequest } from '@vdp/shared/validation/staff-donation.schema';
import { DonationCommunicationAddDocument } from '../graphql/DonationCommunicationAdd.generated';
import { CommunicationForm } from './CommunicationForm';
import { CommunicationList } from './CommunicationList';
import { Section } from '../styles';
import type { CommunicationEntry } from '../types';
import { useActionToast } from '../../../components/toast/useActionToast';

interface CommunicationsSectionProps {
  donationId: number;
  communications: readonly CommunicationEntry[];
}

/** The donation's communications (the e-mails the platform sent the donor among them) and the add form. */
export function CommunicationsSection({ donationId, communications }: CommunicationsSectionProps) {
  const report = useActionToast();
  const [add] = useMutation(DonationCommunicationAddDocument, { refetchQueries: ['StaffDonation'] });
  const submit = (request: CommunicationFormRequest) =>
    report(() => add({ variables: { input: { donationId, ...request } } }), {
      success: 'staff.comm.added',
      failure: 'staff.comm.failed',
    });
  return (
    <Section aria-labelledby="staff-comm-title">
      <h2 id="staff-comm-title">
        <FormattedMessage id="staff.comm.title" />
      </h2>
      <CommunicationList entries={communications} />
      <h3>
        <FormattedMessage id="staff.comm.formTitle" />
      </h3>
      <CommunicationForm onSubmit={submit} />
    </Section>
  );
}
