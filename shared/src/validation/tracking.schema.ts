import { object, type InferType } from 'yup';
import { message } from './message';
import { email, text } from './rules';

/**
 * A tracking code (spec 000 §2.7): GET /api/donor-portal/{code}, donorPortal, donationStatusChanged
 * and the receipt download. Only its presence is a rule of the form; a code of the wrong shape is
 * simply not found (after it counts against the lookup limit).
 */
export const trackingCodeSchema = object({
  accessCode: text('tracking.code.required.title').required(message('tracking.code.required.title')),
});
export type TrackingCode = InferType<typeof trackingCodeSchema>;

/**
 * The donor portal's e-mail lookup: GET /api/donations/email/{email}?accessCode= and
 * donationsByEmail. The tracking code of one of the address's donations proves the asker received
 * its confirmation e-mail: an address alone shows nothing (issue 16, security review).
 */
export const donorEmailSchema = object({
  email: email('tracking.email.invalid'),
  accessCode: text('tracking.code.required.title').required(message('tracking.code.required.title')),
});
