import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthUser } from '../../core/auth-user';
import { conflict, notFound } from '../../core/errors';
import { DonationCommunication } from '../donations/donation-communication.entity';
import { DonationStatusHistory } from '../donations/donation-status-history.entity';
import { staffPosition } from '@vdp/shared/donations/donation-status';
import { NOTIFICATION_METHOD, STAFF_MESSAGES } from '@vdp/shared/donations/donation.constants';
import { Donation } from '../donations/donation.entity';
import type { RegistryService } from '../registry/registry.service';
import { User } from '../users/user.entity';
import { DigitalReceiptArchive } from './digital-receipt-archive.entity';
import { ReceiptGenerationLog } from './receipt-generation-log.entity';
import { resolveIssuer } from './receipt-issuer';
import { nextReceiptNumber } from './receipt-number';
import { receiptPdf, receiptYear, type ReceiptDocument } from './receipt-pdf';
import { receiptFileName } from './receipt-mail';
import type { ReceiptTerms } from './receipt-terms';
import { TaxReceipt } from './tax-receipt.entity';

/** Archived receipts are kept about 7 years (spec 001 §3 retentionPeriod). */
const RETENTION_DAYS = 2555;
const DAY_MS = 86_400_000;

export interface IssuedReceipt {
  donation: Donation;
  receipt: TaxReceipt;
  archive: DigitalReceiptArchive;
  log: ReceiptGenerationLog;
  pdf: Buffer;
  /** The history entry when the receipt moved the donation to receipt_issued. */
  entry: DonationStatusHistory | null;
  /** The e-mail's record, when one is to be sent. */
  communication: DonationCommunication | null;
  replaced: TaxReceipt | null;
}

/** The day the vehicle was received: the pickup date, else the day it was marked picked up, else today. */
async function receivedDate(tx: EntityManager, donation: Donation, issuedAt: Date): Promise<string> {
  if (donation.pickupDate) return donation.pickupDate;
  const pickedUp = await tx.findOne(
    DonationStatusHistory,
    { donation, status: 'picked_up' },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return (pickedUp?.createdAt ?? issuedAt).toISOString().slice(0, 10);
}

/**
 * Issues a receipt in the caller's transaction: locks the donation (so two receipts for it queue),
 * cancels the current one (a replacement), takes the year's next number, renders the PDF, archives
 * it with its SHA-256 and logs the timings. Nothing is written unless all of it commits.
 */
export async function issueReceipt(
  tx: EntityManager,
  request: ReceiptTerms,
  user: AuthUser,
  issuedAt: Date,
  started: number,
  registry: RegistryService,
): Promise<IssuedReceipt> {
  const donation = await tx.findOne(Donation, request.donationId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!donation) throw notFound(STAFF_MESSAGES.donationNotFound(request.donationId));
  if (donation.status === 'cancelled') throw conflict(`Donation ${donation.id} is cancelled: no receipt can be issued`);
  const replaced = await tx.findOne(TaxReceipt, { donation, status: 'issued' }, { orderBy: { id: 'desc' } });
  const { issuer, charity } = await resolveIssuer(tx, donation, registry);
  const giftReceivedDate = request.giftReceivedDate ?? (await receivedDate(tx, donation, issuedAt));
  const donorName = `${donation.firstName} ${donation.lastName}`;
  const { street, city, region, postalCode } = donation.address;
  const donorAddress = [street, `${city}, ${region} ${postalCode}`];
  const vehicle = {
    year: donation.year,
    make: donation.make,
    model: donation.model,
    trim: donation.trim ?? null,
    vin: donation.vin ?? null,
    mileage: donation.mileage ?? null,
  };

  const language = request.language ?? donation.language; // the donor's unless staff chose
  const receiptNumber = await nextReceiptNumber(tx, receiptYear(issuedAt));
  const document: ReceiptDocument = {
    language,
    receiptNumber,
    issuer,
    issuedAt,
    giftReceivedDate,
    donorName,
    donorAddress,
    vehicle,
    fairMarketValue: request.receiptValue,
    advantageAmount: request.advantageAmount,
    advantageDescription: request.advantageDescription,
    eligibleAmount: request.eligibleAmount,
    appraiserName: request.appraiserName,
    appraiserAddress: request.appraiserAddress,
    replacesReceiptNumber: replaced?.receiptNumber ?? null,
  };
  const pdfStarted = performance.now();
  const pdf = await receiptPdf(document);
  const pdfGenerationTime = Math.round(performance.now() - pdfStarted);

  const archiveStarted = performance.now();
  if (replaced) replaced.status = 'cancelled';
  const generatedBy = tx.getReference(User, user.id);
  const receipt = tx.create(TaxReceipt, {
    receiptNumber,
    donation,
    charity,
    donorName,
    donorAddress: donorAddress.join('\n'),
    receiptAmount: request.receiptValue,
    receiptDate: issuedAt,
    eligibleAmount: request.eligibleAmount,
    locationOfDonation: `${city}, ${region}`,
    isReplacement: replaced !== null,
    originalReceiptNumber: replaced?.receiptNumber ?? null,
    description: `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.trim ? ` ${vehicle.trim}` : ''}, VIN ${vehicle.vin ?? '—'}, ${vehicle.mileage ?? '—'} km`,
    generatedBy,
    language,
    advantageAmount: request.advantageAmount,
    advantageDescription: request.advantageDescription,
    appraiserName: request.appraiserName,
    appraiserAddress: request.appraiserAddress,
    giftReceivedDate,
    sendEmail: request.sendEmail,
    notes: request.notes,
    issuer: { ...issuer },
  });
  const archiveId = crypto.randomUUID();
  const fileName = receiptFileName(receiptNumber);
  const archive = tx.create(DigitalReceiptArchive, {
    archiveId,
    receipt,
    donation,
    fileName,
    originalFileName: fileName,
    fileSize: pdf.length,
    mimeType: 'application/pdf',
    filePath: `database:digital_receipt_archive/${archiveId}`,
    fileHash: crypto.createHash('sha256').update(pdf).digest('hex'),
    content: pdf,
    isEncrypted: false,
    storageProvider: 'database',
    expiresAt: new Date(issuedAt.getTime() + RETENTION_DAYS * DAY_MS),
  });
  receipt.digitalArchiveId = archiveId;
  receipt.pdfFilePath = archive.filePath;

  donation.receiptIssued = true;
  donation.receiptNumber = receiptNumber;
  donation.receiptDate = issuedAt;
  donation.taxReceiptValue = request.eligibleAmount;
  donation.receiptEmailSent = false;
  donation.receiptEmailSentAt = null;
  if (!donation.finalValue) donation.finalValue = request.receiptValue;
  let entry: DonationStatusHistory | null = null;
  if (staffPosition(donation.status) < staffPosition('receipt_issued')) {
    entry = tx.create(DonationStatusHistory, {
      donation,
      status: 'receipt_issued',
      previousStatus: donation.status,
      noteMessage: { id: 'donation.history.receiptIssued', values: { receiptNumber } },
      updatedBy: generatedBy,
      updatedByName: user.username,
    });
    donation.status = 'receipt_issued';
  }
  const communication = request.sendEmail
    ? tx.create(DonationCommunication, {
        donation,
        type: 'receipt',
        method: NOTIFICATION_METHOD,
        subject: receiptNumber,
        bodyMessage: { id: 'donation.communication.receipt', values: { receiptNumber } },
        sentBy: generatedBy,
        sentByName: user.username,
        status: 'queued',
      })
    : null;
  await tx.flush();
  const archiveTime = Math.round(performance.now() - archiveStarted);
  const log = tx.create(ReceiptGenerationLog, {
    receipt,
    generationType: replaced ? 'replacement' : 'original',
    generatedBy,
    generationTrigger: 'staff',
    processingTime: Math.round(performance.now() - started),
    pdfGenerationTime,
    archiveTime,
    metadata: { fileSize: pdf.length, language, replaces: replaced?.receiptNumber ?? null },
  });
  await tx.flush();
  return { donation, receipt, archive, log, pdf, entry, communication, replaced };
}
