/**
 * The donor form's fixed choices, the staff forms' limits and the few answers that are not a
 * form's message (spec 000 §2.5, §5). Pure data, bundled by the web too
 * (`@vdp/shared/donations/…`); labels are web catalog ids built from the values.
 */
import { US_STATES } from '../dealers/dealer.constants';

export const PICKUP_PREFERENCES = ['asap', 'weekday', 'weekend', 'schedule'] as const;
export type PickupPreference = (typeof PICKUP_PREFERENCES)[number];

/** The six charity choices, "other" last (web ids `donate.charity.<value>`). */
export const CHARITY_CHOICES = [
  'canadian-cancer-society',
  'heart-and-stroke',
  'food-banks-canada',
  'habitat-for-humanity',
  'salvation-army',
  'other',
] as const;
export type CharityChoice = (typeof CHARITY_CHOICES)[number];

/** Provinces and territories (spec 000 §9); the wizard's default is Ontario. */
export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export const DEFAULT_PROVINCE = 'ON';
/** Where a donor may live (spec 000 §9): the provinces and territories, then the 50 US states. */
export const DONOR_REGIONS = [...PROVINCES, ...US_STATES] as const;

/** What the donor portal answers besides its forms' messages (those are in the shared catalogue). */
export const DONATION_MESSAGES = {
  accessCodeInvalid: 'Invalid access code',
  lookupRateLimited: 'Too many lookups from this device. Please wait a minute and try again.',
} as const;

/** Communications staff record (spec 000 §7.2; web ids `communication.type.<value>`, `communication.method.<value>`). */
export const COMMUNICATION_TYPES = ['email', 'phone', 'sms', 'note', 'letter'] as const;
export type CommunicationType = (typeof COMMUNICATION_TYPES)[number];
/** Which way it went: to the donor or from the donor. */
export const COMMUNICATION_METHODS = ['outbound', 'inbound'] as const;
export type CommunicationMethod = (typeof COMMUNICATION_METHODS)[number];

/**
 * E-mails the platform itself sends the donor, recorded as communications of these types with
 * method `email`: they are the donation's notifications (GET /api/donations/{id}/notifications).
 */
export const NOTIFICATION_TYPES = ['confirmation', 'receipt'] as const;
export const NOTIFICATION_METHOD = 'email';

/** Rows in one page of the staff list (the connection's `first` on the staff screens). */
export const STAFF_PAGE_SIZE = 20;

/** What the staff operations answer besides their forms' messages (those are in the shared catalogue). */
export const STAFF_MESSAGES = {
  donationNotFound: (id: number) => `Donation ${id} not found`,
} as const;

/**
 * Lengths and shares the staff forms accept (spec 000 §2.8): the api checks them
 * (their schemas in ../validation) and the web's forms show them before sending.
 */
export const STAFF_LIMITS = {
  search: 100,
  notes: 2000,
  subject: 255,
  message: 5000,
  /** Appraiser name. */
  text: 255,
  /** Advantage description, appraiser address. */
  address: 500,
  /** CRA: above this share of the gift's value there is generally no gift, so no receipt. */
  maxAdvantagePercent: 80,
} as const;

/** The languages a tax receipt is printed in. */
export const RECEIPT_LANGUAGES = ['en', 'fr'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];
