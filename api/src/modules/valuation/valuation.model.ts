import { findMake, type MakeTier, type VehicleCondition, type VehicleType } from '@vdp/shared/vehicles/catalogue';
import type { ValuationRequest } from '@vdp/shared/validation/valuation.schema';
import type { ComparableVehicle, FactorImpact, Recommendation, ValuationResult, ValueFactor } from './valuation.presenter';

/**
 * The valuation model (docs/valuation-model.md): pure, deterministic, whole dollars.
 * The same request and the same recorded outcomes give the same answer.
 */
export const MODEL = {
  newPrice: { economy: 24_000, mainstream: 32_000, premium: 46_000, luxury: 62_000 } satisfies Record<MakeTier, number>,
  unknownMakeTier: 'mainstream' as MakeTier,
  typeFactor: { car: 1, truck: 1.15, motorcycle: 0.4, boat: 0.8, other: 0.6 } satisfies Record<VehicleType, number>,
  yearlyRetention: 0.85,
  minRetention: 0.04,
  kmPerYear: 20_000,
  /** Per 10,000 km above the yearly average, and below it. */
  overMileagePer10k: -0.02,
  underMileagePer10k: 0.01,
  mileageFloor: 0.75,
  mileageCeiling: 1.15,
  condition: { excellent: 1.1, good: 1, fair: 0.85, poor: 0.65 } satisfies Record<VehicleCondition, number>,
  serviceHistory: { excellent: 1.05, good: 1, fair: 0.95, poor: 0.9 } satisfies Record<VehicleCondition, number>,
  accidents: { none: 1, minor: 0.92, major: 0.75 },
  modifications: 0.95,
  lien: 0.9,
  minValue: 300,
  rounding: 25,
  rangeSpread: 0.15,
  taxRate: 0.3,
  similarYears: 3,
  comparables: 3,
} as const;

/** A real result for a vehicle: a donation's final value or a completed auction's high bid. */
export type Outcome = Omit<ComparableVehicle, 'source'>;

const roundTo = (value: number, step: number): number => Math.round(value / step) * step;
const percent = (factor: number): number => Math.round((factor - 1) * 100);
const impactOf = (factor: number): FactorImpact => (factor > 1.0001 ? 'positive' : factor < 0.9999 ? 'negative' : 'neutral');

function mileageFactor(mileage: number, age: number): number {
  const expected = Math.max(age, 0.5) * MODEL.kmPerYear;
  const per10k = (mileage - expected) / 10_000;
  const raw = per10k > 0 ? 1 + per10k * MODEL.overMileagePer10k : 1 - per10k * MODEL.underMileagePer10k;
  return Math.min(MODEL.mileageCeiling, Math.max(MODEL.mileageFloor, raw));
}

interface Multipliers {
  base: number;
  age: number;
  mileage: number;
  condition: number;
  accidents: number;
  serviceHistory: number;
  modifications: number;
  lien: number;
  vehicleType: number;
}

function multipliers(request: ValuationRequest, currentYear: number): Multipliers {
  const tier = findMake(request.make)?.tier ?? MODEL.unknownMakeTier;
  const age = Math.max(0, currentYear - request.year);
  return {
    base: MODEL.newPrice[tier],
    age: Math.max(MODEL.minRetention, MODEL.yearlyRetention ** age),
    mileage: mileageFactor(request.mileage, age),
    condition: MODEL.condition[request.condition],
    accidents: MODEL.accidents[request.accidents],
    serviceHistory: MODEL.serviceHistory[request.serviceHistory],
    modifications: request.modifications ? MODEL.modifications : 1,
    lien: request.hasLienOrFinance ? MODEL.lien : 1,
    vehicleType: MODEL.typeFactor[request.vehicleType],
  };
}

/** The model's value of a request, before rounding and before recorded outcomes. */
export function modelValue(request: ValuationRequest, currentYear: number): number {
  const m = multipliers(request, currentYear);
  const value =
    m.base * m.age * m.mileage * m.condition * m.accidents * m.serviceHistory * m.modifications * m.lien * m.vehicleType;
  return Math.max(MODEL.minValue, value);
}

/** Recorded outcomes of the same make and model within a few model years. */
export function similarOutcomes(request: ValuationRequest, outcomes: readonly Outcome[]): Outcome[] {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  return outcomes
    .filter((o) => same(o.make, request.make) && same(o.model, request.model))
    .filter((o) => Math.abs(o.year - request.year) <= MODEL.similarYears && o.price > 0)
    .sort((a, b) => Math.abs(a.year - request.year) - Math.abs(b.year - request.year) || a.price - b.price);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const FACTOR_NAMES: Record<string, string> = {
  age: 'Vehicle age',
  mileage: 'Mileage against the yearly average',
  condition: 'Overall condition',
  accidents: 'Accident history',
  serviceHistory: 'Service history',
  modifications: 'Modifications',
  lien: 'Lien or financing',
  vehicleType: 'Vehicle type',
  marketData: 'Recorded results for similar vehicles',
};

function factors(m: Multipliers, outcomesUsed: number): ValueFactor[] {
  const entry = (key: string, factor: number, impact: FactorImpact = impactOf(factor)): ValueFactor => ({
    key,
    name: FACTOR_NAMES[key],
    impact,
    effectPercent: percent(factor),
  });
  const list = [
    entry('age', m.age, m.age >= 0.85 ? 'positive' : m.age >= 0.5 ? 'neutral' : 'negative'),
    entry('mileage', m.mileage),
    entry('condition', m.condition),
    entry('accidents', m.accidents),
    entry('serviceHistory', m.serviceHistory),
    entry('modifications', m.modifications),
    entry('lien', m.lien),
    entry('vehicleType', m.vehicleType),
  ];
  if (outcomesUsed > 0) list.push({ key: 'marketData', name: FACTOR_NAMES.marketData, impact: 'neutral', effectPercent: 0 });
  return list;
}

const RECOMMENDATIONS: Record<string, string> = {
  clearLien: 'Contact your lender before pickup: the title must be free of any lien before the vehicle can be donated.',
  serviceRecords: 'Gather your service records: a documented maintenance history supports a higher value.',
  accidentDocuments: 'Have your accident and repair documents ready for the pickup team.',
  modifications: 'List your modifications and keep their receipts: buyers value documented work.',
  notRunning: 'Non-running vehicles are welcome: pickup is free whatever the condition.',
  keepDocuments: 'Keep the title, keys and registration together for a quick pickup.',
  receiptValue: 'Your tax receipt reflects what the vehicle actually sells for, which may differ from this estimate.',
};

function recommendations(request: ValuationRequest): Recommendation[] {
  const keys = [
    ...(request.hasLienOrFinance ? ['clearLien'] : []),
    ...(request.serviceHistory === 'fair' || request.serviceHistory === 'poor' ? ['serviceRecords'] : []),
    ...(request.accidents !== 'none' ? ['accidentDocuments'] : []),
    ...(request.modifications ? ['modifications'] : []),
    ...(request.condition === 'poor' ? ['notRunning'] : []),
    'keepDocuments',
    'receiptValue',
  ];
  return keys.map((key) => ({ key, text: RECOMMENDATIONS[key] }));
}

function modelComparables(request: ValuationRequest, currentYear: number, count: number): ComparableVehicle[] {
  const years = [request.year, request.year - 1, request.year + 1].filter((y) => y <= currentYear && y >= 1900);
  return years.slice(0, count).map((year) => {
    const age = Math.max(0, currentYear - year);
    const mileage = roundTo(Math.max(age, 0.5) * MODEL.kmPerYear, 1000);
    const typical: ValuationRequest = {
      ...request,
      year,
      mileage,
      condition: 'good',
      accidents: 'none',
      serviceHistory: 'good',
      modifications: null,
      hasLienOrFinance: false,
    };
    return {
      year,
      make: request.make,
      model: request.model,
      mileage,
      price: roundTo(modelValue(typical, currentYear), MODEL.rounding),
      source: 'model' as const,
    };
  });
}

/** Values a checked request, using the recorded outcomes of similar vehicles when there are some. */
export function valueVehicle(request: ValuationRequest, outcomes: readonly Outcome[], currentYear: number): ValuationResult {
  const m = multipliers(request, currentYear);
  const model = modelValue(request, currentYear);
  const similar = similarOutcomes(request, outcomes);
  const weight = similar.length / (similar.length + 2);
  const blended = similar.length > 0 ? model * (1 - weight) + median(similar.map((o) => o.price)) * weight : model;
  const estimatedValue = Math.max(MODEL.minValue, roundTo(blended, MODEL.rounding));
  const low = Math.min(estimatedValue, roundTo(estimatedValue * (1 - MODEL.rangeSpread), MODEL.rounding));
  const high = Math.max(estimatedValue, roundTo(estimatedValue * (1 + MODEL.rangeSpread), MODEL.rounding));
  const fromOutcomes = similar.slice(0, MODEL.comparables).map((o) => ({ ...o, source: 'outcome' as const }));
  return {
    estimatedValue,
    marketRange: { low, high },
    taxDeduction: Math.round(estimatedValue * MODEL.taxRate),
    factors: factors(m, similar.length),
    recommendations: recommendations(request),
    comparableVehicles: [...fromOutcomes, ...modelComparables(request, currentYear, MODEL.comparables - fromOutcomes.length)],
    outcomesUsed: similar.length,
  };
}
