/** Published after a donation change commits: ids and small fields only (NOTIFY carries < 8 KB). */
export const DONATION_STATUS_CHANGED = 'donation.statusChanged';

/** What changed: a status (with its history entry), a communication, or a tax receipt. */
export const DONATION_EVENT_KINDS = ['status', 'communication', 'receipt'] as const;
export type DonationEventKind = (typeof DONATION_EVENT_KINDS)[number];

export interface DonationStatusChangedEvent {
  donationId: number;
  /** Absent on events of older processes: a status change. */
  kind?: DonationEventKind;
  /** The status history entry of a status change (or of the status a receipt moved the donation to). */
  historyId?: number | null;
  communicationId?: number | null;
  receiptId?: number | null;
}

/** Published after a new donation commits (the charity it was made to sees it live). */
export const DONATION_CREATED = 'donation.created';

export interface DonationCreatedEvent {
  donationId: number;
}
