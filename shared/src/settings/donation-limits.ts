import type { FieldMessage } from '../validation/field-message';

/** Defaults of donations.vehicle_min_year (spec 001 §9) and donations.max_mileage_km. */
export const DEFAULT_VEHICLE_MIN_YEAR = 1990;
export const DEFAULT_MAX_MILEAGE_KM = 500_000;

/** The settings donations.vehicle_min_year and donations.max_mileage_km, as the wizard and the api apply them. */
export interface DonationLimits {
  minYear: number;
  maxMileageKm: number;
}

export const DEFAULT_DONATION_LIMITS: DonationLimits = {
  minYear: DEFAULT_VEHICLE_MIN_YEAR,
  maxMileageKm: DEFAULT_MAX_MILEAGE_KM,
};

/** The limits from settings values (text or numbers, as the public settings give them); a missing or odd one takes its default. */
export function donationLimits(minYear: unknown, maxMileageKm: unknown): DonationLimits {
  const year = Number(minYear);
  const mileage = Number(maxMileageKm);
  return {
    minYear: Number.isInteger(year) && year > 0 ? year : DEFAULT_DONATION_LIMITS.minYear,
    maxMileageKm: Number.isInteger(mileage) && mileage > 0 ? mileage : DEFAULT_DONATION_LIMITS.maxMileageKm,
  };
}

/**
 * What the settings refuse in a vehicle the shared schema accepted: a year older than the minimum
 * (the schema's own "between {min} and {max}" message, with the setting as min) or more kilometres
 * than the maximum. Both the wizard and the api's submission ask this (issue 13 §3).
 */
export function donationLimitProblems(
  vehicle: { year?: unknown; mileage?: unknown },
  limits: DonationLimits,
  currentYear: number = new Date().getFullYear(),
): Array<{ field: 'year' | 'mileage'; message: FieldMessage }> {
  const problems: Array<{ field: 'year' | 'mileage'; message: FieldMessage }> = [];
  const year = Number(vehicle.year);
  if (vehicle.year !== undefined && vehicle.year !== '' && Number.isFinite(year) && year < limits.minYear) {
    problems.push({
      field: 'year',
      message: { id: 'donate.validation.yearRange', values: { min: limits.minYear, max: currentYear } },
    });
  }
  const mileage = Number(vehicle.mileage);
  if (vehicle.mileage !== undefined && vehicle.mileage !== '' && Number.isFinite(mileage) && mileage > limits.maxMileageKm) {
    problems.push({ field: 'mileage', message: { id: 'donate.validation.mileageMax', values: { max: limits.maxMileageKm } } });
  }
  return problems;
}
