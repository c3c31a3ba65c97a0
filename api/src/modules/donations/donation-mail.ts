import { paragraphsMail, type MailMessage } from '../../core/mailer';
import { messageText } from '../../core/message-text';

interface ConfirmationDetails {
  to: string;
  firstName: string;
  vehicle: string;
  donationId: number;
  accessCode: string;
  trackingUrl: string;
  language: 'en' | 'fr';
  /** The setting donations.pickup_fee (CAD): 0 is a free pickup. */
  pickupFee: number;
}

const money = (amount: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(amount);

const WORDING = {
  en: {
    lines: (d: ConfirmationDetails) => [
      `Hello ${d.firstName},`,
      `Thank you! We received your request to donate your ${d.vehicle} (donation #${d.donationId}).`,
      d.pickupFee > 0
        ? `A member of our team will contact you within 24 hours to schedule the pickup (pickup fee: ${money(d.pickupFee, 'en-CA')}).`
        : 'A member of our team will contact you within 24 hours to schedule a free pickup.',
      `Your tracking code: ${d.accessCode}`,
      `Follow your donation at any time: ${d.trackingUrl}`,
      'Keep this code private: anyone who has it can see your donation details.',
    ],
  },
  fr: {
    lines: (d: ConfirmationDetails) => [
      `Bonjour ${d.firstName},`,
      `Merci! Nous avons bien reçu votre demande de don pour votre ${d.vehicle} (don no ${d.donationId}).`,
      d.pickupFee > 0
        ? `Un membre de notre équipe communiquera avec vous d’ici 24 heures pour planifier le remorquage (frais de remorquage : ${money(d.pickupFee, 'fr-CA')}).`
        : 'Un membre de notre équipe communiquera avec vous d’ici 24 heures pour planifier un remorquage gratuit.',
      `Votre code de suivi : ${d.accessCode}`,
      `Suivez votre don en tout temps : ${d.trackingUrl}`,
      'Gardez ce code confidentiel : toute personne qui le possède peut voir les détails de votre don.',
    ],
  },
} as const;

/** The confirmation a donor receives after submitting, with the tracking link. */
export function donationConfirmation(details: ConfirmationDetails): MailMessage {
  const wording = WORDING[details.language];
  return paragraphsMail({
    to: details.to,
    // the subject the communication record keeps as a message id (ADR 28)
    subject: messageText(
      { id: 'donation.communication.confirmationSubject', values: { donationId: details.donationId } },
      details.language,
    ),
    paragraphs: wording.lines(details),
    links: [details.trackingUrl],
  });
}
