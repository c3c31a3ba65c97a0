import { boolean, mixed, number, object, string, type InferType, type Message } from 'yup';
import { languageOf, type Language } from '../i18n/language';
import { CHARITY_CHOICES, PICKUP_PREFERENCES } from '../donations/donation.constants';
import { ABSOLUTE_MIN_YEAR, VEHICLE_CONDITIONS, VEHICLE_TYPES, VIN_LENGTH } from '../vehicles/catalogue';
import type { FieldMessage } from './field-message';
import { message } from './message';
import { email, optionalDay, optionalOneOf, optionalText, requiredText, text, wholeNumber } from './rules';

/** The longest notes a donor may leave. */
export const DONOR_NOTES_MAX = 2000;

/** Most kilometres a vehicle may have. */
const MAX_MILEAGE = 2_000_000;
/** Most an estimated value may be: what a decimal(10,2) column holds. */
const MAX_ESTIMATED_VALUE = 99_999_999.99;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** "Year must be between 1900 and <this year>": the year the rule runs, not the one the server started. */
const yearRange: Message = (): FieldMessage => ({
  id: 'donate.validation.yearRange',
  values: { min: ABSOLUTE_MIN_YEAR, max: new Date().getFullYear() },
});

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The wizard's vehicle step (spec 000 §2.5, §5). Mileage in kilometres; empty choices take the defaults. */
export const donationVehicleSchema = object({
  year: number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(yearRange)
    .required(message('donate.validation.yearRequired'))
    .test(
      'year',
      yearRange,
      (year) => year === undefined || (Number.isInteger(year) && year >= ABSOLUTE_MIN_YEAR && year <= new Date().getFullYear()),
    ),
  make: requiredText('donate.validation.makeRequired', { max: 100, id: 'donate.validation.tooLong.make' }),
  model: requiredText('donate.validation.modelRequired', { max: 100, id: 'donate.validation.tooLong.model' }),
  trim: optionalText(100, 'donate.validation.tooLong.trim'),
  mileage: wholeNumber({ min: 0, max: MAX_MILEAGE }, 'donate.validation.mileageMin', 0),
  condition: optionalOneOf(VEHICLE_CONDITIONS, 'donate.validation.condition').default('good'),
  vehicleType: optionalOneOf(VEHICLE_TYPES, 'donate.validation.vehicleType').default('car'),
  vin: optionalText(VIN_LENGTH, 'donate.validation.vinMax').transform(upper),
  hasLienOrFinance: yes(),
  hasAccidents: yes(),
  province: requiredText('donate.validation.provinceRequired', { max: 50, id: 'donate.validation.tooLong.province' }),
});

/** The wizard's donor step (spec 000 §2.5, §5). */
export const donationDonorSchema = object({
  firstName: requiredText('donate.validation.firstNameRequired', { max: 100, id: 'donate.validation.tooLong.firstName' }),
  lastName: requiredText('donate.validation.lastNameRequired', { max: 100, id: 'donate.validation.tooLong.lastName' }),
  email: email('donate.validation.emailInvalid'),
  phone: requiredText('donate.validation.phoneRequired', { max: 20, id: 'donate.validation.tooLong.phone' }).min(
    10,
    message('donate.validation.phoneRequired'),
  ),
  address: requiredText('donate.validation.addressRequired', { max: 255, id: 'donate.validation.tooLong.address' }),
  city: requiredText('donate.validation.cityRequired', { max: 100, id: 'donate.validation.tooLong.city' }),
  postalCode: requiredText('donate.validation.postalCodeRequired', {
    max: 10,
    id: 'donate.validation.tooLong.postalCode',
  }).transform(upper),
  pickupPreference: optionalOneOf(PICKUP_PREFERENCES, 'donate.validation.pickupPreference').default('asap'),
  preferredCharity: optionalOneOf(CHARITY_CHOICES, 'donate.validation.charity').nullable().default(null),
  /** A charity of charityChoices (issue 10): the api checks it is active and verified, and links the donation to it. */
  charityId: number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message('donate.validation.charity'))
    .integer(message('donate.validation.charity'))
    .positive(message('donate.validation.charity'))
    .nullable()
    .default(null),
  preferredDate: optionalDay('donate.validation.preferredDate'),
  notes: optionalText(DONOR_NOTES_MAX, 'donate.validation.tooLong.notes'),
});

/**
 * A donation request as both doors take it (POST /api/donations, donationSubmit): both steps, the
 * valuation's estimate, the language of the confirmation e-mail and an idempotency key.
 *
 * Older clients' bodies are read too (the REST API's documented names, spec 000 §7.2): the
 * vehicle's fields inside a `vehicleData` object, `state`, `zipCode`, `charityChoice`, `hasLien`,
 * `comments`, and the key as `key` (GraphQL) or `idempotencyKey` (the REST header).
 */
export const donationSubmissionSchema = donationVehicleSchema
  .concat(donationDonorSchema)
  .shape({
    estimatedValue: estimatedValue(),
    /** The donor's language (en, fr, fr-CA...): absent or unknown, the doors use the request's (cookie, Accept-Language). */
    language: mixed<Language>()
      .transform((value: unknown) => languageOf(value) ?? undefined)
      .optional(),
    idempotencyKey: text('donate.validation.idempotencyKey')
      .nullable()
      .transform((value: string | null) => (value ? value : null))
      .default(null)
      .matches(IDEMPOTENCY_KEY, message('donate.validation.idempotencyKey')),
  })
  .transform(withCurrentNames);

export type DonationSubmission = InferType<typeof donationSubmissionSchema>;

/** True for true, "true" and "yes" (a form's checkbox or a REST body); anything else is false. */
function yes() {
  return boolean()
    .transform((_value: unknown, original: unknown) => original === true || original === 'true' || original === 'yes')
    .default(false);
}

/** Decimal dollars from the valuation ("$12,450" reads as 12450), kept with two decimals; empty is null. */
function estimatedValue() {
  return string()
    .nullable()
    .transform((_value: unknown, original: unknown) => {
      const written =
        typeof original === 'number' && Number.isFinite(original)
          ? String(original)
          : typeof original === 'string'
            ? original.replace(/[$,\s]/g, '')
            : original;
      if (written === '' || written === null || written === undefined) return null;
      if (typeof written !== 'string') return written;
      const amount = Number(written);
      return Number.isFinite(amount) && amount >= 0 && amount <= MAX_ESTIMATED_VALUE ? amount.toFixed(2) : written;
    })
    .typeError(message('donate.validation.estimatedValue'))
    .default(null)
    .matches(/^\d+\.\d{2}$/, message('donate.validation.estimatedValue'));
}

/** A body with older names, as the current ones (current names win when both are sent). */
function withCurrentNames(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const raw = body as Record<string, unknown>;
  const vehicle = typeof raw.vehicleData === 'object' && raw.vehicleData !== null ? raw.vehicleData : {};
  const merged: Record<string, unknown> = { ...vehicle, ...raw };
  return {
    ...merged,
    province: merged.province ?? merged.state,
    postalCode: merged.postalCode ?? merged.zipCode,
    preferredCharity: merged.preferredCharity ?? merged.charityChoice,
    hasLienOrFinance: merged.hasLienOrFinance ?? merged.hasLien,
    notes: merged.notes ?? merged.comments,
    idempotencyKey: merged.idempotencyKey ?? merged.key,
  };
}
