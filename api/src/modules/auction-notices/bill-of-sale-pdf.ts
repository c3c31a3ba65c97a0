import PDFDocument from 'pdfkit';
import type { NoticeLanguage } from '@vdp/shared/validation/notice.schema';
import { pdfBytes } from '../../core/pdf';
import { formatDate, formatKilometres, formatMoney } from '../receipts/receipt-pdf';
import { BILL_OF_SALE_LABELS } from './bill-of-sale.labels';

export interface BillOfSaleDocument {
  language: NoticeLanguage;
  auctionId: number;
  soldAt: Date;
  seller: { name: string; registrationNumber: string | null; address: string[] };
  buyer: { businessName: string; contactName: string; dealerLicense: string; address: string[] };
  vehicle: { year: number; make: string; model: string; trim: string | null; vin: string | null; mileage: number | null };
  /** Decimal dollars ("1250.00"). */
  price: string;
  pickupInstructions: string;
  vehicleLocation: string;
}

/** The winner's bill of sale as a one-page PDF (Letter), in the buyer's language (issue 18 §4). */
export function billOfSalePdf(bill: BillOfSaleDocument): Promise<Buffer> {
  const l = BILL_OF_SALE_LABELS[bill.language];
  const doc = new PDFDocument({ size: 'LETTER', margin: 54, info: { Title: `${l.title} ${l.number(bill.auctionId)}` } });
  doc.font('Helvetica-Bold').fontSize(20).text(l.title);
  doc.font('Helvetica').fontSize(11).text(l.number(bill.auctionId));
  doc.text(`${l.date}: ${formatDate(bill.soldAt, bill.language)}`);
  section(doc, l.seller, [
    bill.seller.name,
    ...(bill.seller.registrationNumber ? [`${l.registrationNumber}: ${bill.seller.registrationNumber}`] : []),
    ...bill.seller.address,
  ]);
  section(doc, l.buyer, [
    bill.buyer.businessName,
    bill.buyer.contactName,
    `${l.dealerLicense}: ${bill.buyer.dealerLicense}`,
    ...bill.buyer.address,
  ]);
  const { year, make, model, trim, vin, mileage } = bill.vehicle;
  section(doc, l.vehicle, [
    [year, make, model, trim].filter(Boolean).join(' '),
    `${l.vin}: ${vin ?? l.unknown}`,
    ...(mileage === null ? [] : [l.odometer(formatKilometres(mileage, bill.language))]),
  ]);
  section(doc, l.price, [formatMoney(bill.price, bill.language)]);
  section(doc, l.pickup, [bill.pickupInstructions, l.pickupAt(bill.vehicleLocation)]);
  doc.moveDown().fontSize(9).text(l.asIs);
  return pdfBytes(doc);
}

function section(doc: PDFKit.PDFDocument, title: string, lines: string[]): void {
  doc.moveDown().font('Helvetica-Bold').fontSize(12).text(title);
  doc.font('Helvetica').fontSize(11);
  for (const line of lines) doc.text(line);
}
