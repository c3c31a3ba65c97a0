import type { BusinessInfo, CommonQuestion } from './business-info';
import type { ChatLanguage } from '@vdp/shared/chat/chat.constants';

type Text = Record<ChatLanguage, string>;

/** What the built-in assistant says, in each language the site speaks. */
export const BUILTIN_TEXT = {
  greeting: {
    en: 'Hello! I can answer questions about donating a vehicle: pickup, tax receipts, charities and more. What would you like to know?',
    fr: 'Bonjour! Je peux répondre à vos questions sur le don d’un véhicule : remorquage, reçus fiscaux, organismes de bienfaisance et plus. Que voulez-vous savoir?',
  },
  welcome: {
    en: 'Hi! I’m the donation assistant. Ask me anything about donating your vehicle.',
    fr: 'Bonjour! Je suis l’assistant des dons. Posez-moi vos questions sur le don de votre véhicule.',
  },
  unknown: {
    en: 'I’m sorry, I don’t know the answer to that.',
    fr: 'Désolé, je ne connais pas la réponse à cette question.',
  },
  reach: {
    en: 'A person on our team can help',
    fr: 'Une personne de notre équipe peut vous aider',
  },
  phone: { en: 'phone', fr: 'téléphone' },
  email: { en: 'e-mail', fr: 'courriel' },
  hours: { en: 'hours', fr: 'heures' },
} satisfies Record<string, Text>;

/** Questions the business information answers by itself, per language. */
export function businessFacts(info: BusinessInfo): CommonQuestion[] {
  const facts: Array<[keyof BusinessInfo, Text, Text]> = [
    [
      'avgPickupTime',
      {
        en: 'How long does pickup take? When will you tow my car?',
        fr: 'Combien de temps pour le remorquage? Quand allez-vous ramasser mon véhicule?',
      },
      {
        en: `Pickup usually happens within ${info.avgPickupTime}, free of charge.`,
        fr: `Le remorquage a habituellement lieu dans un délai de ${info.avgPickupTime}, sans frais.`,
      },
    ],
    [
      'pickupCost',
      { en: 'How much does pickup cost? Is towing free?', fr: 'Combien coûte le remorquage? Est-ce gratuit?' },
      { en: `Pickup cost: ${info.pickupCost}.`, fr: `Coût du remorquage : ${info.pickupCost}.` },
    ],
    [
      'coverageArea',
      {
        en: 'Where do you pick up? Which areas do you cover?',
        fr: 'Où faites-vous le remorquage? Quelles régions desservez-vous?',
      },
      { en: `We serve ${info.coverageArea}.`, fr: `Nous desservons : ${info.coverageArea}.` },
    ],
    [
      'charityCount',
      {
        en: 'Which charities can I choose? How many charities?',
        fr: 'Quels organismes de bienfaisance puis-je choisir? Combien d’organismes?',
      },
      {
        en: `You can choose among ${info.charityCount} registered charities.`,
        fr: `Vous pouvez choisir parmi ${info.charityCount} organismes de bienfaisance enregistrés.`,
      },
    ],
    [
      'avgDonationValue',
      { en: 'How much is my donation worth? What is the value?', fr: 'Combien vaut mon don? Quelle est la valeur?' },
      {
        en: `Donated vehicles are typically worth ${info.avgDonationValue}.`,
        fr: `Les véhicules donnés valent généralement ${info.avgDonationValue}.`,
      },
    ],
    [
      'supportedVehicles',
      {
        en: 'What vehicles do you accept? Can I donate a boat or motorcycle?',
        fr: 'Quels véhicules acceptez-vous? Puis-je donner un bateau ou une moto?',
      },
      { en: `We accept ${info.supportedVehicles}.`, fr: `Nous acceptons : ${info.supportedVehicles}.` },
    ],
    [
      'donationProcess',
      {
        en: 'How does it work? What is the donation process? How do I donate?',
        fr: 'Comment ça fonctionne? Quel est le processus de don? Comment faire un don?',
      },
      { en: info.donationProcess, fr: info.donationProcess },
    ],
    [
      'phone',
      {
        en: 'How can I contact you? Phone number, email, talk to a person',
        fr: 'Comment vous joindre? Numéro de téléphone, courriel, parler à une personne',
      },
      { en: contactLine(info, 'en'), fr: contactLine(info, 'fr') },
    ],
  ];
  return facts.flatMap(([field, question, answer]) =>
    info[field]
      ? (['en', 'fr'] as const).map((language) => ({ question: question[language], answer: answer[language], language }))
      : [],
  );
}

/** "A person on our team can help: phone …, e-mail …, hours …." */
export function contactLine(info: BusinessInfo, language: ChatLanguage): string {
  const parts = [
    info.phone && `${BUILTIN_TEXT.phone[language]} ${info.phone}`,
    info.email && `${BUILTIN_TEXT.email[language]} ${info.email}`,
    info.supportHours && `${BUILTIN_TEXT.hours[language]} ${info.supportHours}`,
  ].filter(Boolean);
  return `${BUILTIN_TEXT.reach[language]}${language === 'fr' ? ' ' : ''}: ${parts.join(', ')}.`;
}
