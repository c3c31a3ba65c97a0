import { paragraphsMail, type MailMessage } from '../../core/mailer';
import type { ReceiptLanguage } from '@vdp/shared/donations/donation.constants';

interface ReceiptMailDetails {
  to: string;
  firstName: string;
  receiptNumber: string;
  vehicle: string;
  charityName: string;
  replacesReceiptNumber: string | null;
  pdf: Buffer;
  language: ReceiptLanguage;
}

const WORDING = {
  en: {
    subject: (n: string) => `Your official tax receipt ${n}`,
    lines: (d: ReceiptMailDetails) => [
      `Hello ${d.firstName},`,
      `Thank you for donating your ${d.vehicle} to ${d.charityName}.`,
      `Your official receipt for income tax purposes, number ${d.receiptNumber}, is attached as a PDF.`,
      ...(d.replacesReceiptNumber ? [`It cancels and replaces receipt #${d.replacesReceiptNumber}.`] : []),
      'Keep it with your tax records.',
    ],
  },
  fr: {
    subject: (n: string) => `Votre reçu officiel aux fins de l'impôt ${n}`,
    lines: (d: ReceiptMailDetails) => [
      `Bonjour ${d.firstName},`,
      `Merci d'avoir donné votre ${d.vehicle} à ${d.charityName}.`,
      `Votre reçu officiel aux fins de l'impôt sur le revenu, numéro ${d.receiptNumber}, est joint en PDF.`,
      ...(d.replacesReceiptNumber ? [`Il annule et remplace le reçu no ${d.replacesReceiptNumber}.`] : []),
      'Conservez-le avec vos documents fiscaux.',
    ],
  },
} as const;

/** The e-mail that carries a tax receipt to the donor (same Mailer as the donation confirmation). */
export function receiptMail(details: ReceiptMailDetails): MailMessage {
  const wording = WORDING[details.language];
  return paragraphsMail({
    to: details.to,
    subject: wording.subject(details.receiptNumber),
    paragraphs: wording.lines(details),
    attachments: [{ filename: receiptFileName(details.receiptNumber), content: details.pdf, contentType: 'application/pdf' }],
  });
}

export const receiptFileName = (receiptNumber: string) => `tax-receipt-${receiptNumber}.pdf`;
