import type { ReceiptLanguage } from '@vdp/shared/donations/donation.constants';

/** The receipt form as typed (amounts as text); its rules are @vdp/shared's receiptFormSchema. */
export interface ReceiptFormValues {
  receiptValue: string;
  notes: string;
  sendEmail: boolean;
  language: ReceiptLanguage;
  advantageAmount: string;
  advantageDescription: string;
  appraiserName: string;
  appraiserAddress: string;
  giftReceivedDate: string;
}

export const RECEIPT_INITIAL: ReceiptFormValues = {
  receiptValue: '',
  notes: '',
  sendEmail: true,
  language: 'en',
  advantageAmount: '',
  advantageDescription: '',
  appraiserName: '',
  appraiserAddress: '',
  giftReceivedDate: '',
};
