import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import crypto from 'node:crypto';
import { ALL_STATUSES, INITIAL_STATUS, isDonationStatus, toAdminStatus } from '@vdp/shared/donations/donation-status';
import { STAFF_MESSAGES } from '@vdp/shared/donations/donation.constants';
import { DEFAULT_DONATION_LIMITS, donationLimitProblems, type DonationLimits } from '@vdp/shared/settings/donation-limits';
import type { DonationSubmission } from '@vdp/shared/validation/donation.schema';
import type { Language } from '@vdp/shared/i18n/language';
import { badInput, notFound } from '../../core/errors';
import type { Mailer } from '../../core/mailer';
import type { Transactions } from '../../core/transactions';
import { englishText } from '../../core/validation';
import { Charity } from '../charities/charity.entity';
import { DonorPortalAccess } from '../donor-portal/donor-portal-access.entity';
import { User } from '../users/user.entity';
import { DonationCommunication } from './donation-communication.entity';
import { donationConfirmation } from './donation-mail';
import { DonationStatusHistory } from './donation-status-history.entity';
import { Donation } from './donation.entity';
import {
  DONATION_CREATED,
  DONATION_STATUS_CHANGED,
  type DonationCreatedEvent,
  type DonationStatusChangedEvent,
} from './donation.events';
import { presentStatusUpdate, type DonationStatusUpdate, type DonationSubmitResult } from './donation.presenter';

/** A submission with its language decided (the body's, else the request's). */
type DonorSubmission = DonationSubmission & { language: Language };

/** A submission's answer, and whether this request created it (false: an earlier one with the same key did). */
export interface Submission {
  donation: DonationSubmitResult;
  created: boolean;
}

/** Who made a status change and why, as recorded next to it. */
export interface StatusChangeNote {
  notes?: string | null;
  updatedByName?: string | null;
  updatedBy?: number | null;
  /** Runs on the change's transaction (the staff's audit row), with the statuses before and after. */
  onChanged?: (tx: EntityManager, change: { from: string; to: string }) => Promise<void>;
}

/** What the settings decide about a submission: the vehicle limits, and the pickup fee the confirmation states. */
export interface DonationTerms {
  limits: DonationLimits;
  /** CAD; 0 is a free pickup. */
  pickupFee: number;
}

/** The statuses changeStatus takes: any stored one, or the admin's in_progress. */
const SETTABLE_STATUSES = [...ALL_STATUSES, 'in_progress'].join(', ');

/** 128 bits from the system's CSPRNG, URL-safe: 22 characters. */
export function newAccessCode(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/** Donations: submission (with its first status, tracking code and confirmation) and status changes. */
export class DonationService {
  /** Confirmation e-mails still being sent (awaited at shutdown). */
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly transactions: Transactions,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    /** The settings' minimum year, maximum mileage and pickup fee, read at each submission (cached snapshot). */
    private readonly terms: () => Promise<DonationTerms> = async () => ({ limits: DEFAULT_DONATION_LIMITS, pickupFee: 0 }),
    private readonly log: (message: string) => void = console.error,
    private readonly now: () => Date = () => new Date(),
  ) {}

  trackingUrl(accessCode: string): string {
    return `${this.publicUrl}/enhanced-donor-portal?code=${encodeURIComponent(accessCode)}`;
  }

  /**
   * Stores the donation, its first history entry, its tracking code and the confirmation record in
   * one transaction (a durable commit), then e-mails the donor. The same idempotency key returns the
   * donation it created the first time.
   */
  async submit(em: EntityManager, submission: DonationSubmission, readerLanguage: Language = 'en'): Promise<Submission> {
    const input: DonorSubmission = { ...submission, language: submission.language ?? readerLanguage };
    const refused = donationLimitProblems(input, (await this.terms()).limits);
    if (refused.length > 0) throw badInput(refused.map(({ field, message }) => ({ field, message: englishText(message) })));
    if (input.idempotencyKey) {
      const earlier = await this.byIdempotencyKey(em, input.idempotencyKey);
      if (earlier) return earlier;
    }
    let created: { donation: Donation; access: DonorPortalAccess; communication: DonationCommunication };
    try {
      created = await this.transactions.run(em, async (tx, publish, webhook) => {
        const made = await this.create(tx, input);
        publish(DONATION_CREATED, { donationId: made.donation.id } satisfies DonationCreatedEvent);
        webhook('donation.created', { donationId: made.donation.id, status: made.donation.status });
        return made;
      });
    } catch (error) {
      const earlier =
        error instanceof UniqueConstraintViolationException && input.idempotencyKey
          ? await this.byIdempotencyKey(em, input.idempotencyKey)
          : null;
      if (earlier) return earlier;
      throw error;
    }
    const sending = this.sendConfirmation(em, input, created.donation.id, created.access.accessCode, created.communication.id);
    this.sending.add(sending);
    void sending.finally(() => this.sending.delete(sending));
    return { donation: this.submitted(created.donation.id, created.access.accessCode), created: true };
  }

  /** Resolves once every confirmation e-mail under way is sent (or has failed) and recorded. */
  async settled(): Promise<void> {
    await Promise.all([...this.sending]);
  }

  /**
   * Records a new status with an optional note and who made the change, then tells the open
   * tracking pages and staff screens (after the commit). Takes any stored status, or the admin's
   * `in_progress`: stored as `reviewed` unless the donation is already in progress (then it keeps
   * its status and the entry records the note).
   */
  async changeStatus(
    em: EntityManager,
    donationId: number,
    status: string,
    change: StatusChangeNote = {},
  ): Promise<DonationStatusUpdate> {
    if (!isDonationStatus(status) && status !== 'in_progress') {
      const unknown = englishText({ id: 'staff.validation.statusUnknown', values: { status, list: SETTABLE_STATUSES } });
      throw badInput([{ field: 'status', message: unknown }]);
    }
    const entry = await this.transactions.run(em, async (tx, publish, webhook) => {
      const donation = await tx.findOne(Donation, donationId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!donation) throw notFound(STAFF_MESSAGES.donationNotFound(donationId));
      const next =
        status !== 'in_progress' ? status : toAdminStatus(donation.status) === 'in_progress' ? donation.status : 'reviewed';
      const history = tx.create(DonationStatusHistory, {
        donation,
        status: next,
        previousStatus: donation.status,
        notes: change.notes ?? null,
        updatedBy: change.updatedBy ? tx.getReference(User, change.updatedBy) : null,
        updatedByName: change.updatedByName ?? null,
      });
      const from = donation.status;
      donation.status = next;
      await tx.flush();
      await change.onChanged?.(tx, { from, to: next });
      const event: DonationStatusChangedEvent = { donationId, kind: 'status', historyId: history.id };
      publish(DONATION_STATUS_CHANGED, event);
      if (from !== next) webhook('donation.status_changed', { donationId, from, to: next });
      return history;
    });
    return presentStatusUpdate(entry);
  }

  /** The wizard's chosen charity: it must be active and verified (charityChoices). */
  private async chosenCharity(tx: EntityManager, charityId: number | null | undefined): Promise<Charity | null> {
    if (!charityId) return null;
    const charity = await tx.findOne(Charity, { id: charityId, isActive: true, verificationStatus: 'verified' });
    if (!charity) throw badInput([{ field: 'charityId', message: englishText({ id: 'donate.validation.charity' }) }]);
    return charity;
  }

  private async create(tx: EntityManager, input: DonorSubmission) {
    const { address, city, province, postalCode, charityId, ...fields } = input;
    const charity = await this.chosenCharity(tx, charityId);
    const donation = tx.create(Donation, {
      ...fields,
      ...(charity ? { charity, preferredCharity: charity.name } : {}),
      address: { street: address, city, region: province, postalCode },
      status: INITIAL_STATUS,
    });
    tx.create(DonationStatusHistory, {
      donation,
      status: INITIAL_STATUS,
      noteMessage: { id: 'donation.history.submitted', values: {} },
    });
    const access = tx.create(DonorPortalAccess, { donation, accessCode: newAccessCode(), email: input.email });
    await tx.flush();
    const communication = tx.create(DonationCommunication, {
      donation,
      type: 'confirmation',
      method: 'email',
      subjectMessage: { id: 'donation.communication.confirmationSubject', values: { donationId: donation.id } },
      bodyMessage: { id: 'donation.communication.confirmation', values: {} },
      status: 'queued',
    });
    return { donation, access, communication };
  }

  private submitted(id: number, accessCode: string): DonationSubmitResult {
    return { id, accessCode, trackingUrl: this.trackingUrl(accessCode) };
  }

  private confirmation(input: DonorSubmission, donationId: number, accessCode: string, pickupFee = 0) {
    return donationConfirmation({
      to: input.email,
      firstName: input.firstName,
      vehicle: `${input.year} ${input.make} ${input.model}`,
      donationId,
      accessCode,
      trackingUrl: this.trackingUrl(accessCode),
      language: input.language,
      pickupFee,
    });
  }

  /** After the commit: the donation stands whether or not the mail goes out; the record says which. */
  private async sendConfirmation(
    em: EntityManager,
    input: DonorSubmission,
    donationId: number,
    accessCode: string,
    communicationId: number,
  ): Promise<void> {
    let status = 'sent';
    try {
      const { pickupFee } = await this.terms();
      await this.mailer.send(this.confirmation(input, donationId, accessCode, pickupFee));
    } catch (error) {
      status = 'failed';
      this.log(`donation ${donationId}: confirmation e-mail failed: ${(error as Error).message}`);
    }
    await em
      .fork()
      .nativeUpdate(DonationCommunication, { id: communicationId }, { status, sentAt: this.now() })
      .catch((error: Error) => this.log(`donation ${donationId}: could not record the e-mail: ${error.message}`));
  }

  private async byIdempotencyKey(em: EntityManager, key: string): Promise<Submission | null> {
    const access = await em.fork().findOne(DonorPortalAccess, { donation: { idempotencyKey: key } }, { orderBy: { id: 'asc' } });
    return access ? { donation: this.submitted(access.donation.id, access.accessCode), created: false } : null;
  }
}
