import { paragraphsMail, type MailMessage } from '../../core/mailer';
import type { BillOfSaleDocument } from './bill-of-sale-pdf';
import { noticeText } from './notice-text';

export const billOfSaleFileName = (auctionId: number): string => `bill-of-sale-auction-${auctionId}.pdf`;

/** The bill of sale to the winning dealer, in its language, the PDF attached. */
export function billOfSaleMail({ to, document, pdf }: { to: string; document: BillOfSaleDocument; pdf: Buffer }): MailMessage {
  const { year, make, model } = document.vehicle;
  const values = { auctionId: document.auctionId, vehicle: `${year} ${make} ${model}`, amount: Number(document.price) };
  return paragraphsMail({
    to,
    subject: noticeText(document.language, 'notices.billOfSale.subject', values),
    paragraphs: [noticeText(document.language, 'notices.billOfSale.body', values)],
    attachments: [{ filename: billOfSaleFileName(document.auctionId), content: pdf, contentType: 'application/pdf' }],
  });
}
