import type { TaxReceipt } from './tax-receipt.entity';

/** Where staff download a receipt's PDF (GET). */
export const staffReceiptUrl = (receiptNumber: string) => `/api/receipts/${encodeURIComponent(receiptNumber)}/pdf`;

/** An official tax receipt as staff see it (GraphQL TaxReceiptView, spec 001 §3 tax_receipts). Amounts in decimal dollars. */
export interface TaxReceiptView {
  id: number;
  receiptNumber: string;
  /** issued or cancelled (replaced by a later receipt). */
  status: string;
  /** Fair market value of the vehicle. */
  receiptAmount: string;
  /** Value less advantage. */
  eligibleAmount: string;
  advantageAmount: string | null;
  advantageDescription: string | null;
  appraiserName: string | null;
  appraiserAddress: string | null;
  language: string;
  issuedAt: Date;
  /** YYYY-MM-DD: the day the vehicle was received. */
  giftReceivedDate: string | null;
  emailSent: boolean;
  /** Whether staff asked for it to be e-mailed. */
  sendEmail: boolean;
  replacesReceiptNumber: string | null;
  notes: string | null;
  /** The issuing charity. */
  charityName: string | null;
  /** Hex SHA-256 of the archived PDF. */
  fileHash: string | null;
  downloadCount: number;
  /** The staff download URL of the PDF. */
  downloadUrl: string;
}

export function presentTaxReceipt(r: TaxReceipt, fileHash: string | null = null): TaxReceiptView {
  return {
    id: r.id,
    receiptNumber: r.receiptNumber,
    status: r.status,
    receiptAmount: r.receiptAmount,
    eligibleAmount: r.eligibleAmount,
    advantageAmount: r.advantageAmount ?? null,
    advantageDescription: r.advantageDescription ?? null,
    appraiserName: r.appraiserName ?? null,
    appraiserAddress: r.appraiserAddress ?? null,
    language: r.language,
    issuedAt: r.receiptDate,
    giftReceivedDate: r.giftReceivedDate ?? null,
    emailSent: r.emailSent,
    sendEmail: r.sendEmail,
    replacesReceiptNumber: r.originalReceiptNumber ?? null,
    notes: r.notes ?? null,
    charityName: r.issuer?.name ?? null,
    fileHash,
    downloadCount: r.downloadCount,
    downloadUrl: staffReceiptUrl(r.receiptNumber),
  };
}
