import crypto from 'node:crypto';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Role } from '@vdp/shared/auth/roles';
import type { AuthUser } from '../../core/auth-user';
import { forbidden, notFound } from '../../core/errors';
import type { Mailer } from '../../core/mailer';
import type { PlatformSettings } from '../../core/platform-settings';
import { MAX_ROW_ID } from '@vdp/shared/validation/rules';
import { billOfSalePdf, type BillOfSaleDocument } from './bill-of-sale-pdf';
import { billOfSaleMail, billOfSaleFileName } from './bill-of-sale-mail';
import { presentBill, type BillOfSaleInfo } from './bill-of-sale.presenter';
import {
  BILL_CONTENT_SQL,
  BILL_FACTS_SQL,
  BILL_SQL,
  DEALER_OF_USER_SQL,
  INSERT_BILL_SQL,
  type BillFactsRow,
  type BillRow,
} from './bill-of-sale.sql';
import type { Clock } from './notice.constants';
import { noticeLanguage } from './notice-text';

export const BILL_MESSAGES = {
  notFound: (auctionId: number) => `Auction ${auctionId} has no bill of sale.`,
  notYours: 'Only the winning dealer and staff may read a bill of sale.',
} as const;

export interface BillFile {
  fileName: string;
  sha256: string;
  pdf: Buffer;
}

/** Who reads every bill (the permission lets dealers in too: each its own). */
const STAFF_ROLES: readonly Role[] = ['admin', 'editor', 'staff'];

const oneLine = (...parts: Array<string | null | undefined>) => parts.filter((part) => part && part.trim()).join(', ');

/**
 * The winner's bill of sale (issue 18 §4): made once per auction whatever the number of api
 * processes (the auction row locked while the bill is made, then a unique auction), archived with
 * its SHA-256 like a receipt, e-mailed to the winning dealer and read by that dealer and staff.
 * The donation's history already notes the sale: the auction's closing statement writes it.
 */
export class BillOfSaleService {
  constructor(
    private readonly orm: MikroORM,
    private readonly mailer: Mailer,
    private readonly settings: PlatformSettings,
    private readonly now: Clock,
    private readonly log: (m: string) => void,
  ) {}

  /** Makes the bill of a sold auction unless it exists; resolves to whether this call made it. */
  async issueFor(auctionId: number): Promise<boolean> {
    const made = await this.orm.em.fork().transactional(async (tx) => {
      const [facts] = await tx.execute<BillFactsRow[]>(BILL_FACTS_SQL, [auctionId]);
      if (!facts || facts.issued) return null;
      const document = await this.documentOf(facts);
      const pdf = await billOfSalePdf(document);
      const sha256 = crypto.createHash('sha256').update(pdf).digest('hex');
      const fileName = billOfSaleFileName(auctionId);
      const now = this.now();
      await tx.execute(INSERT_BILL_SQL, [
        auctionId,
        facts.dealer_id,
        facts.donation_id,
        facts.current_high_bid,
        document.language,
        fileName,
        pdf.length,
        sha256,
        pdf,
        now,
      ]);
      return { facts, document, pdf };
    });
    if (!made) return false;
    await this.mailer
      .send(billOfSaleMail({ to: made.facts.dealer_email, document: made.document, pdf: made.pdf }))
      .catch((error: Error) => this.log(`bill of sale ${auctionId} e-mail: ${error.message}`));
    return true;
  }

  async info(em: EntityManager, user: AuthUser, auctionId: number): Promise<BillOfSaleInfo> {
    const bill = await this.readable<BillRow>(em, user, auctionId, BILL_SQL);
    return presentBill(bill);
  }

  async file(em: EntityManager, user: AuthUser, auctionId: number): Promise<BillFile> {
    const bill = await this.readable<BillRow & { content: Buffer }>(em, user, auctionId, BILL_CONTENT_SQL);
    return { fileName: bill.file_name, sha256: bill.file_hash, pdf: bill.content };
  }

  /** The bill's row when the user may read it: staff any, a dealer only its own; 404 when there is none. */
  private async readable<Row>(em: EntityManager, user: AuthUser, auctionId: number, sql: string): Promise<Row> {
    const valid = Number.isInteger(auctionId) && auctionId > 0 && auctionId <= MAX_ROW_ID;
    const [bill] = valid ? await em.execute<Array<Row & { dealer_id: number }>>(sql, [auctionId]) : [];
    if (!bill) throw notFound(BILL_MESSAGES.notFound(auctionId));
    if (STAFF_ROLES.includes(user.role)) return bill;
    const [dealer] = await em.execute<Array<{ id: number }>>(DEALER_OF_USER_SQL, [user.id]);
    if (!dealer || dealer.id !== bill.dealer_id) throw forbidden(BILL_MESSAGES.notYours);
    return bill;
  }

  private async documentOf(facts: BillFactsRow): Promise<BillOfSaleDocument> {
    const settings = await this.settings.snapshot();
    const charity = facts.charity_name !== null;
    return {
      language: noticeLanguage(facts.language),
      auctionId: facts.auction_id,
      soldAt: new Date(facts.end_date),
      seller: {
        name: facts.charity_name ?? settings.text('business.company_name') ?? 'CarDonation Canada',
        registrationNumber: facts.registration_number,
        address: charity
          ? [oneLine(facts.charity_street, facts.charity_city, facts.charity_region, facts.charity_postal_code)]
          : [],
      },
      buyer: {
        businessName: facts.business_name,
        contactName: facts.contact_name,
        dealerLicense: facts.dealer_license,
        address: [oneLine(facts.dealer_street, facts.dealer_city, facts.dealer_region, facts.dealer_postal_code)],
      },
      vehicle: {
        year: facts.year,
        make: facts.make,
        model: facts.model,
        trim: facts.trim,
        vin: facts.vin,
        mileage: facts.mileage,
      },
      price: facts.current_high_bid,
      pickupInstructions:
        facts.pickup_instructions?.trim() ||
        oneLine(facts.donation_street, facts.donation_city, facts.donation_region, facts.donation_postal_code),
      vehicleLocation: facts.vehicle_location,
    };
  }
}
