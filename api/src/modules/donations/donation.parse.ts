import type { FieldProblem } from '../../core/errors';
import {
  ABSOLUTE_MIN_YEAR,
  VEHICLE_CONDITIONS,
  VEHICLE_TYPES,
  type VehicleCondition,
  type VehicleType,
} from '@vdp/shared/vehicles/catalogue';
import {
  CHARITY_CHOICES,
  DONATION_MESSAGES as M,
  EMAIL_PATTERN,
  PICKUP_PREFERENCES,
  type PickupPreference,
} from '@vdp/shared/donations/donation.constants';

/** A submission as it arrives: GraphQL input or REST body (older names and a vehicleData object accepted). */
export type RawDonationSubmission = Record<string, unknown>;

export interface DonationSubmission {
  year: number;
  make: string;
  model: string;
  trim: string | null;
  mileage: number;
  condition: VehicleCondition;
  vehicleType: VehicleType;
  vin: string | null;
  hasLienOrFinance: boolean;
  hasAccidents: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  pickupPreference: PickupPreference;
  preferredCharity: string | null;
  preferredDate: string | null;
  notes: string | null;
  /** Two decimals, as stored. */
  estimatedValue: string | null;
  language: 'en' | 'fr';
  idempotencyKey: string | null;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const flag = (value: unknown): boolean => value === true || value === 'true' || value === 'yes';
const wholeNumber = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : text(value) === '' ? NaN : Number(text(value));
  return Number.isInteger(n) ? n : null;
};

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Flattens `vehicleData` and the older field names (charityChoice, state, zipCode, hasLien). */
function normalise(raw: RawDonationSubmission): RawDonationSubmission {
  const vehicle = raw.vehicleData && typeof raw.vehicleData === 'object' ? (raw.vehicleData as RawDonationSubmission) : {};
  const merged: RawDonationSubmission = { ...vehicle, ...raw };
  return {
    ...merged,
    province: merged.province ?? merged.state,
    postalCode: merged.postalCode ?? merged.zipCode,
    preferredCharity: merged.preferredCharity ?? merged.charityChoice,
    hasLienOrFinance: merged.hasLienOrFinance ?? merged.hasLien,
    notes: merged.notes ?? merged.comments,
  };
}

/** Checks a submission against spec 000 §5; returns it clean or every problem by field. */
export function parseDonationSubmission(
  input: RawDonationSubmission,
  currentYear: number,
): { ok: true; value: DonationSubmission } | { ok: false; problems: FieldProblem[] } {
  const raw = normalise(input);
  const problems: FieldProblem[] = [];
  const fail = (field: string, message: string) => problems.push({ field, message });
  const required = (field: string, message: string, max: number, label: string): string => {
    const value = text(raw[field]);
    if (!value) fail(field, message);
    else if (value.length > max) fail(field, M.tooLong(label, max));
    return value;
  };
  const optional = (field: string, max: number, label: string): string | null => {
    const value = text(raw[field]);
    if (value.length > max) fail(field, M.tooLong(label, max));
    return value || null;
  };
  const choice = <T extends string>(field: string, options: readonly T[], fallback: T, message: string): T => {
    const value = text(raw[field]);
    if (value === '') return fallback;
    if (!options.includes(value as T)) fail(field, message);
    return value as T;
  };

  const year = wholeNumber(raw.year);
  if (year === null || year < ABSOLUTE_MIN_YEAR || year > currentYear) fail('year', M.yearRange(ABSOLUTE_MIN_YEAR, currentYear));
  const make = required('make', M.makeRequired, 100, 'Make');
  const model = required('model', M.modelRequired, 100, 'Model');
  const trim = optional('trim', 100, 'Trim');
  const mileage = text(raw.mileage) === '' ? 0 : wholeNumber(raw.mileage);
  if (mileage === null || mileage < 0 || mileage > 2_000_000) fail('mileage', M.mileage);
  const condition = choice('condition', VEHICLE_CONDITIONS, 'good', M.condition);
  const vehicleType = choice('vehicleType', VEHICLE_TYPES, 'car', M.vehicleType);
  const vin = text(raw.vin).toUpperCase() || null;
  if (vin && vin.length > 17) fail('vin', M.vinLength);

  const firstName = required('firstName', M.firstNameRequired, 100, 'First name');
  const lastName = required('lastName', M.lastNameRequired, 100, 'Last name');
  const email = text(raw.email).toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 255) fail('email', M.emailInvalid);
  const phone = text(raw.phone);
  if (phone.length < 10) fail('phone', M.phoneRequired);
  else if (phone.length > 20) fail('phone', M.tooLong('Phone number', 20));
  const address = required('address', M.addressRequired, 255, 'Address');
  const city = required('city', M.cityRequired, 100, 'City');
  const province = required('province', M.provinceRequired, 50, 'State');
  const postalCode = required('postalCode', M.postalCodeRequired, 10, 'ZIP code').toUpperCase();
  const pickupPreference = choice('pickupPreference', PICKUP_PREFERENCES, 'asap', M.pickupPreference);
  const charity = text(raw.preferredCharity);
  if (charity && !(CHARITY_CHOICES as readonly string[]).includes(charity)) fail('preferredCharity', M.charity);
  const preferredDate = text(raw.preferredDate) || null;
  if (preferredDate && !isIsoDate(preferredDate)) fail('preferredDate', M.preferredDate);
  const notes = optional('notes', 2000, 'Notes');

  const valueText = text(raw.estimatedValue).replace(/[$,\s]/g, '');
  const value = valueText === '' ? null : Number(valueText);
  if (value !== null && (!Number.isFinite(value) || value < 0 || value > 99_999_999.99)) fail('estimatedValue', M.estimatedValue);
  const key = text(raw.idempotencyKey ?? raw.key) || null;
  if (key && !/^[A-Za-z0-9_-]{8,64}$/.test(key)) fail('idempotencyKey', M.idempotencyKey);

  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      year: year!,
      make,
      model,
      trim,
      mileage: mileage!,
      condition,
      vehicleType,
      vin,
      hasLienOrFinance: flag(raw.hasLienOrFinance),
      hasAccidents: flag(raw.hasAccidents),
      firstName,
      lastName,
      email,
      phone,
      address,
      city,
      province,
      postalCode,
      pickupPreference,
      preferredCharity: charity || null,
      preferredDate,
      notes,
      estimatedValue: value === null ? null : value.toFixed(2),
      language: raw.language === 'fr' ? 'fr' : 'en',
      idempotencyKey: key,
    },
  };
}
