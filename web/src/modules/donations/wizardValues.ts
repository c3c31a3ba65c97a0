import { DEFAULT_PROVINCE, type PickupPreference } from '@vdp/shared/donations/donation.constants';
import { VEHICLE_CONDITIONS, VIN_LENGTH, type VehicleCondition, type VehicleType } from '@vdp/shared/vehicles/catalogue';
import type { DonationSubmitInput } from '../../graphql/__generated__/graphql';
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

export function submissionInput(
  vehicle: VehicleValues,
  donor: DonorValues,
  extra: { estimatedValue: string | null; locale: Locale; key: string },
): DonationSubmitInput {
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
    ...donor,
    preferredCharity: donor.preferredCharity || null,
    preferredDate: donor.preferredDate || null,
    notes: donor.notes || null,
    estimatedValue: extra.estimatedValue,
    language: extra.locale,
    key: extra.key,
  };
}
