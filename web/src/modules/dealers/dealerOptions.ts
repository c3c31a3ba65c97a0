import { DEALER_SPECIALTIES } from '@vdp/shared/dealers/dealer.constants';

/** The dealer form's choices are the server's own rules (one source of truth). */
export { DEALER_SPECIALTIES, OPERATING_RADIUS, US_STATES } from '@vdp/shared/dealers/dealer.constants';

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
