import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../core/auth-user';
import { notFound } from '../../core/errors';
import type { AppPubSub } from '../../core/events/pubsub';
import { DigitalReceiptArchive } from '../receipts/digital-receipt-archive.entity';
import { TaxReceipt } from '../receipts/tax-receipt.entity';
import { User } from '../users/user.entity';
import { DonationCommunication } from '../donations/donation-communication.entity';
import { DonationStatusHistory } from '../donations/donation-status-history.entity';
import { NOTIFICATION_METHOD, NOTIFICATION_TYPES, STAFF_MESSAGES as M } from '@vdp/shared/donations/donation.constants';
import { Donation } from '../donations/donation.entity';
import { DONATION_STATUS_CHANGED, type DonationStatusChangedEvent } from '../donations/donation.events';
import type { DonationService } from '../donations/donation.service';
import {
  parseCommunication,
  parseDonationId,
  parseListQuery,
  parseStatusChange,
  type RawCommunication,
  type RawListQuery,
} from './staff-donation.parse';
import { byIdsSql, countSql, listSql, type StaffRecord } from './staff-donation.sql';

/** A donation as staff see it, with its charity's name and tracking code. */
export type StaffRow = StaffRecord;

export interface StaffPage {
  items: StaffRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface StaffDetail {
  donation: StaffRow;
  statusHistory: DonationStatusHistory[];
  communications: DonationCommunication[];
  receipts: Array<{ receipt: TaxReceipt; fileHash: string | null }>;
  notifications: DonationCommunication[];
}

/** Who made a change, as recorded next to it. */
export const actorName = (user: AuthUser) => user.username;

/**
 * The staff side of donations (spec 000 §2.8, spec 001 "Donation management"): the list with
 * search and filter, the detail, status changes and communications. Receipts: ReceiptService.
 */
export class StaffDonationService {
  constructor(
    private readonly pubSub: AppPubSub,
    private readonly donations: DonationService,
  ) {}

  /** One page, newest first: two statements (the page and the count, side by side). */
  async list(em: EntityManager, raw: RawListQuery): Promise<StaffPage> {
    const query = parseListQuery(raw);
    const connection = em.getConnection();
    const list = listSql(query);
    const count = countSql(query);
    const [rows, counted] = await Promise.all([
      connection.execute<StaffRecord[]>(list.sql, list.params),
      connection.execute<Array<{ total: number }>>(count.sql, count.params),
    ]);
    return { items: rows, total: Number(counted[0].total), page: query.page, pageSize: query.pageSize };
  }

  /** The donation with its tracking code; 404 when there is none. */
  async get(em: EntityManager, rawId: unknown): Promise<StaffRow> {
    const id = parseDonationId(rawId);
    const [row] = await this.rows(em, [id]);
    if (!row) throw notFound(M.donationNotFound(id));
    return row;
  }

  async detail(em: EntityManager, rawId: unknown): Promise<StaffDetail> {
    const donation = await this.get(em, rawId);
    const id = donation.id;
    const [statusHistory, communications, receipts] = await Promise.all([
      this.historyOf(em, id),
      this.communicationsOf(em, id),
      this.receiptsOf(em, id),
    ]);
    const notifications = communications.filter(isNotification);
    return { donation, statusHistory, communications, receipts, notifications };
  }

  /** Status history, newest first. */
  async history(em: EntityManager, rawId: unknown): Promise<DonationStatusHistory[]> {
    return this.historyOf(em, (await this.get(em, rawId)).id);
  }

  /** Communications, newest first. */
  async communications(em: EntityManager, rawId: unknown): Promise<DonationCommunication[]> {
    return this.communicationsOf(em, (await this.get(em, rawId)).id);
  }

  /** The e-mails the platform sent the donor, newest first. */
  async notifications(em: EntityManager, rawId: unknown): Promise<DonationCommunication[]> {
    return (await this.communications(em, rawId)).filter(isNotification);
  }

  /** Sets a staff, donor or admin status with optional notes, recording who did it. */
  async changeStatus(
    em: EntityManager,
    user: AuthUser,
    raw: { donationId?: unknown; status?: unknown; notes?: unknown },
  ): Promise<{ row: StaffRow; entry: DonationStatusHistory }> {
    const id = parseDonationId(raw.donationId);
    const { status, notes } = parseStatusChange(raw);
    const entry = await this.donations.changeStatus(em, id, status, {
      notes,
      updatedBy: user.id,
      updatedByName: actorName(user),
    });
    return { row: await this.get(em.fork(), id), entry };
  }

  /** Records a communication with the donor and tells the live screens. */
  async addCommunication(
    em: EntityManager,
    user: AuthUser,
    raw: RawCommunication & { donationId?: unknown },
  ): Promise<DonationCommunication> {
    const id = parseDonationId(raw.donationId);
    const input = parseCommunication(raw);
    const communication = await em.fork().transactional(async (tx) => {
      const donation = await tx.findOne(Donation, id);
      if (!donation) throw notFound(M.donationNotFound(id));
      donation.lastContactedAt = new Date();
      return tx.create(DonationCommunication, {
        donation,
        ...input,
        sentBy: tx.getReference(User, user.id),
        sentByName: actorName(user),
      });
    });
    const event: DonationStatusChangedEvent = { donationId: id, kind: 'communication', communicationId: communication.id };
    this.pubSub.publish(DONATION_STATUS_CHANGED, event);
    return communication;
  }

  /** Donations by id in the given order (one statement). */
  async rows(em: EntityManager, ids: number[]): Promise<StaffRow[]> {
    if (ids.length === 0) return [];
    const { sql, params } = byIdsSql(ids);
    const found = await em.getConnection().execute<StaffRecord[]>(sql, params);
    const byId = new Map(found.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)).filter((row): row is StaffRecord => row !== undefined);
  }

  private historyOf(em: EntityManager, donationId: number): Promise<DonationStatusHistory[]> {
    return em.find(DonationStatusHistory, { donation: donationId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  private communicationsOf(em: EntityManager, donationId: number): Promise<DonationCommunication[]> {
    return em.find(DonationCommunication, { donation: donationId }, { orderBy: { sentAt: 'desc', id: 'desc' } });
  }

  private async receiptsOf(em: EntityManager, donationId: number): Promise<StaffDetail['receipts']> {
    const receipts = await em.find(TaxReceipt, { donation: donationId }, { orderBy: { id: 'desc' } });
    if (receipts.length === 0) return [];
    const archives = await em.find(
      DigitalReceiptArchive,
      { receipt: { $in: receipts.map((r) => r.id) } },
      { fields: ['id', 'receipt', 'fileHash'] },
    );
    const hashes = new Map(archives.map((a) => [a.receipt.id, a.fileHash ?? null]));
    return receipts.map((receipt) => ({ receipt, fileHash: hashes.get(receipt.id) ?? null }));
  }
}

const isNotification = (c: DonationCommunication) =>
  c.method === NOTIFICATION_METHOD && (NOTIFICATION_TYPES as readonly string[]).includes(c.type);
