import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ReceiptRequest } from '@vdp/shared/validation/receipt.schema';
import type { AuditTrail } from '../../core/audit-trail';
import type { AuthUser } from '../../core/auth-user';
import { AppError, notFound } from '../../core/errors';
import type { Mailer } from '../../core/mailer';
import type { Transactions } from '../../core/transactions';
import { DonationCommunication } from '../donations/donation-communication.entity';
import { Donation } from '../donations/donation.entity';
import { DONATION_STATUS_CHANGED, type DonationStatusChangedEvent } from '../donations/donation.events';
import type { DonorPortalService } from '../donor-portal/donor-portal.service';
import type { RegistryService } from '../registry/registry.service';
import { DigitalReceiptArchive } from './digital-receipt-archive.entity';
import { issueReceipt, type IssuedReceipt } from './receipt-issue';
import { receiptFileName, receiptMail } from './receipt-mail';
import { ReceiptGenerationLog } from './receipt-generation-log.entity';
import { receiptTerms } from './receipt-terms';
import { presentTaxReceipt, type TaxReceiptView } from './tax-receipt.presenter';
import { TaxReceipt } from './tax-receipt.entity';

export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
  sha256: string;
}

/**
 * Tax receipts (issue 4): issue (or replace) with a sequential number, a PDF, its archive and log;
 * e-mail it when asked; serve it to staff by number and to the donor by tracking code.
 */
export class ReceiptService {
  constructor(
    private readonly transactions: Transactions,
    private readonly mailer: Mailer,
    private readonly donorPortal: DonorPortalService,
    private readonly registry: RegistryService,
    private readonly audit: AuditTrail,
    private readonly log: (message: string) => void = console.error,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Issues the receipt, then e-mails it when asked; the answer says whether the e-mail went out.
   * Three steps, each committed on its own: the receipt (all or nothing), then the e-mail's record
   * (the receipt stands whether or not the e-mail goes out), then the total time — and only then
   * the event, so that open staff screens see whether the e-mail went out. A refused or failed
   * issue leaves only its log row, written outside the transaction that rolled back.
   */
  async generate(em: EntityManager, user: AuthUser, request: ReceiptRequest): Promise<TaxReceiptView> {
    const started = performance.now();
    const issuedAt = this.now();
    let issued: IssuedReceipt;
    try {
      issued = await this.transactions.run(em, async (tx, _publish, webhook) => {
        const issued = await issueReceipt(tx, receiptTerms(request), user, issuedAt, started, this.registry);
        webhook('receipt.issued', {
          receiptId: issued.receipt.id,
          receiptNumber: issued.receipt.receiptNumber,
          donationId: issued.donation.id,
          eligibleAmount: issued.receipt.eligibleAmount,
          replacedReceiptNumber: issued.replaced?.receiptNumber ?? null,
        });
        if (issued.entry && issued.entry.previousStatus !== issued.entry.status) {
          webhook('donation.status_changed', {
            donationId: issued.donation.id,
            from: issued.entry.previousStatus,
            to: issued.entry.status,
          });
        }
        await this.audit.record(tx, user, {
          entityType: 'receipt',
          entityId: issued.receipt.id,
          action: 'issue',
          before: issued.replaced ? { receiptNumber: issued.replaced.receiptNumber, status: 'issued' } : null,
          after: {
            receiptNumber: issued.receipt.receiptNumber,
            donationId: issued.donation.id,
            eligibleAmount: issued.receipt.eligibleAmount,
            emailed: issued.communication !== null,
          },
        });
        return issued;
      });
    } catch (error) {
      await this.logFailure(em, request.donationId, user, started, error);
      throw error;
    }
    if (issued.communication) await this.email(em, issued);
    await this.transactions.run(em, async (tx, publish) => {
      const processingTime = Math.round(performance.now() - started);
      await tx.nativeUpdate(ReceiptGenerationLog, { id: issued.log.id }, { processingTime });
      const event: DonationStatusChangedEvent = {
        donationId: issued.donation.id,
        kind: 'receipt',
        historyId: issued.entry?.id ?? null,
        receiptId: issued.receipt.id,
      };
      publish(DONATION_STATUS_CHANGED, event);
    });
    return presentTaxReceipt(issued.receipt, issued.archive.fileHash ?? '');
  }

  /** Staff: any receipt's PDF by its number (cancelled ones too). */
  async staffPdf(em: EntityManager, receiptNumber: string): Promise<ReceiptFile> {
    const receipt = await em.findOne(TaxReceipt, { receiptNumber: receiptNumber.trim() });
    if (!receipt) throw notFound(`Receipt ${receiptNumber} not found`);
    return this.file(em, receipt);
  }

  /** The donor: the current (not cancelled) receipt of the tracking code's donation. */
  async donorPdf(em: EntityManager, accessCode: string, clientKey: string): Promise<ReceiptFile> {
    const donationId = await this.donorPortal.donationIdOf(em, accessCode, clientKey);
    const receipt = await em.findOne(TaxReceipt, { donation: donationId, status: 'issued' }, { orderBy: { id: 'desc' } });
    if (!receipt) throw notFound('No tax receipt has been issued for this donation yet');
    return this.file(em, receipt);
  }

  /** Reads the archived bytes, checks them against their SHA-256, and counts the download. */
  private async file(em: EntityManager, receipt: TaxReceipt): Promise<ReceiptFile> {
    const archive = await em.findOne(
      DigitalReceiptArchive,
      { receipt: receipt.id },
      { populate: ['content'], orderBy: { id: 'desc' } },
    );
    const pdf = archive?.content;
    if (!archive || !pdf) throw notFound(`The PDF of receipt ${receipt.receiptNumber} is not archived`);
    const sha256 = crypto.createHash('sha256').update(pdf).digest('hex');
    if (archive.fileHash && archive.fileHash !== sha256) {
      throw new AppError(
        'INTERNAL_SERVER_ERROR',
        `The archived PDF of receipt ${receipt.receiptNumber} fails its integrity check`,
      );
    }
    await em
      .fork()
      .getConnection()
      .execute('update tax_receipts set download_count = download_count + 1, last_accessed_at = now() where id = ?', [
        receipt.id,
      ]);
    return { fileName: receiptFileName(receipt.receiptNumber), pdf, sha256 };
  }

  /** After the commit: the receipt stands whether or not the e-mail goes out; the records say which. */
  private async email(em: EntityManager, issued: IssuedReceipt): Promise<void> {
    const { donation, receipt, pdf } = issued;
    const started = performance.now();
    let sent = true;
    try {
      await this.mailer.send(
        receiptMail({
          to: donation.email,
          firstName: donation.firstName,
          receiptNumber: receipt.receiptNumber,
          vehicle: `${donation.year} ${donation.make} ${donation.model}`,
          charityName: receipt.issuer?.name ?? '',
          replacesReceiptNumber: receipt.originalReceiptNumber ?? null,
          pdf,
          language: receipt.language === 'fr' ? 'fr' : 'en',
        }),
      );
    } catch (error) {
      sent = false;
      this.log(`receipt ${receipt.receiptNumber}: e-mail failed: ${(error as Error).message}`);
    }
    const at = this.now();
    const emailDeliveryTime = Math.round(performance.now() - started);
    await this.transactions
      .run(em, async (tx) => {
        await tx.nativeUpdate(
          DonationCommunication,
          { id: issued.communication!.id },
          { status: sent ? 'sent' : 'failed', sentAt: at },
        );
        await tx.nativeUpdate(
          ReceiptGenerationLog,
          { id: issued.log.id },
          sent ? { emailDeliveryTime } : { emailDeliveryTime, status: 'email_failed', errorMessage: 'E-mail delivery failed' },
        );
        if (!sent) return;
        await tx.nativeUpdate(TaxReceipt, { id: receipt.id }, { emailSent: true, emailSentAt: at });
        await tx.nativeUpdate(
          Donation,
          { id: donation.id, receiptNumber: receipt.receiptNumber },
          { receiptEmailSent: true, receiptEmailSentAt: at },
        );
      })
      .catch((error: Error) => this.log(`receipt ${receipt.receiptNumber}: could not record the e-mail: ${error.message}`));
    if (sent) Object.assign(receipt, { emailSent: true, emailSentAt: at });
  }

  /** A failed generation leaves nothing but its log row (bad input never gets here). */
  private async logFailure(em: EntityManager, donationId: number, user: AuthUser, started: number, error: unknown) {
    const expected = error instanceof AppError && error.status < 500;
    await em
      .fork()
      .getConnection()
      .execute(
        `insert into receipt_generation_logs (generation_type, generated_by, generation_trigger, processing_time, status, error_message, metadata)
         values ('original', ?, 'staff', ?, 'failed', ?, ?)`,
        [
          user.id,
          Math.round(performance.now() - started),
          (error as Error).message,
          JSON.stringify({ donationId, refused: expected }),
        ],
      )
      .catch((logError: Error) => this.log(`receipt for donation ${donationId}: could not log the failure: ${logError.message}`));
  }
}
