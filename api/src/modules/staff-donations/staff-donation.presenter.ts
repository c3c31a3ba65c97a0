import { staffProgress, toAdminStatus } from '@vdp/shared/donations/donation-status';
import type { DonationCommunicationView, DonationNotification, DonationStatusUpdate } from '../donations/donation.presenter';
import type { TaxReceiptView } from '../receipts/tax-receipt.presenter';
import type { StaffRecord } from './staff-donation.sql';

/** A donation as the staff tracking centre and /admin/donations show it: everything (GraphQL StaffDonation). */
export interface StaffDonation {
  id: number;
  /** The stored status (a staff or donor status, or cancelled). */
  status: string;
  /** pending, in_progress, completed or cancelled. */
  adminStatus: string;
  /** Percent along the 7 staff statuses. */
  staffProgress: number;
  createdAt: Date;
  updatedAt: Date;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  /** Kilometres. */
  mileage: number | null;
  condition: string | null;
  vehicleType: string;
  hasAccidents: boolean;
  hasLienOrFinance: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  preferredCharity: string | null;
  charityName: string | null;
  pickupPreference: string | null;
  preferredDate: string | null;
  notes: string | null;
  estimatedValue: string | null;
  finalValue: string | null;
  /** Eligible amount of the current receipt. */
  taxReceiptValue: string | null;
  receiptIssued: boolean;
  receiptNumber: string | null;
  receiptDate: Date | null;
  receiptEmailSent: boolean;
  pickupDate: string | null;
  pickupTime: string | null;
  /** The donor's tracking code. */
  accessCode: string | null;
}

/** One page of the staff list, newest first (GraphQL StaffDonationPage, GET /api/donations). */
export interface StaffDonationPage {
  items: StaffDonation[];
  total: number;
  page: number;
  pageSize: number;
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
