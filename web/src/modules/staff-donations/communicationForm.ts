import type { CommunicationMethod, CommunicationType } from '@vdp/shared/donations/donation.constants';

/** The communication form as typed; its rules are @vdp/shared's donationCommunicationFormSchema. */
export interface CommunicationFormValues {
  type: CommunicationType;
  method: CommunicationMethod;
  subject: string;
  message: string;
}

export const COMMUNICATION_INITIAL: CommunicationFormValues = { type: 'phone', method: 'outbound', subject: '', message: '' };
