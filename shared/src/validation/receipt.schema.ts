import { boolean, object, type InferType } from 'yup';
import { RECEIPT_LANGUAGES, STAFF_LIMITS } from '../donations/donation.constants';
import { toCents } from '../money';
import { message } from './message';
import { money, oneOf, optionalDay, optionalMoney, optionalText, rowId } from './rules';

const centsOf = (amount: unknown) => (typeof amount === 'string' ? (toCents(amount) ?? 0n) : 0n);

/**
 * CRA: when the advantage exceeds this share of the gift's value there is generally no gift, so
 * no receipt (the de minimis threshold of the "intention to give" test).
 */
const MAX_ADVANTAGE_PERCENT = BigInt(STAFF_LIMITS.maxAdvantagePercent);

/**
 * The tax receipt form (docs/receipts.md): POST /api/donations/{id}/generate-receipt and
 * donationReceiptGenerate. Amounts come back as "1234.50"; an advantage of 0 is no advantage.
 */
export const receiptRequestSchema = object({
  donationId: rowId('staff.validation.donationId'),
  /** Fair market value of the vehicle. */
  receiptValue: money({
    required: 'staff.receipt.value.required',
    invalid: 'staff.receipt.value.invalid',
    positive: 'staff.receipt.value.invalid',
  }),
  advantageAmount: optionalMoney({ invalid: 'staff.receipt.advantage.invalid', positive: 'staff.receipt.advantage.invalid' })
    // 0 passes as "no advantage" before the rule that wants an amount above 0
    .transform((amount: string | null) => (amount === '0.00' ? null : amount))
    .test(
      'share',
      message('staff.receipt.advantage.tooHigh', { percent: STAFF_LIMITS.maxAdvantagePercent }),
      function withinShare(amount) {
        const value = centsOf(this.parent.receiptValue);
        return value <= 0n || centsOf(amount) * 100n <= value * MAX_ADVANTAGE_PERCENT;
      },
    ),
  advantageDescription: optionalText(
    STAFF_LIMITS.address,
    'staff.receipt.tooLong',
    'staff.receipt.advantageDescription.notText',
  ).when('advantageAmount', {
    is: (amount: unknown) => centsOf(amount) > 0n,
    then: (description) => description.required(message('staff.receipt.advantageDescription.required')),
  }),
  appraiserName: optionalText(STAFF_LIMITS.text, 'staff.receipt.tooLong', 'staff.receipt.appraiserName.notText'),
  appraiserAddress: optionalText(STAFF_LIMITS.address, 'staff.receipt.tooLong', 'staff.receipt.appraiserAddress.notText'),
  /** The day the vehicle was received (default: its pickup date). */
  giftReceivedDate: optionalDay('staff.receipt.giftDate.invalid', { notAfterToday: true }),
  notes: optionalText(STAFF_LIMITS.notes, 'staff.notes.tooLong', 'staff.validation.notesNotText'),
  /** E-mail the PDF to the donor: true or false (also as text); absent is false. */
  sendEmail: boolean()
    .transform((_value: unknown, original: unknown) =>
      original === 'true' ? true : original === 'false' ? false : isBlank(original) ? undefined : original,
    )
    .typeError(message('staff.receipt.sendEmail.invalid'))
    .default(false),
  /** The receipt's language; absent: the donor's (the donation's language). */
  language: oneOf(RECEIPT_LANGUAGES, 'staff.receipt.language.invalid')
    .transform((language: unknown) => (isBlank(language) ? undefined : language))
    .optional(),
});

export type ReceiptRequest = InferType<typeof receiptRequestSchema>;

/** The receipt form on the web: the same rules; the donation is the open one, not a field. */
export const receiptFormSchema = receiptRequestSchema.omit(['donationId']);
export type ReceiptFormRequest = InferType<typeof receiptFormSchema>;

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}
