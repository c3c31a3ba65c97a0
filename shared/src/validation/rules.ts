import { array, date, mixed, number, string } from 'yup';
import { fromCents, MAX_CENTS, toCents } from '../money';
import { message, type ValidationMessageId } from './message';

/**
 * The rules forms are made of, one way each. Every rule names its message, also for a value of
 * the wrong type (a number where text is expected), so no default Yup (English) text ever shows.
 */

/** A practical e-mail check, the one rule for every form: something@domain.tld, no spaces, a TLD of 2+ letters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** The longest e-mail address the tables hold. */
export const EMAIL_MAX = 255;

/**
 * Text, trimmed. Yup's own trim() and lowercase() call string methods on whatever arrived, so an
 * object or array sent as a field would throw instead of failing the rule: these transforms do not.
 */
export function text(wrongType: ValidationMessageId) {
  return string()
    .typeError(message(wrongType))
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
}

const lowercase = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
const uppercase = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** Text that must be there after trimming, of at most `max` characters. */
export function requiredText(required: ValidationMessageId, max?: { max: number; id: ValidationMessageId }) {
  const rule = text(required).required(message(required));
  return max ? rule.max(max.max, message(max.id)) : rule;
}

/** Text that may be empty (then null), of at most `max` characters; `wrongType` for anything but text. */
export function optionalText(max: number, tooLong: ValidationMessageId, wrongType: ValidationMessageId = tooLong) {
  return text(wrongType)
    .typeError(message(wrongType, { max }))
    .max(max, message(tooLong))
    .nullable()
    .transform((value: string | null | undefined) => (value ? value : null))
    .default(null);
}

/** An e-mail address, trimmed and lowercased; `invalid` for a missing, malformed or too long one. */
export function email(invalid: ValidationMessageId) {
  return text(invalid)
    .transform(lowercase)
    .required(message(invalid))
    .max(EMAIL_MAX, message(invalid))
    .matches(EMAIL_PATTERN, message(invalid));
}

/** One of `values` (compared after trimming, and in capitals with `{ upper: true }`); `invalid` otherwise. */
export function oneOf<T extends string>(values: readonly T[], invalid: ValidationMessageId, options: { upper?: boolean } = {}) {
  return text(invalid)
    .transform(options.upper ? uppercase : (value: unknown) => value)
    .required(message(invalid))
    .oneOf([...values], message(invalid));
}

/** A whole number from min to max (the message gets both); absent or empty gives `fallback`. */
export function wholeNumber(range: { min: number; max: number }, invalid: ValidationMessageId, fallback: number) {
  const problem = message(invalid, { min: range.min, max: range.max });
  return number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(problem)
    .integer(problem)
    .min(range.min, problem)
    .max(range.max, problem)
    .default(fallback);
}

/** A non-empty list of distinct values from `values`. */
export function someOf<T extends string>(values: readonly T[], required: ValidationMessageId, invalid: ValidationMessageId) {
  return array()
    .typeError(message(required))
    .of(
      string()
        .typeError(message(invalid, { list: values.join(', ') }))
        .oneOf([...values], message(invalid, { list: values.join(', ') }))
        .required(message(invalid, { list: values.join(', ') })),
    )
    .transform((list: unknown) => (Array.isArray(list) ? [...new Set(list)] : list))
    .min(1, message(required))
    .required(message(required));
}

/** Null or empty text counts as absent: the schema's default (if any) applies. */
const absent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** One of `values`, or nothing: absent, null or empty gives undefined. */
export function optionalOneOf<T extends string>(values: readonly T[], invalid: ValidationMessageId) {
  const problem = message(invalid, { list: values.join(', ') });
  return string()
    .typeError(problem)
    .transform((value: unknown) => absent(typeof value === 'string' ? value.trim() : value))
    .oneOf([...values], problem);
}

/** The largest id an integer column holds. */
export const MAX_ROW_ID = 2_147_483_647;

/** The id of a row: a whole number from 1 to MAX_ROW_ID; `invalid` when absent or anything else. */
export function rowId(invalid: ValidationMessageId) {
  const problem = message(invalid);
  return number().typeError(problem).integer(problem).min(1, problem).max(MAX_ROW_ID, problem).required(problem);
}

/** A moment: a Date, or text a Date reads (ISO 8601); absent, null or empty gives undefined (then the default). */
export function optionalDate(invalid: ValidationMessageId) {
  return date()
    .transform((value: unknown, original: unknown) => (absent(original) === undefined ? undefined : value))
    .typeError(message(invalid));
}

/** What an amount says when wrong: not an amount (also for a value of the wrong type), not above 0. */
export interface MoneyMessages {
  invalid: ValidationMessageId;
  positive: ValidationMessageId;
}

/**
 * An amount of money in dollars (money.ts): a decimal string, or a JSON number, with at most two
 * decimals, greater than 0 and at most 99,999,999.99 (what a decimal(10,2) column holds);
 * normalised to "1234.50".
 */
function amount({ invalid, positive }: MoneyMessages) {
  const centsOf = (value: unknown) => (typeof value === 'string' ? toCents(value) : undefined);
  return text(invalid)
    .transform((value: unknown) => {
      const cents = centsOf(value);
      return cents === undefined ? value : fromCents(cents);
    })
    .test('amount', message(invalid), (value) => {
      const cents = centsOf(value);
      return !value || (cents !== undefined && cents <= MAX_CENTS);
    })
    .test('positive', message(positive), (value) => {
      const cents = centsOf(value);
      return cents === undefined || cents > 0n;
    });
}

/** An amount that must be there (see `amount`). */
export function money(messages: MoneyMessages & { required: ValidationMessageId }) {
  return amount(messages).required(message(messages.required));
}

/** An amount that may be left out: absent, null or empty gives null (or the default set after). */
export function optionalMoney(messages: MoneyMessages) {
  return amount(messages).transform(absent).nullable().default(null);
}

/** One of `values` (compared after trimming) when given; absent, null or empty gives `fallback`. */
export function oneOfOrDefault<T extends string>(values: readonly T[], invalid: ValidationMessageId, fallback: T) {
  return text(invalid)
    .transform((value: unknown) => (value === '' || value === null ? undefined : value))
    .oneOf([...values], message(invalid))
    .default(fallback);
}

/** A checkbox: yes only when sent as true, "true", "yes" or 1; anything else (or nothing) is no. */
export function yesNo() {
  return mixed<boolean>()
    .transform(
      (_value: unknown, original: unknown) => original === true || original === 'true' || original === 'yes' || original === 1,
    )
    .default(false);
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/**
 * A day written YYYY-MM-DD, or nothing: absent or empty gives null. With `{ notAfterToday: true }`
 * a day after today (UTC, when the rule runs) is refused too.
 */
export function optionalDay(invalid: ValidationMessageId, options: { notAfterToday?: boolean } = {}) {
  return text(invalid)
    .nullable()
    .transform((value: string | null) => (value ? value : null))
    .default(null)
    .test(
      'day',
      message(invalid),
      (value) =>
        value == null || (isCalendarDay(value) && (!options.notAfterToday || value <= new Date().toISOString().slice(0, 10))),
    );
}
