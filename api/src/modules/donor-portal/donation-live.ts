import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffDonationService } from '../staff-donations/staff-donation.service';
import { TaxReceipt } from '../receipts/tax-receipt.entity';
import { TaxReceiptView } from '../receipts/receipt.types';
import { DonationCommunication } from '../donations/donation-communication.entity';
import { DonationStatusHistory } from '../donations/donation-status-history.entity';
import { donorProgress } from '@vdp/shared/donations/donation-status';
import type { DonationStatusChangedEvent } from '../donations/donation.events';
import { DonationStatusChange } from './donation-live.types';
import { DonationCommunicationView, DonationStatusUpdate } from '../donations/donation.types';
import { StaffDonation } from '../staff-donations/staff-donation.types';

interface LoadedEvent {
  entry: DonationStatusHistory | null;
  staff: StaffDonation | null;
  communication: DonationCommunicationView | null;
  receipt: TaxReceiptView | null;
}

/**
 * One load per event and process, shared by every subscriber: the PubSub hands each listener the
 * same event object, so the first resolver to run loads and the others wait for the same promise.
 */
const loads = new WeakMap<DonationStatusChangedEvent, Promise<LoadedEvent>>();

async function load(
  em: EntityManager,
  staffDonations: StaffDonationService,
  event: DonationStatusChangedEvent,
): Promise<LoadedEvent> {
  const entry = event.historyId
    ? await em.findOne(DonationStatusHistory, event.historyId)
    : await em.findOne(DonationStatusHistory, { donation: event.donationId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  const [row] = await staffDonations.rows(em, [event.donationId]);
  const communication = event.communicationId ? await em.findOne(DonationCommunication, event.communicationId) : null;
  const receipt = event.receiptId ? await em.findOne(TaxReceipt, event.receiptId) : null;
  return {
    entry,
    staff: row ? StaffDonation.of(row) : null,
    communication: communication ? DonationCommunicationView.of(communication) : null,
    receipt: receipt ? TaxReceiptView.of(receipt) : null,
  };
}

/** The subscription's answer to one event; staff also get the donation and the receipt. */
export async function liveChange(
  em: EntityManager,
  staffDonations: StaffDonationService,
  event: DonationStatusChangedEvent,
  staff: boolean,
): Promise<DonationStatusChange> {
  let loading = loads.get(event);
  if (!loading) {
    loading = load(em.fork(), staffDonations, event);
    loads.set(event, loading);
  }
  const { entry, staff: donation, communication, receipt } = await loading;
  const status =
    event.kind === 'status' || !event.kind ? (entry?.status ?? donation?.status) : (donation?.status ?? entry?.status);
  return Object.assign(new DonationStatusChange(), {
    donationId: event.donationId,
    kind: event.kind ?? 'status',
    status: status ?? 'pending',
    progress: donorProgress(status ?? 'pending'),
    update: entry
      ? DonationStatusUpdate.of(entry)
      : Object.assign(new DonationStatusUpdate(), {
          id: 0,
          status: status ?? 'pending',
          previousStatus: null,
          notes: null,
          updatedByName: null,
          createdAt: donation?.createdAt ?? new Date(),
        }),
    communication,
    donation: staff ? donation : null,
    receipt: staff ? receipt : null,
  });
}
