/** Published after a status change commits: ids and small fields only (NOTIFY carries < 8 KB). */
export const DONATION_STATUS_CHANGED = 'donation.statusChanged';

export interface DonationStatusChangedEvent {
  donationId: number;
  historyId: number;
}
