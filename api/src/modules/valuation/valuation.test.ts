import { CATALOGUE, OTHER_MODEL, VALUATION_MAKES, findMake, yearOptions } from '@vdp/shared/vehicles/catalogue';
import type { ValuationRequest } from '@vdp/shared/validation/valuation.schema';
import { MODEL, modelValue, valueVehicle, type Outcome } from './valuation.model';

const YEAR = 2026;
const base: ValuationRequest = {
  year: 2018,
  make: 'Honda',
  model: 'Civic',
  trim: null,
  mileage: 160_000,
  condition: 'good',
  accidents: 'none',
  serviceHistory: 'good',
  modifications: null,
  location: 'Toronto',
  vin: null,
  hasLienOrFinance: false,
  vehicleType: 'car',
};
const value = (change: Partial<ValuationRequest>, outcomes: Outcome[] = []) =>
  valueVehicle({ ...base, ...change }, outcomes, YEAR);

describe('vehicle catalogue', () => {
  it('has 40 makes with 10 models each, the last one Other', () => {
    expect(CATALOGUE).toHaveLength(40);
    for (const make of CATALOGUE) {
      expect([make.name, make.models.length, make.models.at(-1)]).toEqual([make.name, 10, OTHER_MODEL]);
      expect(new Set(make.models).size).toBe(10);
    }
  });

  it('offers the calculator 27 makes from Acura to Volvo, all in the catalogue', () => {
    expect(VALUATION_MAKES).toHaveLength(27);
    expect([VALUATION_MAKES[0], VALUATION_MAKES.at(-1)]).toEqual(['Acura', 'Volvo']);
    for (const name of VALUATION_MAKES) expect(findMake(name)?.name).toBe(name);
  });

  it('lists years from the current one down to the minimum', () => {
    expect(yearOptions(2026, 1985)).toHaveLength(42);
    expect(yearOptions(2026, 1985).slice(0, 2)).toEqual([2026, 2025]);
    expect(yearOptions(2026, 1800).at(-1)).toBe(1900);
  });
});

describe('valuation model', () => {
  it('gives the same answer to the same input', () => {
    expect(value({})).toEqual(value({}));
  });

  it('keeps low ≤ estimate ≤ high, rounds to $25 and estimates tax savings', () => {
    for (const change of [{}, { year: 1990, condition: 'poor' as const }, { year: 2026, make: 'Porsche' }]) {
      const result = value(change);
      expect(result.marketRange.low).toBeLessThanOrEqual(result.estimatedValue);
      expect(result.estimatedValue).toBeLessThanOrEqual(result.marketRange.high);
      expect(result.estimatedValue % MODEL.rounding).toBe(0);
      expect(result.taxDeduction).toBe(Math.round(result.estimatedValue * MODEL.taxRate));
    }
  });

  it('lowers the value with age, mileage over the yearly average, condition, accidents, service, lien', () => {
    const v = (change: Partial<ValuationRequest>) => modelValue({ ...base, ...change }, YEAR);
    expect(v({ year: 2012 })).toBeLessThan(v({}));
    expect(v({ mileage: 250_000 })).toBeLessThan(v({}));
    expect(v({ mileage: 40_000 })).toBeGreaterThan(v({}));
    expect(v({ condition: 'poor' })).toBeLessThan(v({ condition: 'fair' }));
    expect(v({ condition: 'excellent' })).toBeGreaterThan(v({}));
    expect(v({ accidents: 'major' })).toBeLessThan(v({ accidents: 'minor' }));
    expect(v({ serviceHistory: 'poor' })).toBeLessThan(v({}));
    expect(v({ modifications: 'Lift kit' })).toBeLessThan(v({}));
    expect(v({ hasLienOrFinance: true })).toBeLessThan(v({}));
    expect(v({ vehicleType: 'truck' })).toBeGreaterThan(v({}));
    expect(v({ make: 'BMW' })).toBeGreaterThan(v({ make: 'Kia' }));
  });

  it('never values a vehicle below the floor', () => {
    expect(
      value({ year: 1990, condition: 'poor', accidents: 'major', mileage: 900_000, vehicleType: 'motorcycle' }).estimatedValue,
    ).toBe(MODEL.minValue);
  });

  it('explains the value with factors and recommendations', () => {
    const result = value({ hasLienOrFinance: true, accidents: 'minor', serviceHistory: 'fair' });
    expect(result.factors.map((f) => f.key)).toEqual([
      'age',
      'mileage',
      'condition',
      'accidents',
      'serviceHistory',
      'modifications',
      'lien',
      'vehicleType',
    ]);
    expect(result.factors.find((f) => f.key === 'lien')).toMatchObject({ impact: 'negative', effectPercent: -10 });
    expect(result.factors.find((f) => f.key === 'condition')).toMatchObject({ impact: 'neutral', effectPercent: 0 });
    expect(result.recommendations.map((r) => r.key)).toEqual([
      'clearLien',
      'serviceRecords',
      'accidentDocuments',
      'keepDocuments',
      'receiptValue',
    ]);
    expect(result.comparableVehicles).toHaveLength(3);
    expect(result.comparableVehicles.every((c) => c.source === 'model' && c.make === 'Honda')).toBe(true);
    expect(result.outcomesUsed).toBe(0);
  });

  it('moves towards recorded outcomes of similar vehicles and lists them as comparables', () => {
    const outcomes: Outcome[] = [
      { year: 2018, make: 'honda', model: 'civic', mileage: 150_000, price: 9000 },
      { year: 2017, make: 'Honda', model: 'Civic', mileage: 170_000, price: 8000 },
      { year: 2010, make: 'Honda', model: 'Civic', mileage: 250_000, price: 1000 },
      { year: 2018, make: 'Honda', model: 'Accord', mileage: 120_000, price: 20000 },
    ];
    const alone = value({});
    const informed = value({}, outcomes);
    expect(informed.outcomesUsed).toBe(2);
    expect(Math.abs(informed.estimatedValue - 8500)).toBeLessThan(Math.abs(alone.estimatedValue - 8500));
    expect(informed.comparableVehicles.slice(0, 2)).toEqual([
      { year: 2018, make: 'honda', model: 'civic', mileage: 150_000, price: 9000, source: 'outcome' },
      { year: 2017, make: 'Honda', model: 'Civic', mileage: 170_000, price: 8000, source: 'outcome' },
    ]);
    expect(informed.factors.at(-1)?.key).toBe('marketData');
  });
});
