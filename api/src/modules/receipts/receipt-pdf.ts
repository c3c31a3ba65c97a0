import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../core/pdf';
import type { ReceiptIssuer } from './receipt-issuer';
import { RECEIPT_LABELS } from './receipt-pdf.labels';
import type { ReceiptLanguage } from '@vdp/shared/donations/donation.constants';

/** Receipts are dated in the charity's time zone (the year of the date issued numbers the receipt). */
export const RECEIPT_TIME_ZONE = 'America/Toronto';

export interface ReceiptDocument {
  language: ReceiptLanguage;
  receiptNumber: string;
  issuer: ReceiptIssuer;
  issuedAt: Date;
  /** YYYY-MM-DD. */
  giftReceivedDate: string;
  donorName: string;
  /** Lines of the donor's address. */
  donorAddress: string[];
  vehicle: { year: number; make: string; model: string; trim: string | null; vin: string | null; mileage: number | null };
  /** Decimal dollars ("1234.50"). */
  fairMarketValue: string;
  advantageAmount: string | null;
  advantageDescription: string | null;
  eligibleAmount: string;
  appraiserName: string | null;
  appraiserAddress: string | null;
  replacesReceiptNumber: string | null;
}

/** Spaces the standard PDF fonts cannot draw (fr-CA groups digits with U+202F) become plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export function formatMoney(amount: string, language: ReceiptLanguage): string {
  return plain(new Intl.NumberFormat(`${language}-CA`, { style: 'currency', currency: 'CAD' }).format(Number(amount)));
}

/** A date as the receipt prints it: "November 22, 2026" / "22 novembre 2026". */
export function formatDate(date: Date | string, language: ReceiptLanguage): string {
  const value = typeof date === 'string' ? new Date(`${date}T12:00:00Z`) : date;
  const timeZone = typeof date === 'string' ? 'UTC' : RECEIPT_TIME_ZONE;
  return plain(new Intl.DateTimeFormat(`${language}-CA`, { dateStyle: 'long', timeZone }).format(value));
}

export function formatKilometres(km: number, language: ReceiptLanguage): string {
  return plain(new Intl.NumberFormat(`${language}-CA`).format(km));
}

/** The year a receipt issued at `date` belongs to (its number's prefix). */
export function receiptYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: RECEIPT_TIME_ZONE }).format(date));
}

/** The official receipt as a one-page PDF (Letter), in the receipt's language. */
export function receiptPdf(receipt: ReceiptDocument): Promise<Buffer> {
  const l = RECEIPT_LABELS[receipt.language];
  const lang = receipt.language;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { Title: `${l.title} ${receipt.receiptNumber}`, Author: receipt.issuer.name, CreationDate: receipt.issuedAt },
  });

  const field = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#444444').text(label);
    doc.font('Helvetica').fontSize(11).fillColor('#000000').text(value).moveDown(0.35);
  };
  const heading = (text: string) =>
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(12).fillColor('#000000').text(text).moveDown(0.2);

  doc.font('Helvetica-Bold').fontSize(17).text(l.title);
  doc.font('Helvetica-Bold').fontSize(12).text(`${l.serialNumber}: ${receipt.receiptNumber}`).moveDown(0.5);
  if (receipt.replacesReceiptNumber) {
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#a00000').text(l.replaces(receipt.replacesReceiptNumber)).moveDown(0.5);
  }

  heading(l.charity);
  field(l.charity, receipt.issuer.name);
  field(l.address, receipt.issuer.address);
  field(l.registrationNumber, receipt.issuer.registrationNumber);
  field(l.placeOfIssue, receipt.issuer.placeOfIssue);
  field(l.dateReceived, formatDate(receipt.giftReceivedDate, lang));
  field(l.dateIssued, formatDate(receipt.issuedAt, lang));

  heading(l.donor);
  doc
    .font('Helvetica')
    .fontSize(11)
    .text([receipt.donorName, ...receipt.donorAddress].join('\n'))
    .moveDown(0.35);

  heading(l.giftDescription);
  const v = receipt.vehicle;
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(l.vehicle(v.year, v.make, v.model, v.trim));
  doc.text(`${l.vin}: ${v.vin ?? '—'}`);
  doc.text(l.odometer(v.mileage === null ? '—' : formatKilometres(v.mileage, lang))).moveDown(0.35);
  if (receipt.appraiserName) {
    field(l.appraiser, receipt.appraiserName);
    if (receipt.appraiserAddress) field(l.appraiserAddress, receipt.appraiserAddress);
  }

  field(l.fairMarketValue, formatMoney(receipt.fairMarketValue, lang));
  field(l.advantageAmount, receipt.advantageAmount ? formatMoney(receipt.advantageAmount, lang) : formatMoney('0', lang));
  field(l.advantageDescription, receipt.advantageDescription ?? l.noAdvantage);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#444444').text(l.eligibleAmount);
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#000000').text(formatMoney(receipt.eligibleAmount, lang)).moveDown(0.8);

  doc.font('Helvetica-Oblique').fontSize(14).text(receipt.issuer.signatoryName);
  const y = doc.y;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.margins.left + 220, y)
    .stroke();
  doc.font('Helvetica').fontSize(9).text(`${l.signature}: ${receipt.issuer.signatoryName}, ${receipt.issuer.signatoryTitle}`);
  doc.moveDown(1).fontSize(9).fillColor('#444444').text(l.keep).text(l.cra);
  return pdfBytes(doc);
}
