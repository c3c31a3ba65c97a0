import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import type { ReceiptFormRequest } from '@vdp/shared/validation/receipt.schema';
import { DonationReceiptGenerateDocument } from '../graphql/DonationReceiptGenerate.generated';
import { ReceiptForm } from './ReceiptForm';
import { ReceiptList } from './ReceiptList';
import { Section } from '../styles';
import type { ReceiptEntry } from '../types';
import { useActionToast } from '../../../components/toast/useActionToast';
import { useConfirm } from '../../../components/ui/useConfirm';

interface ReceiptsSectionProps {
  donationId: number;
  finalValue: string | null | undefined;
  /** The donor's language: the receipt form's first choice. */
  donorLanguage?: string | null;
  receipts: readonly ReceiptEntry[];
}

/** The receipt in force: the issued one (a new receipt cancels and replaces it). */
export function currentReceipt(receipts: readonly ReceiptEntry[]): ReceiptEntry | undefined {
  return receipts.find((receipt) => receipt.status === 'issued');
}

/** Tax receipt generation and the donation's receipts (spec 000 §2.8, §8). */
export function ReceiptsSection({ donationId, finalValue, donorLanguage, receipts }: ReceiptsSectionProps) {
  const report = useActionToast();
  const { ask, dialog } = useConfirm();
  const [generate] = useMutation(DonationReceiptGenerateDocument, { refetchQueries: ['StaffDonation', 'StaffDonations'] });
  const replaced = currentReceipt(receipts);

  const submit = async (request: ReceiptFormRequest) => {
    if (replaced) {
      const confirmed = await ask({
        title: <FormattedMessage id="staff.receipt.confirm.title" />,
        body: <FormattedMessage id="staff.receipt.confirm.body" values={{ number: replaced.receiptNumber }} />,
        confirmLabel: <FormattedMessage id="staff.receipt.confirm.submit" />,
      });
      if (!confirmed) return false;
    }
    return report(
      async () => {
        const { data } = await generate({ variables: { input: { donationId, ...request } } });
        if (!data) throw new Error('no answer');
        return data.donationReceiptGenerate;
      },
      {
        success: 'staff.receipt.generated',
        successDescription: (receipt) => (receipt.sendEmail ? 'staff.receipt.sentByEmail' : 'staff.receipt.generatedOnly'),
        failure: 'staff.receipt.failed',
      },
    );
  };

  return (
    <Section aria-labelledby="staff-receipt-title">
      <h2 id="staff-receipt-title">
        <FormattedMessage id="staff.receipt.title" />
      </h2>
      <ReceiptForm finalValue={finalValue} replaces={replaced?.receiptNumber} donorLanguage={donorLanguage} onSubmit={submit} />
      <h3>
        <FormattedMessage id="staff.receipt.listTitle" />
      </h3>
      <ReceiptList receipts={receipts} />
      {dialog}
    </Section>
  );
}
