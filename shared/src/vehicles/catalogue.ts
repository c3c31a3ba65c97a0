/**
 * The vehicle catalogue (spec 000 §2.5, §2.6, §5): pure data with no imports, bundled by the web
 * too (`@vdp/shared/vehicles/…`). The wizard offers 40 makes with 10 models each (the last one
 * "Other"); the valuation calculator offers its 27 makes from Acura to Volvo. `tier` feeds the
 * valuation model (docs/valuation-model.md).
 */

/** A VIN has at most this many characters. */
export const VIN_LENGTH = 17;

export const VEHICLE_TYPES = ['car', 'truck', 'motorcycle', 'boat', 'other'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const VEHICLE_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];

export const ACCIDENT_HISTORIES = ['none', 'minor', 'major'] as const;
export type AccidentHistory = (typeof ACCIDENT_HISTORIES)[number];

/** Price class of a make, from economy to luxury. */
export type MakeTier = 'economy' | 'mainstream' | 'premium' | 'luxury';

export interface CatalogueMake {
  name: string;
  tier: MakeTier;
  /** Ten models, the last one always "Other". */
  models: readonly string[];
}

export const OTHER_MODEL = 'Other';

const make = (name: string, tier: MakeTier, models: readonly string[]): CatalogueMake => ({
  name,
  tier,
  models: [...models, OTHER_MODEL],
});

export const CATALOGUE: readonly CatalogueMake[] = [
  make('Acura', 'premium', ['ILX', 'Integra', 'MDX', 'RDX', 'RL', 'TL', 'TLX', 'TSX', 'ZDX']),
  make('Alfa Romeo', 'premium', ['4C', 'Giulia', 'Giulietta', 'GTV', 'Milano', 'Spider', 'Stelvio', 'Tonale', 'Brera']),
  make('Audi', 'luxury', ['A3', 'A4', 'A5', 'A6', 'A8', 'Q3', 'Q5', 'Q7', 'e-tron']),
  make('BMW', 'luxury', ['2 Series', '3 Series', '4 Series', '5 Series', '7 Series', 'X1', 'X3', 'X5', 'i3']),
  make('Buick', 'mainstream', [
    'Century',
    'Enclave',
    'Encore',
    'Envision',
    'LaCrosse',
    'LeSabre',
    'Regal',
    'Rendezvous',
    'Verano',
  ]),
  make('Cadillac', 'luxury', ['ATS', 'CT5', 'CTS', 'DeVille', 'Escalade', 'SRX', 'STS', 'XT5', 'XTS']),
  make('Chevrolet', 'mainstream', [
    'Camaro',
    'Colorado',
    'Cruze',
    'Equinox',
    'Impala',
    'Malibu',
    'Silverado',
    'Tahoe',
    'Traverse',
  ]),
  make('Chrysler', 'mainstream', [
    '200',
    '300',
    'Aspen',
    'Concorde',
    'Pacifica',
    'PT Cruiser',
    'Sebring',
    'Town & Country',
    'Voyager',
  ]),
  make('Dodge', 'mainstream', [
    'Avenger',
    'Caliber',
    'Challenger',
    'Charger',
    'Dakota',
    'Durango',
    'Grand Caravan',
    'Journey',
    'Neon',
  ]),
  make('Fiat', 'economy', ['124 Spider', '500', '500L', '500X', 'Bravo', 'Doblo', 'Panda', 'Punto', 'Tipo']),
  make('Ford', 'mainstream', ['Edge', 'Escape', 'Explorer', 'F-150', 'Focus', 'Fusion', 'Mustang', 'Ranger', 'Taurus']),
  make('Genesis', 'luxury', ['Electrified G80', 'G70', 'G80', 'G90', 'GV60', 'GV70', 'GV80', 'Coupe', 'Sedan']),
  make('GMC', 'mainstream', ['Acadia', 'Canyon', 'Envoy', 'Jimmy', 'Safari', 'Savana', 'Sierra', 'Terrain', 'Yukon']),
  make('Honda', 'mainstream', ['Accord', 'Civic', 'CR-V', 'Element', 'Fit', 'HR-V', 'Odyssey', 'Pilot', 'Ridgeline']),
  make('Hyundai', 'economy', ['Accent', 'Elantra', 'Ioniq', 'Kona', 'Palisade', 'Santa Fe', 'Sonata', 'Tucson', 'Veloster']),
  make('Infiniti', 'premium', ['EX35', 'FX35', 'G35', 'G37', 'Q50', 'Q60', 'QX50', 'QX60', 'QX80']),
  make('Jaguar', 'luxury', ['E-Pace', 'F-Pace', 'F-Type', 'I-Pace', 'S-Type', 'X-Type', 'XE', 'XF', 'XJ']),
  make('Jeep', 'mainstream', [
    'Cherokee',
    'Commander',
    'Compass',
    'Gladiator',
    'Grand Cherokee',
    'Liberty',
    'Patriot',
    'Renegade',
    'Wrangler',
  ]),
  make('Kia', 'economy', ['Forte', 'Niro', 'Optima', 'Rio', 'Sedona', 'Seltos', 'Sorento', 'Soul', 'Sportage']),
  make('Land Rover', 'luxury', [
    'Defender',
    'Discovery',
    'Discovery Sport',
    'Freelander',
    'LR2',
    'LR4',
    'Range Rover',
    'Range Rover Evoque',
    'Range Rover Sport',
  ]),
  make('Lexus', 'luxury', ['ES', 'GS', 'GX', 'IS', 'LS', 'LX', 'NX', 'RX', 'UX']),
  make('Lincoln', 'premium', ['Aviator', 'Continental', 'MKC', 'MKX', 'MKZ', 'Navigator', 'Nautilus', 'Town Car', 'Corsair']),
  make('Mazda', 'economy', ['CX-3', 'CX-30', 'CX-5', 'CX-9', 'Mazda2', 'Mazda3', 'Mazda5', 'Mazda6', 'MX-5 Miata']),
  make('Mercedes-Benz', 'luxury', ['A-Class', 'C-Class', 'CLA', 'E-Class', 'G-Class', 'GLA', 'GLC', 'GLE', 'S-Class']),
  make('Mercury', 'mainstream', [
    'Cougar',
    'Grand Marquis',
    'Marauder',
    'Mariner',
    'Milan',
    'Montego',
    'Mountaineer',
    'Sable',
    'Villager',
  ]),
  make('Mini', 'premium', [
    'Clubman',
    'Convertible',
    'Cooper',
    'Cooper S',
    'Countryman',
    'Coupe',
    'Hardtop',
    'Paceman',
    'Roadster',
  ]),
  make('Mitsubishi', 'economy', [
    'Eclipse',
    'Eclipse Cross',
    'Galant',
    'Lancer',
    'Mirage',
    'Montero',
    'Outlander',
    'Outlander Sport',
    'RVR',
  ]),
  make('Nissan', 'mainstream', ['Altima', 'Frontier', 'Leaf', 'Maxima', 'Murano', 'Pathfinder', 'Rogue', 'Sentra', 'Versa']),
  make('Oldsmobile', 'mainstream', [
    'Alero',
    'Aurora',
    'Bravada',
    'Cutlass',
    'Delta 88',
    'Intrigue',
    'Silhouette',
    'Toronado',
    'Achieva',
  ]),
  make('Pontiac', 'mainstream', ['Aztek', 'Bonneville', 'Firebird', 'G5', 'G6', 'Grand Am', 'Grand Prix', 'Sunfire', 'Vibe']),
  make('Porsche', 'luxury', ['718 Boxster', '718 Cayman', '911', 'Boxster', 'Cayenne', 'Cayman', 'Macan', 'Panamera', 'Taycan']),
  make('Ram', 'mainstream', ['1500', '1500 Classic', '2500', '3500', 'Dakota', 'ProMaster', 'ProMaster City', 'C/V', '4500']),
  make('Saturn', 'economy', ['Astra', 'Aura', 'Ion', 'L-Series', 'Outlook', 'Relay', 'S-Series', 'Sky', 'Vue']),
  make('Scion', 'economy', ['FR-S', 'iA', 'iM', 'iQ', 'tC', 'xA', 'xB', 'xD', 'iM Hatchback']),
  make('Subaru', 'mainstream', ['Ascent', 'BRZ', 'Crosstrek', 'Forester', 'Impreza', 'Legacy', 'Outback', 'WRX', 'Tribeca']),
  make('Suzuki', 'economy', ['Aerio', 'Esteem', 'Forenza', 'Grand Vitara', 'Kizashi', 'Samurai', 'Sidekick', 'SX4', 'Swift']),
  make('Tesla', 'luxury', [
    'Cybertruck',
    'Model 3',
    'Model S',
    'Model X',
    'Model Y',
    'Roadster',
    'Semi',
    'Model 3 Performance',
    'Model S Plaid',
  ]),
  make('Toyota', 'mainstream', ['4Runner', 'Camry', 'Corolla', 'Highlander', 'Prius', 'RAV4', 'Sienna', 'Tacoma', 'Tundra']),
  make('Volkswagen', 'mainstream', ['Atlas', 'Beetle', 'Golf', 'GTI', 'Jetta', 'Passat', 'Tiguan', 'Touareg', 'ID.4']),
  make('Volvo', 'premium', ['C30', 'S40', 'S60', 'S80', 'S90', 'V60', 'XC40', 'XC60', 'XC90']),
];

/** The 27 makes of the valuation calculator, Acura to Volvo (spec 000 §5). */
export const VALUATION_MAKES: readonly string[] = [
  'Acura',
  'Audi',
  'BMW',
  'Buick',
  'Cadillac',
  'Chevrolet',
  'Chrysler',
  'Dodge',
  'Ford',
  'GMC',
  'Honda',
  'Hyundai',
  'Infiniti',
  'Jeep',
  'Kia',
  'Lexus',
  'Lincoln',
  'Mazda',
  'Mercedes-Benz',
  'Mitsubishi',
  'Nissan',
  'Ram',
  'Subaru',
  'Tesla',
  'Toyota',
  'Volkswagen',
  'Volvo',
];

/** The wizard's makes, in catalogue order. */
export const WIZARD_MAKES: readonly string[] = CATALOGUE.map((entry) => entry.name);

/** The catalogue entry of a make (case-insensitive), or undefined for a make outside it. */
export function findMake(name: string): CatalogueMake | undefined {
  const wanted = name.trim().toLowerCase();
  return CATALOGUE.find((entry) => entry.name.toLowerCase() === wanted);
}

/** The models of a make, or just "Other" for a make outside the catalogue. */
export function modelsOf(makeName: string): readonly string[] {
  return findMake(makeName)?.models ?? [OTHER_MODEL];
}

/** Oldest model year anyone may enter (spec 000 §5); the settings raise the wizard's minimum. */
export const ABSOLUTE_MIN_YEAR = 1900;
export const DEFAULT_MIN_YEAR = 1985;

/** Years from `currentYear` down to `minYear`, newest first. */
export function yearOptions(currentYear: number, minYear: number): number[] {
  const oldest = Math.max(ABSOLUTE_MIN_YEAR, Math.min(minYear, currentYear));
  return Array.from({ length: currentYear - oldest + 1 }, (_, i) => currentYear - i);
}
