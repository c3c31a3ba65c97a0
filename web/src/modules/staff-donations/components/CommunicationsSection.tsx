import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { DonationCommunicationAddDocument } from '../../../graphql/__generated__/graphql';
import { CommunicationForm } from './CommunicationForm';
import { CommunicationList } from './CommunicationList';
import { orNull, type CommunicationFormValues } from '../schemas';
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
  const submit = (values: CommunicationFormValues) =>
    report(
      () =>
        add({
          variables: {
            input: {
              donationId,
              type: values.type,
              method: values.method,
              subject: orNull(values.subject),
              message: values.message.trim(),
            },
          },
        }),
      { success: 'staff.comm.added', failure: 'staff.comm.failed' },
    );
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
