import type { EntityManager } from '@mikro-orm/postgresql';
import { forbidden, notFound } from '../../core/errors';
import type { AuctionEventPayload } from '../auctions/auction.events';
import type { DonationStatusChangedEvent } from '../donations/donation.events';
import { Charity } from './charity.entity';
import { presentCharity } from './charity.presenter';
import {
  presentPortalAuction,
  presentPortalDonation,
  presentPortalReceipt,
  presentPortalTotals,
  type CharityPortalChangeRecord,
  type CharityPortalRecord,
} from './charity-portal.presenter';
import {
  AUCTION_OF_CHARITY_SQL,
  DONATION_OF_CHARITY_SQL,
  PORTAL_AUCTIONS_SQL,
  PORTAL_DONATIONS_SQL,
  PORTAL_RECEIPTS_SQL,
  PORTAL_TOTALS_SQL,
  type PortalAuctionRow,
  type PortalDonationRow,
  type PortalReceiptRow,
  type PortalTotalsRow,
} from './charity-portal.sql';

/**
 * The signed-in charity's own portal (issue 10 item 6): the donations made to it, the receipts in
 * its name and its vehicles' auctions. Five statements, whatever the sizes.
 */
export class CharityPortalService {
  /**
   * The charity of the account, open to a pending or verified one; a rejected charity keeps its
   * account (myCharity shows the decision) but its portal is closed.
   */
  async charityOf(em: EntityManager, userId: number): Promise<Charity> {
    const charity = await em.findOne(Charity, { user: userId });
    if (!charity) throw notFound('No charity is linked to this account.');
    if (charity.verificationStatus === 'rejected')
      throw forbidden('This charity’s verification was withdrawn: its portal is closed.');
    return charity;
  }

  async portal(em: EntityManager, userId: number): Promise<CharityPortalRecord> {
    const charity = await this.charityOf(em, userId);
    const db = em.getConnection();
    const donations = await db.execute<PortalDonationRow[]>(PORTAL_DONATIONS_SQL, [charity.id]);
    const receipts = await db.execute<PortalReceiptRow[]>(PORTAL_RECEIPTS_SQL, [charity.id]);
    const auctions = await db.execute<PortalAuctionRow[]>(PORTAL_AUCTIONS_SQL, [charity.id]);
    const [totals] = await db.execute<PortalTotalsRow[]>(PORTAL_TOTALS_SQL, [charity.id]);
    return {
      charity: presentCharity(charity),
      totals: presentPortalTotals(totals!),
      donations: donations.map(presentPortalDonation),
      receipts: receipts.map(presentPortalReceipt),
      auctions: auctions.map(presentPortalAuction),
    };
  }

  /** A donation event as the charity's change, or null when the donation is not the charity's. */
  async donationChange(
    em: EntityManager,
    charityId: number,
    event: DonationStatusChangedEvent,
  ): Promise<CharityPortalChangeRecord | null> {
    const rows = await em.getConnection().execute(DONATION_OF_CHARITY_SQL, [event.donationId, charityId]);
    if (rows.length === 0) return null;
    return { charityId, reason: event.kind === 'receipt' ? 'receipt' : 'donation' };
  }

  /** An auction event (bid, end, start...) as the charity's change, or null when the vehicle is not the charity's. */
  async auctionChange(
    em: EntityManager,
    charityId: number,
    event: AuctionEventPayload,
  ): Promise<CharityPortalChangeRecord | null> {
    const rows = await em.getConnection().execute(AUCTION_OF_CHARITY_SQL, [event.auctionId, charityId]);
    return rows.length === 0 ? null : { charityId, reason: 'auction' };
  }
}
