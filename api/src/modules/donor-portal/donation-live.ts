import type { EntityManager } from '@mikro-orm/postgresql';
import { DonationCommunication } from '../donations/donation-communication.entity';
import { DonationStatusHistory } from '../donations/donation-status-history.entity';
import type { DonationStatusChangedEvent } from '../donations/donation.events';
import { presentCommunication, presentStatusUpdate } from '../donations/donation.presenter';
import { TaxReceipt } from '../receipts/tax-receipt.entity';
import { presentTaxReceipt } from '../receipts/tax-receipt.presenter';
import type { StaffDonationService } from '../staff-donations/staff-donation.service';
import { presentChange, type DonationStatusChange, type LoadedChange } from './donation-change.presenter';

/**
 * The answers of the donationStatusChanged subscription. One load per event and process, shared by
 * every subscriber: the PubSub hands each listener the same event object, so the first resolver to
 * run loads and the others wait for the same promise (ADR 5).
 */
export class DonationLive {
  private readonly loads = new WeakMap<DonationStatusChangedEvent, Promise<LoadedChange>>();

  constructor(private readonly staffDonations: StaffDonationService) {}

  /** The change as a subscriber sees it; staff also get the donation and the receipt. */
  async change(em: EntityManager, event: DonationStatusChangedEvent, staff: boolean): Promise<DonationStatusChange> {
    let loading = this.loads.get(event);
    if (!loading) {
      loading = this.load(em.fork(), event);
      this.loads.set(event, loading);
    }
    return presentChange(event, await loading, staff);
  }

  private async load(em: EntityManager, event: DonationStatusChangedEvent): Promise<LoadedChange> {
    const entry = event.historyId
      ? await em.findOne(DonationStatusHistory, event.historyId)
      : await em.findOne(DonationStatusHistory, { donation: event.donationId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    const staff = await this.staffDonations.find(em, event.donationId);
    const communication = event.communicationId ? await em.findOne(DonationCommunication, event.communicationId) : null;
    const receipt = event.receiptId ? await em.findOne(TaxReceipt, event.receiptId) : null;
    return {
      entry: entry ? presentStatusUpdate(entry) : null,
      staff,
      communication: communication ? presentCommunication(communication) : null,
      receipt: receipt ? presentTaxReceipt(receipt) : null,
    };
  }
}
