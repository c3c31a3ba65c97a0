import type { ReceiptLanguage } from '@vdp/shared/donations/donation.constants';

/**
 * The wording of an official receipt for a gift in kind (CRA: what an official donation receipt
 * must contain), in both languages. The tests read the PDF back against these strings.
 */
export interface ReceiptLabels {
  title: string;
  serialNumber: string;
  charity: string;
  address: string;
  registrationNumber: string;
  placeOfIssue: string;
  dateReceived: string;
  dateIssued: string;
  donor: string;
  giftDescription: string;
  vehicle: (year: number, make: string, model: string, trim: string | null) => string;
  vin: string;
  odometer: (km: string) => string;
  fairMarketValue: string;
  advantageAmount: string;
  advantageDescription: string;
  noAdvantage: string;
  eligibleAmount: string;
  appraiser: string;
  appraiserAddress: string;
  replaces: (originalNumber: string) => string;
  signature: string;
  cra: string;
  keep: string;
}

export const RECEIPT_LABELS: Record<ReceiptLanguage, ReceiptLabels> = {
  en: {
    title: 'Official receipt for income tax purposes',
    serialNumber: 'Receipt number (serial number)',
    charity: 'Charity',
    address: 'Address',
    registrationNumber: 'Charity registration number',
    placeOfIssue: 'Place of issue',
    dateReceived: 'Date the gift was received',
    dateIssued: 'Date receipt issued',
    donor: 'Donor name and address',
    giftDescription: 'Description of the gift in kind',
    vehicle: (year, make, model, trim) => `Donated vehicle: ${year} ${make} ${model}${trim ? ` ${trim}` : ''}`,
    vin: 'Vehicle identification number (VIN)',
    odometer: (km) => `Odometer reading: ${km} km`,
    fairMarketValue: 'Fair market value of the gift',
    advantageAmount: 'Amount of advantage',
    advantageDescription: 'Description of advantage',
    noAdvantage: 'None',
    eligibleAmount: 'Eligible amount of gift for tax purposes',
    appraiser: 'Appraised by',
    appraiserAddress: 'Appraiser address',
    replaces: (n) => `This receipt cancels and replaces receipt #${n}.`,
    signature: 'Authorized signature',
    cra: 'Canada Revenue Agency, canada.ca/charities-giving',
    keep: 'Keep this receipt for your income tax return.',
  },
  fr: {
    title: "Reçu officiel aux fins de l'impôt sur le revenu",
    serialNumber: 'Numéro du reçu (numéro de série)',
    charity: 'Organisme de bienfaisance',
    address: 'Adresse',
    registrationNumber: "Numéro d'enregistrement de l'organisme de bienfaisance",
    placeOfIssue: 'Lieu de délivrance',
    dateReceived: 'Date de réception du don',
    dateIssued: 'Date de délivrance du reçu',
    donor: 'Nom et adresse du donateur',
    giftDescription: 'Description du don en nature',
    vehicle: (year, make, model, trim) => `Véhicule donné : ${make} ${model}${trim ? ` ${trim}` : ''} ${year}`,
    vin: "Numéro d'identification du véhicule (NIV)",
    odometer: (km) => `Lecture de l'odomètre : ${km} km`,
    fairMarketValue: 'Juste valeur marchande du don',
    advantageAmount: "Montant de l'avantage",
    advantageDescription: "Description de l'avantage",
    noAdvantage: 'Aucun',
    eligibleAmount: "Montant admissible du don aux fins de l'impôt",
    appraiser: 'Évalué par',
    appraiserAddress: "Adresse de l'évaluateur",
    replaces: (n) => `Ce reçu annule et remplace le reçu no ${n}.`,
    signature: 'Signature autorisée',
    cra: 'Agence du revenu du Canada, canada.ca/organismes-bienfaisance',
    keep: 'Conservez ce reçu pour votre déclaration de revenus.',
  },
};
