import { donorProgress } from '@vdp/shared/donations/donation-status';
import type { Donation } from '../donations/donation.entity';
import {
  presentCommunication,
  presentStatusUpdate,
  type CommunicationSource,
  type DonationCommunicationView,
  type DonationStatusUpdate,
  type StatusUpdateSource,
} from '../donations/donation.presenter';

/** Where the donor downloads the current tax receipt with the tracking code (GET; the receipts module answers). */
export const donorReceiptUrl = (accessCode: string) => `/api/donor-portal/${encodeURIComponent(accessCode)}/receipt/pdf`;

/** Status, vehicle, dates and receipt: what an e-mail lookup may show, no address, phone or VIN (GraphQL DonationSummary). */
export interface DonationSummary {
  id: number;
  status: string;
  /** Percent along the donor portal steps. */
  progress: number;
  vehicleType: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  estimatedValue: string | null;
  finalValue: string | null;
  receiptIssued: boolean;
  receiptNumber: string | null;
  receiptDate: Date | null;
  pickupDate: string | null;
  createdAt: Date;
  updatedAt: Date;
  statusHistory: DonationStatusUpdate[];
}

/** Everything the tracking page shows to the holder of the code (GraphQL TrackedDonation, spec 000 §2.7). */
export interface TrackedDonation extends DonationSummary {
  /** Kilometres. */
  mileage: number;
  condition: string | null;
  vin: string | null;
  hasLienOrFinance: boolean;
  hasAccidents: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  preferredCharity: string | null;
  /** The donor's language (en or fr): the page shows in it unless the visitor chose another. */
  language: string;
  /** The registered charity assigned, when there is one. */
  charityName: string | null;
  pickupPreference: string | null;
  preferredDate: string | null;
  pickupTime: string | null;
}

export interface DonorAccessInfo {
  accessCount: number;
  lastAccessedAt: Date;
}

/** A lookup by code (GraphQL DonorPortalView, GET /api/donor-portal/{code}). */
export interface DonorPortalView {
  donation: TrackedDonation;
  /** The latest updates, newest first. */
  statusHistory: DonationStatusUpdate[];
  /** The latest communications, newest first. */
  communications: DonationCommunicationView[];
  accessInfo: DonorAccessInfo;
  receiptDownloadUrl: string | null;
}

/** What a lookup by code reads, before the lookup's own access count. */
export type TrackingView = Omit<DonorPortalView, 'accessInfo'>;

export function presentSummary(d: Donation, history: StatusUpdateSource[]): DonationSummary {
  return {
    id: d.id,
    status: d.status,
    progress: donorProgress(d.status),
    vehicleType: d.vehicleType,
    year: d.year,
    make: d.make,
    model: d.model,
    trim: d.trim ?? null,
    estimatedValue: d.estimatedValue ?? null,
    finalValue: d.finalValue ?? null,
    receiptIssued: d.receiptIssued,
    receiptNumber: d.receiptIssued ? (d.receiptNumber ?? null) : null,
    receiptDate: d.receiptDate ?? null,
    pickupDate: d.pickupDate ?? null,
    createdAt: d.createdAt,
    updatedAt: d.updatedAt,
    statusHistory: history.map(presentStatusUpdate),
  };
}

/** The tracking page's view of a donation, read once and kept (ADR 7) until it changes. */
export function presentTracking(read: {
  donation: Donation;
  charityName: string | null;
  statusHistory: StatusUpdateSource[];
  communications: CommunicationSource[];
  accessCode: string;
}): TrackingView {
  const d = read.donation;
  const summary = presentSummary(d, read.statusHistory);
  return {
    donation: {
      ...summary,
      mileage: d.mileage ?? 0,
      condition: d.condition ?? null,
      vin: d.vin ?? null,
      hasLienOrFinance: d.hasLienOrFinance,
      hasAccidents: d.hasAccidents,
      firstName: d.firstName,
      lastName: d.lastName,
      email: d.email,
      phone: d.phone,
      address: d.address.street,
      city: d.address.city,
      province: d.address.region,
      postalCode: d.address.postalCode,
      preferredCharity: d.preferredCharity ?? null,
      language: d.language,
      charityName: read.charityName,
      pickupPreference: d.pickupPreference ?? null,
      preferredDate: d.preferredDate ?? null,
      pickupTime: d.pickupTime ?? null,
    },
    statusHistory: summary.statusHistory,
    communications: read.communications.map(presentCommunication),
    receiptDownloadUrl: d.receiptIssued && d.receiptNumber ? donorReceiptUrl(read.accessCode) : null,
  };
}
