import type { FieldProblem } from '../../core/errors';
import {
  ABSOLUTE_MIN_YEAR,
  ACCIDENT_HISTORIES,
  VEHICLE_CONDITIONS,
  VEHICLE_TYPES,
  type AccidentHistory,
  type VehicleCondition,
  type VehicleType,
} from '@vdp/shared/vehicles/catalogue';
import { VALUATION_MESSAGES as M } from './valuation.messages';

/** A valuation request as it arrives (GraphQL input or REST body): anything may be missing or wrong. */
export interface RawValuationRequest {
  year?: unknown;
  make?: unknown;
  model?: unknown;
  trim?: unknown;
  mileage?: unknown;
  condition?: unknown;
  accidents?: unknown;
  serviceHistory?: unknown;
  modifications?: unknown;
  location?: unknown;
  vin?: unknown;
  hasLienOrFinance?: unknown;
  vehicleType?: unknown;
}

/** A checked valuation request (spec 000 §3 "Valuation request"); mileage in km. */
export interface ValuationRequest {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  condition: VehicleCondition;
  accidents: AccidentHistory;
  serviceHistory: VehicleCondition;
  modifications: string | null;
  location: string;
  vin: string | null;
  hasLienOrFinance: boolean;
  vehicleType: VehicleType;
}

export const MAX_MILEAGE = 2_000_000;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const optionalText = (value: unknown): string | null => text(value) || null;
const integer = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
};
const oneOf = <T extends string>(options: readonly T[], value: unknown, fallback: T): T | null => {
  if (value === undefined || value === null || value === '') return fallback;
  return options.includes(value as T) ? (value as T) : null;
};
const flag = (value: unknown): boolean => value === true || value === 'true' || value === 'yes' || value === 1;

/** Checks a valuation request; returns it clean, or every problem with the field it names. */
export function parseValuationRequest(
  raw: RawValuationRequest,
  currentYear: number,
): { ok: true; value: ValuationRequest } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const fail = (field: string, message: string) => problems.push({ field, message });

  const yearText = text(raw.year);
  const year = integer(raw.year);
  if (yearText.length < 4 || year === null) fail('year', M.yearRequired);
  else if (year < ABSOLUTE_MIN_YEAR || year > currentYear + 1) fail('year', M.yearRange);

  const make = text(raw.make);
  if (!make) fail('make', M.makeRequired);
  else if (make.length > 100) fail('make', M.tooLong('Make', 100));
  const model = text(raw.model);
  if (!model) fail('model', M.modelRequired);
  else if (model.length > 100) fail('model', M.tooLong('Model', 100));
  const trim = optionalText(raw.trim);
  if (trim && trim.length > 100) fail('trim', M.tooLong('Trim', 100));

  const mileage = integer(raw.mileage);
  if (raw.mileage === undefined || raw.mileage === null || raw.mileage === '') fail('mileage', M.mileageRequired);
  else if (mileage === null || mileage < 0 || mileage > MAX_MILEAGE) fail('mileage', M.mileageRange);

  const location = text(raw.location);
  if (!location) fail('location', M.locationRequired);
  else if (location.length > 100) fail('location', M.tooLong('Location', 100));

  const condition = oneOf(VEHICLE_CONDITIONS, raw.condition, 'good');
  if (!condition) fail('condition', M.condition);
  const serviceHistory = oneOf(VEHICLE_CONDITIONS, raw.serviceHistory, 'good');
  if (!serviceHistory) fail('serviceHistory', M.serviceHistory);
  const accidents = oneOf(ACCIDENT_HISTORIES, raw.accidents, 'none');
  if (!accidents) fail('accidents', M.accidents);
  const vehicleType = oneOf(VEHICLE_TYPES, raw.vehicleType, 'car');
  if (!vehicleType) fail('vehicleType', M.vehicleType);

  const vin = optionalText(raw.vin);
  if (vin && vin.length > 17) fail('vin', M.vinLength);
  const modifications = optionalText(raw.modifications);
  if (modifications && modifications.length > 500) fail('modifications', M.tooLong('Modifications', 500));

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      year: year!,
      make,
      model,
      trim,
      mileage: mileage!,
      condition: condition!,
      accidents: accidents!,
      serviceHistory: serviceHistory!,
      modifications,
      location,
      vin: vin?.toUpperCase() ?? null,
      hasLienOrFinance: flag(raw.hasLienOrFinance),
      vehicleType: vehicleType!,
    },
  };
}
