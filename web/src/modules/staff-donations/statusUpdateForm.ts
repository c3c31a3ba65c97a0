/** The status form as typed; its rules are @vdp/shared's donationStatusUpdateFormSchema. */
export interface StatusFormValues {
  status: string;
  notes: string;
}

export const STATUS_INITIAL: StatusFormValues = { status: '', notes: '' };
