import type { StaffDonationQuery } from './graphql/StaffDonation.generated';

/** The shapes the detail panel's pieces receive. */
export type DonationDetail = StaffDonationQuery['staffDonation'];
export type HistoryEntry = DonationDetail['statusHistory'][number];
export type CommunicationEntry = DonationDetail['communications'][number];
export type ReceiptEntry = DonationDetail['receipts'][number];
