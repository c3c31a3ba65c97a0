import type { EntityManager } from '@mikro-orm/postgresql';
import { isAdminStatus, storedStatusesOf } from '@vdp/shared/donations/donation-status';
import {
  NOTIFICATION_METHOD,
  NOTIFICATION_TYPES,
  STAFF_MESSAGES as M,
  STAFF_PAGE_SIZE,
} from '@vdp/shared/donations/donation.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type {
  CommunicationRequest,
  StaffDonationListQuery,
  StatusUpdateRequest,
} from '@vdp/shared/validation/staff-donation.schema';
import type { AuditTrail } from '../../core/audit-trail';
import type { AuthUser } from '../../core/auth-user';
import { notFound } from '../../core/errors';
import { connectionOf, planPage, PAGE_KEY, type Connection, type CursorFieldNames } from '../../core/keyset';
import type { Transactions } from '../../core/transactions';
import { DonationCommunication } from '../donations/donation-communication.entity';
import { DonationStatusHistory } from '../donations/donation-status-history.entity';
import { Donation } from '../donations/donation.entity';
import { DONATION_STATUS_CHANGED, type DonationStatusChangedEvent } from '../donations/donation.events';
import {
  presentCommunication,
  presentNotification,
  presentStatusUpdate,
  type DonationCommunicationView,
  type DonationNotification,
  type DonationStatusUpdate,
} from '../donations/donation.presenter';
import type { DonationService } from '../donations/donation.service';
import { DigitalReceiptArchive } from '../receipts/digital-receipt-archive.entity';
import { TaxReceipt } from '../receipts/tax-receipt.entity';
import { presentTaxReceipt, type TaxReceiptView } from '../receipts/tax-receipt.presenter';
import { User } from '../users/user.entity';
import { presentStaffDonation, type StaffDonation, type StaffDonationDetail } from './staff-donation.presenter';
import { byIdsSql, countSql, pageSql, STAFF_LIST_ORDER, type StaffPageRow, type StaffRecord } from './staff-donation.sql';

/** Who made a change, as recorded next to it. */
export const actorName = (user: AuthUser) => user.username;

/** The stored statuses a filter stands for: an admin status stands for several, none for all. */
function statusesOf(status: string | null): string[] {
  if (!status) return [];
  return isAdminStatus(status) ? storedStatusesOf(status) : [status];
}

/**
 * The staff side of donations (spec 000 §2.8, spec 001 "Donation management"): the list with
 * search and filter, the detail, status changes and communications. Receipts: ReceiptService.
 */
export class StaffDonationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly donations: DonationService,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * One page, newest first, by keyset: two statements whatever the page (the page and the count,
   * side by side). The count is the total the staff screens show; donations number in thousands.
   */
  async list(
    em: EntityManager,
    filter: StaffDonationListQuery,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<StaffDonation>> {
    const query = { search: filter.search ?? '', statuses: statusesOf(filter.status) };
    const plan = planPage(STAFF_LIST_ORDER, page, { defaultSize: STAFF_PAGE_SIZE, fields });
    const connection = em.getConnection();
    const rows = pageSql(query, plan);
    const count = countSql(query);
    const [found, counted] = await Promise.all([
      connection.execute<StaffPageRow[]>(rows.sql, rows.params),
      connection.execute<Array<{ total: number }>>(count.sql, count.params),
    ]);
    return connectionOf(plan, found, ({ [PAGE_KEY]: _key, ...row }) => presentStaffDonation(row), counted[0]!.total);
  }

  /** The donation with its tracking code, or null (one statement). */
  async find(em: EntityManager, id: number): Promise<StaffDonation | null> {
    const { sql, params } = byIdsSql([id]);
    const [row] = await em.getConnection().execute<StaffRecord[]>(sql, params);
    return row ? presentStaffDonation(row) : null;
  }

  /** The donation with its tracking code; 404 when there is none. */
  async get(em: EntityManager, id: number): Promise<StaffDonation> {
    const donation = await this.find(em, id);
    if (!donation) throw notFound(M.donationNotFound(id));
    return donation;
  }

  async detail(em: EntityManager, id: number): Promise<StaffDonationDetail> {
    const donation = await this.get(em, id);
    const [statusHistory, communications, receipts] = await Promise.all([
      this.historyOf(em, id),
      this.communicationsOf(em, id),
      this.receiptsOf(em, id),
    ]);
    return {
      donation,
      statusHistory: statusHistory.map(presentStatusUpdate),
      communications: communications.map(presentCommunication),
      receipts,
      notifications: communications.filter(isNotification).map(presentNotification),
    };
  }

  /** Status history, newest first. */
  async history(em: EntityManager, id: number): Promise<DonationStatusUpdate[]> {
    await this.get(em, id);
    return (await this.historyOf(em, id)).map(presentStatusUpdate);
  }

  /** Communications, newest first. */
  async communications(em: EntityManager, id: number): Promise<DonationCommunicationView[]> {
    await this.get(em, id);
    return (await this.communicationsOf(em, id)).map(presentCommunication);
  }

  /** The e-mails the platform sent the donor, newest first. */
  async notifications(em: EntityManager, id: number): Promise<DonationNotification[]> {
    await this.get(em, id);
    return (await this.communicationsOf(em, id)).filter(isNotification).map(presentNotification);
  }

  /** Sets a staff, donor or admin status with optional notes, recording who did it. */
  async changeStatus(em: EntityManager, user: AuthUser, change: StatusUpdateRequest): Promise<StaffDonation> {
    await this.donations.changeStatus(em, change.donationId, change.status, {
      notes: change.notes,
      updatedBy: user.id,
      updatedByName: actorName(user),
      onChanged: (tx, { from, to }) =>
        this.audit.record(tx, user, {
          entityType: 'donation',
          entityId: change.donationId,
          action: 'status',
          before: { status: from },
          after: { status: to, ...(change.notes ? { notes: change.notes } : {}) },
        }),
    });
    return this.get(em.fork(), change.donationId);
  }

  /** Records a communication with the donor and tells the live screens (after the commit). */
  async addCommunication(em: EntityManager, user: AuthUser, input: CommunicationRequest): Promise<DonationCommunicationView> {
    const { donationId, ...communication } = input;
    const recorded = await this.transactions.run(em, async (tx, publish) => {
      const donation = await tx.findOne(Donation, donationId);
      if (!donation) throw notFound(M.donationNotFound(donationId));
      donation.lastContactedAt = new Date();
      const entry = tx.create(DonationCommunication, {
        donation,
        ...communication,
        sentBy: tx.getReference(User, user.id),
        sentByName: actorName(user),
      });
      await tx.flush();
      const event: DonationStatusChangedEvent = { donationId, kind: 'communication', communicationId: entry.id };
      publish(DONATION_STATUS_CHANGED, event);
      return entry;
    });
    return presentCommunication(recorded);
  }

  private historyOf(em: EntityManager, donationId: number): Promise<DonationStatusHistory[]> {
    return em.find(DonationStatusHistory, { donation: donationId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  private communicationsOf(em: EntityManager, donationId: number): Promise<DonationCommunication[]> {
    return em.find(DonationCommunication, { donation: donationId }, { orderBy: { sentAt: 'desc', id: 'desc' } });
  }

  private async receiptsOf(em: EntityManager, donationId: number): Promise<TaxReceiptView[]> {
    const receipts = await em.find(TaxReceipt, { donation: donationId }, { orderBy: { id: 'desc' } });
    if (receipts.length === 0) return [];
    const archives = await em.find(
      DigitalReceiptArchive,
      { receipt: { $in: receipts.map((r) => r.id) } },
      { fields: ['id', 'receipt', 'fileHash'] },
    );
    const hashes = new Map(archives.map((a) => [a.receipt.id, a.fileHash ?? null]));
    return receipts.map((receipt) => presentTaxReceipt(receipt, hashes.get(receipt.id) ?? null));
  }
}

const isNotification = (c: DonationCommunication) =>
  c.method === NOTIFICATION_METHOD && (NOTIFICATION_TYPES as readonly string[]).includes(c.type);
