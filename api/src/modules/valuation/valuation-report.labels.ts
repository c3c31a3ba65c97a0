/** The valuation report's wording in both editions (spec 000 §1): the PDF is made on the server. */
export type ReportLanguage = 'en' | 'fr';

export interface ReportLabels {
  title: string;
  generated: string;
  vehicle: string;
  mileageUnit: string;
  location: string;
  estimated: string;
  range: string;
  tax: string;
  factors: string;
  recommendations: string;
  comparables: string;
  outcomeSource: string;
  modelSource: string;
  outcomesUsed: (n: number) => string;
  disclaimer: string;
  impact: Record<string, string>;
  factorNames: Record<string, string>;
  recommendationTexts: Record<string, string>;
}

export const REPORT_LABELS: Record<ReportLanguage, ReportLabels> = {
  en: {
    title: 'Vehicle Valuation Report',
    generated: 'Generated',
    vehicle: 'Vehicle',
    mileageUnit: 'miles',
    location: 'Location',
    estimated: 'Estimated donation value',
    range: 'Market value range',
    tax: 'Potential tax savings',
    factors: 'Value factors',
    recommendations: 'Recommendations',
    comparables: 'Comparable vehicles',
    outcomeSource: 'recorded result',
    modelSource: 'estimate',
    outcomesUsed: (n) => `This estimate uses ${n} recorded result${n === 1 ? '' : 's'} for similar vehicles.`,
    disclaimer: 'An estimate only. Your tax receipt reflects the amount the vehicle actually sells for.',
    impact: { positive: 'positive', negative: 'negative', neutral: 'neutral' },
    factorNames: {},
    recommendationTexts: {},
  },
  fr: {
    title: 'Rapport d’évaluation du véhicule',
    generated: 'Produit le',
    vehicle: 'Véhicule',
    mileageUnit: 'km',
    location: 'Emplacement',
    estimated: 'Valeur de don estimée',
    range: 'Fourchette de valeur marchande',
    tax: 'Économies d’impôt potentielles',
    factors: 'Facteurs de valeur',
    recommendations: 'Recommandations',
    comparables: 'Véhicules comparables',
    outcomeSource: 'résultat enregistré',
    modelSource: 'estimation',
    outcomesUsed: (n) =>
      `Cette estimation utilise ${n} résultat${n === 1 ? '' : 's'} enregistré${n === 1 ? '' : 's'} pour des véhicules semblables.`,
    disclaimer: 'Estimation seulement. Votre reçu fiscal reflète le prix auquel le véhicule est réellement vendu.',
    impact: { positive: 'positif', negative: 'négatif', neutral: 'neutre' },
    factorNames: {
      age: 'Âge du véhicule',
      mileage: 'Kilométrage par rapport à la moyenne annuelle',
      condition: 'État général',
      accidents: 'Historique d’accidents',
      serviceHistory: 'Historique d’entretien',
      modifications: 'Modifications',
      lien: 'Privilège ou financement',
      vehicleType: 'Type de véhicule',
      marketData: 'Résultats enregistrés pour des véhicules semblables',
    },
    recommendationTexts: {
      clearLien: 'Communiquez avec votre prêteur avant le remorquage : le titre doit être libre de tout privilège.',
      serviceRecords: 'Rassemblez vos registres d’entretien : un historique documenté appuie une valeur plus élevée.',
      accidentDocuments: 'Gardez vos documents d’accident et de réparation à portée de main pour l’équipe de remorquage.',
      modifications:
        'Dressez la liste de vos modifications et gardez les factures : les acheteurs apprécient les travaux documentés.',
      notRunning: 'Les véhicules qui ne roulent pas sont les bienvenus : le remorquage est gratuit, peu importe l’état.',
      keepDocuments: 'Gardez le titre, les clés et l’immatriculation ensemble pour un remorquage rapide.',
      receiptValue: 'Votre reçu fiscal reflète le prix de vente réel du véhicule, qui peut différer de cette estimation.',
    },
  },
};
