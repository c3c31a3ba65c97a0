/**
 * The donor form's fixed choices and messages (spec 000 §2.5, §5). Pure data, bundled by the web
 * too (`@vdp/shared/donations/…`); labels are web catalog ids built from the values.
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

export const DONATION_MESSAGES = {
  yearRange: (min: number, max: number) => `Year must be between ${min} and ${max}`,
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  mileage: 'Mileage must be a whole number of at least 0',
  condition: 'Condition must be excellent, good, fair or poor',
  vehicleType: 'Vehicle type must be car, truck, motorcycle, boat or other',
  provinceRequired: 'State is required',
  vinLength: 'VIN must be at most 17 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Valid email is required',
  phoneRequired: 'Phone number is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  postalCodeRequired: 'ZIP code is required',
  pickupPreference: 'Pickup preference must be asap, weekday, weekend or schedule',
  charity: 'Choose one of the listed charities',
  preferredDate: 'Preferred date must be a date (YYYY-MM-DD)',
  estimatedValue: 'Estimated value must be an amount between 0 and 99,999,999.99',
  idempotencyKey: 'Idempotency key must be 8 to 64 letters, digits, dashes or underscores',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  emailLookupInvalid: 'Please enter a valid email address',
  accessCodeRequired: 'Access code required',
  accessCodeInvalid: 'Invalid access code',
  lookupRateLimited: 'Too many lookups from this device. Please wait a minute and try again.',
} as const;

/** A practical e-mail check: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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

/** Staff list paging. */
export const STAFF_PAGE_SIZE = 20;
export const STAFF_MAX_PAGE_SIZE = 100;

export const STAFF_MESSAGES = {
  statusRequired: 'Status is required',
  statusUnknown: (value: string) => `Unknown status "${value}"`,
  statusFilterUnknown: (value: string) => `Unknown status filter "${value}"`,
  notesTooLong: (max: number) => `Notes must be at most ${max} characters`,
  donationId: 'Donation id must be a positive whole number',
  donationNotFound: (id: number) => `Donation ${id} not found`,
  page: 'Page must be a whole number of at least 1',
  pageSize: (max: number) => `Page size must be a whole number from 1 to ${max}`,
  searchTooLong: (max: number) => `Search must be at most ${max} characters`,
  communicationType: `Type must be one of ${COMMUNICATION_TYPES.join(', ')}`,
  communicationMethod: `Method must be one of ${COMMUNICATION_METHODS.join(', ')}`,
  subjectTooLong: (max: number) => `Subject must be at most ${max} characters`,
  messageRequired: 'Message is required',
  messageTooLong: (max: number) => `Message must be at most ${max} characters`,
} as const;

/**
 * Lengths and shares the staff forms accept (spec 000 §2.8): the api checks them
 * (staff-donation.parse.ts, receipt.parse.ts) and the web's forms show them before sending.
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
