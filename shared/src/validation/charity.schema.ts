import { boolean, object, type InferType } from 'yup';
import { CHARITY_CATEGORIES, CHARITY_DESCRIPTION, CHARITY_LIMITS } from '../charities/charity.constants';
import { parseCharityNumber } from '../charities/charity-number';
import { DONOR_REGIONS } from '../donations/donation.constants';
import { message } from './message';
import { email, money, oneOf, optionalText, requiredText, text } from './rules';

/** A CRA number (123456789RR0001) or a US EIN (12-3456789), spaces and dashes tolerated; stored compact. */
export function charityNumber() {
  return requiredText('charities.number.required')
    .test('charity-number', message('charities.number.invalid'), (value) => !value || parseCharityNumber(value) !== null)
    .transform((value: unknown) => (typeof value === 'string' ? (parseCharityNumber(value)?.number ?? value) : value));
}

/**
 * A charity's record as registered (spec 000 §3, §5) and as the admin edits it (spec 001 §2):
 * POST /api/charities, PUT /api/charities/{id}, registerCharity, updateCharity. The REST door
 * also reads `province` and `postalCode` (the admin form's names) as state and zipCode.
 */
export const charitySchema = object({
  name: requiredText('charities.form.required.name', { max: CHARITY_LIMITS.name, id: 'charities.form.tooLong.name' }),
  registrationNumber: charityNumber(),
  address: requiredText('charities.form.required.address', { max: CHARITY_LIMITS.address, id: 'charities.form.tooLong.address' }),
  city: requiredText('charities.form.required.city', { max: CHARITY_LIMITS.city, id: 'charities.form.tooLong.city' }),
  state: oneOf(DONOR_REGIONS, 'charities.form.required.state', { upper: true }),
  zipCode: requiredText('charities.form.required.zipCode', { max: CHARITY_LIMITS.zipCode, id: 'charities.form.tooLong.zipCode' }),
  phone: optionalText(CHARITY_LIMITS.phone, 'charities.form.tooLong.phone'),
  email: email('charities.form.invalid.email'),
  website: optionalText(CHARITY_LIMITS.website, 'charities.form.tooLong.website'),
  description: text('charities.form.tooShort.description')
    .typeError(message('charities.form.tooShort.description', { min: CHARITY_DESCRIPTION.min }))
    .required(message('charities.form.tooShort.description', { min: CHARITY_DESCRIPTION.min }))
    .min(CHARITY_DESCRIPTION.min, message('charities.form.tooShort.description'))
    .max(CHARITY_DESCRIPTION.max, message('charities.form.tooLong.description')),
  category: oneOf(CHARITY_CATEGORIES, 'charities.form.required.category'),
});
export type CharityInput = InferType<typeof charitySchema>;

/** The registration page: the record plus the terms, which must be accepted (spec 000 §5). */
export const charityRegistrationFormSchema = charitySchema.shape({
  termsAccepted: boolean()
    .typeError(message('charities.form.termsRequired'))
    .oneOf([true], message('charities.form.termsRequired'))
    .required(message('charities.form.termsRequired')),
});

/** A registration number to look up (verify, search, metrics, enhanced, eligibility, sync). */
export const charityNumberSchema = object({ registrationNumber: charityNumber() });

/** Receipt validation (spec 000 §5): a charity and an amount. */
export const charityReceiptCheckSchema = object({
  registrationNumber: charityNumber(),
  donationAmount: money({
    required: 'charities.receiptCheck.amountRequired',
    invalid: 'charities.receiptCheck.amountInvalid',
    positive: 'charities.receiptCheck.amountInvalid',
  }),
});

/** An admin's verification decision: verified (the registry must list it as registered) or rejected. */
export const charityVerificationSchema = object({
  verificationStatus: oneOf(['verified', 'rejected'] as const, 'charities.status.invalid'),
});

/** Activate or deactivate (PATCH /api/charities/{id}/status). */
export const charityActiveSchema = object({
  isActive: boolean().typeError(message('charities.active.invalid')).required(message('charities.active.invalid')).strict(),
});

/** The admin list's filter (GET /api/charities, charities): a search over name, registration number and city. The page is read apart (page.schema.ts). */
export const charityListSchema = object({
  search: optionalText(CHARITY_LIMITS.search, 'charities.search.tooLong'),
});
export type CharityListQuery = InferType<typeof charityListSchema>;
