/**
 * The dealer form's choices. The server's copy (api/src/modules/dealers/dealer.constants.ts) is
 * the rule; dealerOptions.test.ts fails if the two differ.
 */
export const DEALER_SPECIALTIES = [
  'Luxury',
  'Commercial',
  'Classic',
  'Import',
  'Domestic',
  'Trucks & SUVs',
  'Motorcycles',
  'Electric',
  'Hybrid',
  'Performance',
  'Economy',
  'Salvage & Parts',
] as const;

// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

/** The catalog key of each specialty: dealers.specialty.<key>. */
export const SPECIALTY_KEYS: Record<(typeof DEALER_SPECIALTIES)[number], string> = {
  Luxury: 'luxury',
  Commercial: 'commercial',
  Classic: 'classic',
  Import: 'import',
  Domestic: 'domestic',
  'Trucks & SUVs': 'trucksSuvs',
  Motorcycles: 'motorcycles',
  Electric: 'electric',
  Hybrid: 'hybrid',
  Performance: 'performance',
  Economy: 'economy',
  'Salvage & Parts': 'salvageParts',
};

export const OPERATING_RADIUS = { min: 1, max: 500, default: 50 } as const;
