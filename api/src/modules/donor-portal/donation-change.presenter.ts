import { donorProgress } from '@vdp/shared/donations/donation-status';
import type { DonationStatusChangedEvent } from '../donations/donation.events';
import type { DonationCommunicationView, DonationStatusUpdate } from '../donations/donation.presenter';
import type { TaxReceiptView } from '../receipts/tax-receipt.presenter';
import type { StaffDonation } from '../staff-donations/staff-donation.presenter';

/** A change of a donation as the donationStatusChanged subscription answers it (GraphQL DonationStatusChange). */
export interface DonationStatusChange {
  donationId: number;
  /** status, communication or receipt. */
  kind: string;
  /** The donation's status after the change. */
  status: string;
  /** Percent along the donor portal steps. */
  progress: number;
  /** The status history entry (for other kinds: the latest one). */
  update: DonationStatusUpdate;
  communication: DonationCommunicationView | null;
  /** The whole donation, for staff only. */
  donation: StaffDonation | null;
  /** The receipt of a receipt change, for staff only. */
  receipt: TaxReceiptView | null;
}

/** What one event loads, once per process (see DonationLive). */
export interface LoadedChange {
  entry: DonationStatusUpdate | null;
  staff: StaffDonation | null;
  communication: DonationCommunicationView | null;
  receipt: TaxReceiptView | null;
}

/** The change as a subscriber sees it: staff also get the donation and the receipt. */
export function presentChange(event: DonationStatusChangedEvent, loaded: LoadedChange, staff: boolean): DonationStatusChange {
  const { entry, staff: donation, communication, receipt } = loaded;
  const found =
    event.kind === 'status' || !event.kind ? (entry?.status ?? donation?.status) : (donation?.status ?? entry?.status);
  const status = found ?? 'pending';
  return {
    donationId: event.donationId,
    kind: event.kind ?? 'status',
    status,
    progress: donorProgress(status),
    update: entry ?? {
      id: 0,
      status,
      previousStatus: null,
      notes: null,
      noteMessage: null,
      updatedByName: null,
      createdAt: donation?.createdAt ?? new Date(),
    },
    communication,
    donation: staff ? donation : null,
    receipt: staff ? receipt : null,
  };
}
