import { object, type InferType } from 'yup';
import { DEALER_SPECIALTIES, OPERATING_RADIUS, US_STATES } from '../dealers/dealer.constants';
import { email, oneOf, optionalText, requiredText, someOf, wholeNumber } from './rules';

/** The dealer application (spec 000 §5): the registration page, POST /api/dealers and registerDealer. */
export const dealerApplicationSchema = object({
  businessName: requiredText('dealers.form.required.businessName', { max: 255, id: 'dealers.form.tooLong.businessName' }),
  contactName: requiredText('dealers.form.required.contactName', { max: 255, id: 'dealers.form.tooLong.contactName' }),
  email: email('dealers.form.invalid.email'),
  phone: requiredText('dealers.form.required.phone', { max: 20, id: 'dealers.form.tooLong.phone' }),
  address: requiredText('dealers.form.required.address', { max: 255, id: 'dealers.form.tooLong.address' }),
  city: requiredText('dealers.form.required.city', { max: 100, id: 'dealers.form.tooLong.city' }),
  state: oneOf(US_STATES, 'dealers.form.invalid.state', { upper: true }),
  zipCode: requiredText('dealers.form.required.zipCode', { max: 10, id: 'dealers.form.tooLong.zipCode' }),
  dealerLicense: requiredText('dealers.form.required.dealerLicense', { max: 100, id: 'dealers.form.tooLong.dealerLicense' }),
  businessLicense: optionalText(100, 'dealers.form.tooLong.businessLicense'),
  federalTaxId: optionalText(50, 'dealers.form.tooLong.federalTaxId'),
  specialties: someOf(DEALER_SPECIALTIES, 'dealers.form.specialtiesRequired', 'dealers.form.invalid.specialties'),
  operatingRadius: wholeNumber(OPERATING_RADIUS, 'dealers.form.invalid.radius', OPERATING_RADIUS.default),
  notes: optionalText(2000, 'dealers.form.tooLong.notes'),
});

export type DealerApplication = InferType<typeof dealerApplicationSchema>;

/** An admin's decision on an application: PATCH /api/dealers/{id}/status and setDealerStatus. */
export const dealerStatusSchema = object({
  verificationStatus: oneOf(['verified', 'rejected'] as const, 'dealers.status.invalid'),
});
