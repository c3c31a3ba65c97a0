import { COMMUNICATION_METHODS, COMMUNICATION_TYPES, STAFF_LIMITS } from '@vdp/shared/donations/donation.constants';
import { STAFF_STATUSES } from '@vdp/shared/donations/donation-status';
import { boolean, mixed, object, string, type InferType } from 'yup';
import type { MessageId } from '../../i18n/messages';

/** The staff forms' rules, with messages from the catalogs; the api's limits, checked again there. */
export const LIMITS = STAFF_LIMITS;
export const MAX_ADVANTAGE_PERCENT = STAFF_LIMITS.maxAdvantagePercent;

const m = (id: MessageId) => id;

/** Decimal dollars with at most two decimals, below 100 million (decimal(10,2)). */
export const MONEY_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

export const statusSchema = object({
  status: string()
    .required(m('staff.status.required'))
    .oneOf<string>([...STAFF_STATUSES], m('staff.status.required')),
  notes: string().trim().max(LIMITS.notes, m('staff.notes.tooLong')),
});
export type StatusFormValues = InferType<typeof statusSchema>;
export const STATUS_INITIAL: StatusFormValues = { status: '', notes: '' };

export const communicationSchema = object({
  type: string()
    .required(m('staff.comm.type.required'))
    .oneOf([...COMMUNICATION_TYPES], m('staff.comm.type.required')),
  method: string()
    .required(m('staff.comm.method.required'))
    .oneOf([...COMMUNICATION_METHODS], m('staff.comm.method.required')),
  subject: string().trim().max(LIMITS.subject, m('staff.comm.subject.tooLong')),
  message: string().trim().required(m('staff.comm.message.required')).max(LIMITS.message, m('staff.comm.message.tooLong')),
});
export type CommunicationFormValues = InferType<typeof communicationSchema>;
export const COMMUNICATION_INITIAL: CommunicationFormValues = { type: 'phone', method: 'outbound', subject: '', message: '' };

export const RECEIPT_LANGUAGES = ['en', 'fr'] as const;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const money = () =>
  string()
    .trim()
    .matches(MONEY_PATTERN, { message: m('staff.receipt.value.invalid'), excludeEmptyString: true });

export const receiptSchema = object({
  receiptValue: money()
    .required(m('staff.receipt.value.required'))
    .test('positive', m('staff.receipt.value.invalid'), (value) => !MONEY_PATTERN.test(value) || Number(value) > 0),
  notes: string().trim().max(LIMITS.notes, m('staff.notes.tooLong')),
  sendEmail: boolean().required(),
  language: mixed<(typeof RECEIPT_LANGUAGES)[number]>()
    .oneOf([...RECEIPT_LANGUAGES])
    .required(),
  advantageAmount: money().test('notAboveShare', m('staff.receipt.advantage.tooHigh'), function check(value) {
    const total = Number(this.parent.receiptValue);
    return !value || !Number.isFinite(total) || Number(value) * 100 <= total * MAX_ADVANTAGE_PERCENT;
  }),
  advantageDescription: string()
    .trim()
    .max(LIMITS.address, m('staff.receipt.tooLong'))
    .when('advantageAmount', {
      is: (amount: string | undefined) => Boolean(amount && Number(amount) > 0),
      then: (schema) => schema.required(m('staff.receipt.advantageDescription.required')),
    }),
  appraiserName: string().trim().max(LIMITS.text, m('staff.receipt.tooLong')),
  appraiserAddress: string().trim().max(LIMITS.address, m('staff.receipt.tooLong')),
  giftReceivedDate: string()
    .trim()
    .matches(ISO_DATE, { message: m('staff.receipt.giftDate.invalid'), excludeEmptyString: true })
    .test('notFuture', m('staff.receipt.giftDate.invalid'), (value) => !value || value <= new Date().toISOString().slice(0, 10)),
});
export type ReceiptFormValues = InferType<typeof receiptSchema>;
export const RECEIPT_INITIAL: ReceiptFormValues = {
  receiptValue: '',
  notes: '',
  sendEmail: true,
  language: 'en',
  advantageAmount: '',
  advantageDescription: '',
  appraiserName: '',
  appraiserAddress: '',
  giftReceivedDate: '',
};

/** Empty optional text goes to the api as null. */
export const orNull = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);
