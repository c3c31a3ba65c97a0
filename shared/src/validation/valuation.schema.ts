import { number, object, type InferType } from 'yup';
import { ABSOLUTE_MIN_YEAR, ACCIDENT_HISTORIES, VEHICLE_CONDITIONS, VEHICLE_TYPES, VIN_LENGTH } from '../vehicles/catalogue';
import { message } from './message';
import { oneOfOrDefault, optionalText, requiredText, yesNo } from './rules';

/** The longest description of modifications. */
export const MODIFICATIONS_MAX = 500;

/** The highest mileage (km) a valuation takes. */
export const MAX_MILEAGE = 2_000_000;

/** What a year field holds as typed: fewer than four characters is no year yet. */
const typed = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const yearRequired = message('valuation.validation.yearRequired');
const yearRange = message('valuation.validation.yearRange');
const mileageMin = message('valuation.validation.mileageMin');

/**
 * The valuation form (spec 000 §5): the calculator, POST /api/vehicles/valuation (and its PDF
 * report) and vehicleValuation. A hot path (ADR 6): made once, synchronous rules only.
 */
export const valuationSchema = object({
  year: number()
    .transform((value: number, original: unknown) => (typed(original).length < 4 ? undefined : value))
    .typeError(yearRequired)
    .required(yearRequired)
    .integer(yearRequired)
    .min(ABSOLUTE_MIN_YEAR, yearRange)
    .test('not-after-next-year', yearRange, (year) => year === undefined || year <= new Date().getFullYear() + 1),
  make: requiredText('valuation.validation.makeRequired', { max: 100, id: 'valuation.validation.tooLong.make' }),
  model: requiredText('valuation.validation.modelRequired', { max: 100, id: 'valuation.validation.tooLong.model' }),
  trim: optionalText(100, 'valuation.validation.tooLong.trim'),
  mileage: number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(mileageMin)
    .required(message('valuation.validation.mileageRequired'))
    .integer(mileageMin)
    .min(0, mileageMin)
    .max(MAX_MILEAGE, message('valuation.validation.mileageMax')),
  location: requiredText('valuation.validation.locationRequired', { max: 100, id: 'valuation.validation.tooLong.location' }),
  condition: oneOfOrDefault(VEHICLE_CONDITIONS, 'valuation.validation.condition', 'good'),
  serviceHistory: oneOfOrDefault(VEHICLE_CONDITIONS, 'valuation.validation.serviceHistory', 'good'),
  accidents: oneOfOrDefault(ACCIDENT_HISTORIES, 'valuation.validation.accidents', 'none'),
  vehicleType: oneOfOrDefault(VEHICLE_TYPES, 'valuation.validation.vehicleType', 'car'),
  vin: optionalText(VIN_LENGTH, 'valuation.validation.vinMax').transform((vin: unknown) =>
    typeof vin === 'string' ? vin.toUpperCase() : vin,
  ),
  modifications: optionalText(MODIFICATIONS_MAX, 'valuation.validation.tooLong.modifications'),
  hasLienOrFinance: yesNo(),
});

/** A checked valuation request (spec 000 §3 "Valuation request"); mileage in km. */
export type ValuationRequest = InferType<typeof valuationSchema>;

/** The languages the valuation report is written in. */
export const VALUATION_REPORT_LANGUAGES = ['en', 'fr'] as const;

/** POST /api/vehicles/valuation/report's query string: the report's language, English when absent. */
export const valuationReportQuerySchema = object({
  lang: oneOfOrDefault(VALUATION_REPORT_LANGUAGES, 'valuation.validation.reportLanguage', 'en'),
});
