import { object, type InferType } from 'yup';
import { ADMIN_STATUSES, ALL_STATUSES, isAdminStatus, isDonationStatus } from '../donations/donation-status';
import { COMMUNICATION_METHODS, COMMUNICATION_TYPES, STAFF_LIMITS } from '../donations/donation.constants';
import { message, type ValidationMessageId } from './message';
import { oneOf, optionalText, requiredText, rowId, text } from './rules';

/** The statuses staff may set or filter by: every stored status and every admin status. */
const KNOWN_STATUSES = [...new Set<string>([...ALL_STATUSES, ...ADMIN_STATUSES])];
const isKnownStatus = (value: string) => isDonationStatus(value) || isAdminStatus(value);

/** A known status (see KNOWN_STATUSES), or none (a required one says so itself); `unknown` names the value sent, `wrongType` is for anything but text. */
function knownStatus(unknown: ValidationMessageId, wrongType: ValidationMessageId) {
  const list = KNOWN_STATUSES.join(', ');
  return text(wrongType)
    .typeError(message(wrongType, { status: '', list }))
    .test('known', (value, context) =>
      value === undefined || value === null || value === '' || isKnownStatus(value)
        ? true
        : context.createError({ message: message(unknown, { status: value, list }) }),
    );
}

/** A donation's id, from a path (/api/donations/{id}/…) or an input. */
export const donationIdSchema = object({
  donationId: rowId('staff.validation.donationId'),
});

/**
 * The staff list's filters (GET /api/donations, staffDonations): search text and a status filter
 * (a stored or admin status; empty or "all" for every one). The page is read apart (page.schema.ts).
 */
export const staffDonationListSchema = object({
  search: optionalText(STAFF_LIMITS.search, 'staff.validation.searchTooLong', 'staff.validation.searchNotText'),
  status: knownStatus('staff.validation.statusFilterUnknown', 'staff.validation.statusFilterUnknown')
    .nullable()
    .transform((value: string | null) => (value && value !== 'all' ? value : null))
    .default(null),
});
export type StaffDonationListQuery = InferType<typeof staffDonationListSchema>;

/** A status change (PATCH /api/donations/{id}/status, donationStatusUpdate): any known status, optional notes. */
export const donationStatusUpdateSchema = donationIdSchema.shape({
  status: knownStatus('staff.validation.statusUnknown', 'staff.status.required').required(message('staff.status.required')),
  notes: optionalText(STAFF_LIMITS.notes, 'staff.notes.tooLong', 'staff.validation.notesNotText'),
});
export type StatusUpdateRequest = InferType<typeof donationStatusUpdateSchema>;

/** The status form on the web: the same rules; the donation is the open one, not a field. */
export const donationStatusUpdateFormSchema = donationStatusUpdateSchema.omit(['donationId']);
export type StatusUpdateFormRequest = InferType<typeof donationStatusUpdateFormSchema>;

/** A communication with the donor (POST /api/donations/{id}/communications, donationCommunicationAdd). */
export const donationCommunicationSchema = donationIdSchema.shape({
  type: oneOf(COMMUNICATION_TYPES, 'staff.comm.type.required'),
  method: oneOf(COMMUNICATION_METHODS, 'staff.comm.method.required'),
  subject: optionalText(STAFF_LIMITS.subject, 'staff.comm.subject.tooLong', 'staff.validation.subjectNotText'),
  message: requiredText('staff.comm.message.required', { max: STAFF_LIMITS.message, id: 'staff.comm.message.tooLong' }),
});
export type CommunicationRequest = InferType<typeof donationCommunicationSchema>;

/** The communication form on the web: the same rules; the donation is the open one, not a field. */
export const donationCommunicationFormSchema = donationCommunicationSchema.omit(['donationId']);
export type CommunicationFormRequest = InferType<typeof donationCommunicationFormSchema>;
