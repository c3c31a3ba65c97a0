import { DEFAULT_PROVINCE, type PickupPreference } from '@vdp/shared/donations/donation.constants';
import { VEHICLE_CONDITIONS, VIN_LENGTH, type VehicleCondition, type VehicleType } from '@vdp/shared/vehicles/catalogue';
import type { DonationSubmitInput } from './graphql/DonationSubmit.generated';
import type { Locale } from '../../i18n/locales';
import { fromKm, toKm } from '../../lib/units';

/**
 * The wizard's values as typed (text, mileage in the edition's unit). Their rules are
 * @vdp/shared's donationVehicleSchema and donationDonorSchema; `submissionInput` converts them.
 */
export interface VehicleValues {
  year: string;
  make: string;
  model: string;
  trim: string;
  /** In the edition's unit: miles in English, km in French. */
  mileage: string;
  condition: VehicleCondition;
  vehicleType: VehicleType;
  vin: string;
  hasAccidents: boolean;
  hasLienOrFinance: boolean;
  province: string;
}

export interface DonorValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  pickupPreference: PickupPreference;
  preferredCharity: string;
  /** A charity of charityChoices (its id) or OTHER_CHARITY; empty when the fixed list is shown instead. */
  charityId: string;
  preferredDate: string;
  notes: string;
}

/** Spec 000 §2.5 defaults: Ontario, good, mileage 0, pickup asap. */
export const VEHICLE_DEFAULTS: VehicleValues = {
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '0',
  condition: 'good',
  vehicleType: 'car',
  vin: '',
  hasAccidents: false,
  hasLienOrFinance: false,
  province: DEFAULT_PROVINCE,
};

export const DONOR_DEFAULTS: DonorValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  pickupPreference: 'asap',
  preferredCharity: '',
  charityId: '',
  preferredDate: '',
  notes: '',
};

/** The vehicle from /donate's query string (the valuation's "Donate This Vehicle Now"); mileage arrives in km. */
export function prefillFromQuery(
  params: URLSearchParams,
  locale: Locale,
): { vehicle: VehicleValues; estimatedValue: string | null } {
  const text = (name: string) => params.get(name)?.trim() ?? '';
  const condition = text('condition') as VehicleCondition;
  const km = Number(text('mileage'));
  return {
    vehicle: {
      ...VEHICLE_DEFAULTS,
      year: /^\d{4}$/.test(text('year')) ? text('year') : '',
      make: text('make'),
      model: text('model'),
      trim: text('trim'),
      vin: text('vin').slice(0, VIN_LENGTH),
      mileage: Number.isFinite(km) && km >= 0 && text('mileage') !== '' ? String(fromKm(km, locale)) : VEHICLE_DEFAULTS.mileage,
      condition: VEHICLE_CONDITIONS.includes(condition) ? condition : VEHICLE_DEFAULTS.condition,
    },
    estimatedValue: /^\d+(\.\d{1,2})?$/.test(text('estimatedValue')) ? text('estimatedValue') : null,
  };
}

/** The "Other" entry of the registered charities' list. */
export const OTHER_CHARITY = 'other';

export interface CharityOption {
  id: string;
  name: string;
}

/**
 * The chosen charity's name for the review: a registered charity's, the fixed list's wording
 * (`fixedLabel`), or null when none was chosen.
 */
export function chosenCharityName(
  donor: Pick<DonorValues, 'charityId' | 'preferredCharity'>,
  choices: readonly CharityOption[],
  fixedLabel: (value: string) => string,
): string | null {
  if (donor.charityId) {
    if (donor.charityId === OTHER_CHARITY) return fixedLabel(OTHER_CHARITY);
    return choices.find((choice) => choice.id === donor.charityId)?.name ?? null;
  }
  return donor.preferredCharity ? fixedLabel(donor.preferredCharity) : null;
}

export function submissionInput(
  vehicle: VehicleValues,
  donor: DonorValues,
  extra: { estimatedValue: string | null; locale: Locale; key: string },
): DonationSubmitInput {
  const { charityId, ...fields } = donor;
  const chosen = charityId && charityId !== OTHER_CHARITY ? charityId : null;
  return {
    year: Number(vehicle.year),
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim || null,
    mileage: toKm(Number(vehicle.mileage || 0), extra.locale),
    condition: vehicle.condition,
    vehicleType: vehicle.vehicleType,
    vin: vehicle.vin || null,
    hasAccidents: vehicle.hasAccidents,
    hasLienOrFinance: vehicle.hasLienOrFinance,
    province: vehicle.province,
    ...fields,
    // a registered charity is sent by id (the api names it); "Other" stays the fixed list's "other"
    charityId: chosen,
    preferredCharity: chosen ? null : charityId === OTHER_CHARITY ? OTHER_CHARITY : donor.preferredCharity || null,
    preferredDate: donor.preferredDate || null,
    notes: donor.notes || null,
    estimatedValue: extra.estimatedValue,
    language: extra.locale,
    key: extra.key,
  };
}
