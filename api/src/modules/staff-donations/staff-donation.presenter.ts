import { staffProgress, toAdminStatus } from '@vdp/shared/donations/donation-status';
import type { DonationCommunicationView, DonationNotification, DonationStatusUpdate } from '../donations/donation.presenter';
import type { TaxReceiptView } from '../receipts/tax-receipt.presenter';
import type { StaffRecord } from './staff-donation.sql';

/**
 * A donation as the staff tracking centre and /admin/donations show it: every column of the staff
 * statement, the province and postal code under the donor form's names, and where it stands
 * (GraphQL StaffDonation).
 */
export interface StaffDonation extends Omit<StaffRecord, 'state' | 'zipCode'> {
  /** pending, in_progress, completed or cancelled. */
  adminStatus: string;
  /** Percent along the 7 staff statuses. */
  staffProgress: number;
  province: string;
  postalCode: string;
}

/** A donation with its history, communications, receipts and e-mails, each newest first (GraphQL StaffDonationDetail). */
export interface StaffDonationDetail {
  donation: StaffDonation;
  statusHistory: DonationStatusUpdate[];
  communications: DonationCommunicationView[];
  /** At most one is issued, the others are cancelled. */
  receipts: TaxReceiptView[];
  notifications: DonationNotification[];
}

export function presentStaffDonation(d: StaffRecord): StaffDonation {
  const { state, zipCode, ...columns } = d;
  return {
    ...columns,
    adminStatus: toAdminStatus(d.status),
    staffProgress: staffProgress(d.status),
    createdAt: new Date(d.createdAt),
    updatedAt: new Date(d.updatedAt),
    province: state,
    postalCode: zipCode,
    receiptDate: d.receiptDate ? new Date(d.receiptDate) : null,
  };
}
