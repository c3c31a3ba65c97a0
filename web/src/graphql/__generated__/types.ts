export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string | number; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `JSON` scalar type represents JSON values as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSON: { input: unknown; output: unknown; }
  /** The `JSONObject` scalar type represents JSON objects as specified by [ECMA-404](http://www.ecma-international.org/publications/files/ECMA-ST/ECMA-404.pdf). */
  JSONObject: { input: unknown; output: unknown; }
};

export type AuditEventFilter = {
  /** One of AUDIT_ACTIONS. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Part of the username of who made the change. */
  actor?: InputMaybe<Scalars['String']['input']>;
  actorId?: InputMaybe<Scalars['ID']['input']>;
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** One of AUDIT_ENTITY_TYPES. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

export type CategoryInput = {
  color?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type CharityInput = {
  address: Scalars['String']['input'];
  /** One of CHARITY_CATEGORIES. */
  category: Scalars['String']['input'];
  city: Scalars['String']['input'];
  description: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  registrationNumber: Scalars['String']['input'];
  /** Province or state code. */
  state: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
  /** Postal or ZIP code. */
  zipCode: Scalars['String']['input'];
};

export type ChatBusinessInfoInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  avgDonationValue?: InputMaybe<Scalars['String']['input']>;
  avgPickupTime?: InputMaybe<Scalars['String']['input']>;
  charityCount?: InputMaybe<Scalars['String']['input']>;
  commonQuestions?: InputMaybe<Array<ChatCommonQuestionInput>>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  coverageArea?: InputMaybe<Scalars['String']['input']>;
  donationProcess?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  pickupCost?: InputMaybe<Scalars['String']['input']>;
  supportHours?: InputMaybe<Scalars['String']['input']>;
  supportedVehicles?: InputMaybe<Scalars['String']['input']>;
  taxReceiptCompliance?: InputMaybe<Scalars['String']['input']>;
  totalDonationsProcessed?: InputMaybe<Scalars['String']['input']>;
  website?: InputMaybe<Scalars['String']['input']>;
  yearsInBusiness?: InputMaybe<Scalars['String']['input']>;
};

export type ChatCommonQuestionInput = {
  answer: Scalars['String']['input'];
  language: Scalars['String']['input'];
  question: Scalars['String']['input'];
};

export type ChatMessageSendInput = {
  content: Scalars['String']['input'];
  /** en or fr; guessed from the text when absent. */
  language?: InputMaybe<Scalars['String']['input']>;
  sessionId: Scalars['String']['input'];
};

export type ChatSessionCreateInput = {
  /** Client-chosen id (the widget); a new one otherwise. */
  sessionId?: InputMaybe<Scalars['String']['input']>;
  /** Extra instructions for this conversation (admins only). */
  systemPrompt?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type ChatSessionFilterInput = {
  /** all, today, yesterday, last7 or last30 */
  range?: InputMaybe<Scalars['String']['input']>;
  /** Text in the title or session id. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** recent, oldest, messages or active */
  sort?: InputMaybe<Scalars['String']['input']>;
};

export type ColorThemeInput = {
  accent: Scalars['String']['input'];
  accentForeground: Scalars['String']['input'];
  background: Scalars['String']['input'];
  border: Scalars['String']['input'];
  buttonGradient: Scalars['String']['input'];
  buttonHoverGradient: Scalars['String']['input'];
  card: Scalars['String']['input'];
  cardForeground: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  foreground: Scalars['String']['input'];
  heroGradient: Scalars['String']['input'];
  input: Scalars['String']['input'];
  muted: Scalars['String']['input'];
  mutedForeground: Scalars['String']['input'];
  name: Scalars['String']['input'];
  primary: Scalars['String']['input'];
  primaryForeground: Scalars['String']['input'];
  ring: Scalars['String']['input'];
  secondary: Scalars['String']['input'];
  secondaryForeground: Scalars['String']['input'];
};

export type ColorThemePatchInput = {
  accent?: InputMaybe<Scalars['String']['input']>;
  accentForeground?: InputMaybe<Scalars['String']['input']>;
  background?: InputMaybe<Scalars['String']['input']>;
  border?: InputMaybe<Scalars['String']['input']>;
  buttonGradient?: InputMaybe<Scalars['String']['input']>;
  buttonHoverGradient?: InputMaybe<Scalars['String']['input']>;
  card?: InputMaybe<Scalars['String']['input']>;
  cardForeground?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  foreground?: InputMaybe<Scalars['String']['input']>;
  heroGradient?: InputMaybe<Scalars['String']['input']>;
  input?: InputMaybe<Scalars['String']['input']>;
  muted?: InputMaybe<Scalars['String']['input']>;
  mutedForeground?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<Scalars['String']['input']>;
  primaryForeground?: InputMaybe<Scalars['String']['input']>;
  ring?: InputMaybe<Scalars['String']['input']>;
  secondary?: InputMaybe<Scalars['String']['input']>;
  secondaryForeground?: InputMaybe<Scalars['String']['input']>;
};

export type CreateAuctionInput = {
  donationId: Scalars['Int']['input'];
  endDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  minimumBid?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  pickupInstructions?: InputMaybe<Scalars['String']['input']>;
  reservePrice?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  startingBid?: InputMaybe<Scalars['String']['input']>;
  vehicleLocation: Scalars['String']['input'];
};

export type DealerApplicationInput = {
  address: Scalars['String']['input'];
  businessLicense?: InputMaybe<Scalars['String']['input']>;
  businessName: Scalars['String']['input'];
  city: Scalars['String']['input'];
  contactName: Scalars['String']['input'];
  dealerLicense: Scalars['String']['input'];
  email: Scalars['String']['input'];
  federalTaxId?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  operatingRadius?: InputMaybe<Scalars['Int']['input']>;
  phone: Scalars['String']['input'];
  specialties: Array<Scalars['String']['input']>;
  state: Scalars['String']['input'];
  zipCode: Scalars['String']['input'];
};

export type DonationCommunicationInput = {
  donationId: Scalars['Int']['input'];
  message: Scalars['String']['input'];
  /** outbound (to the donor) or inbound (from the donor). */
  method: Scalars['String']['input'];
  subject?: InputMaybe<Scalars['String']['input']>;
  /** email, phone, sms, note or letter. */
  type: Scalars['String']['input'];
};

export type DonationStatusUpdateInput = {
  donationId: Scalars['Int']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** A staff status, an admin status (in_progress: see docs/donation-statuses.md) or a donor status. */
  status: Scalars['String']['input'];
};

export type DonationSubmitInput = {
  address: Scalars['String']['input'];
  /** An active verified charity of charityChoices; the donation is made to it. */
  charityId?: InputMaybe<Scalars['ID']['input']>;
  city: Scalars['String']['input'];
  /** excellent, good, fair or poor (default good). */
  condition?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  /** Decimal dollars from the valuation. */
  estimatedValue?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  hasAccidents?: InputMaybe<Scalars['Boolean']['input']>;
  hasLienOrFinance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Idempotency key: the same key twice creates one donation. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** en or fr: the language of the confirmation e-mail. */
  language?: InputMaybe<Scalars['String']['input']>;
  lastName: Scalars['String']['input'];
  make: Scalars['String']['input'];
  /** Kilometres (default 0). */
  mileage?: InputMaybe<Scalars['Int']['input']>;
  model: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  phone: Scalars['String']['input'];
  /** asap, weekday, weekend or schedule (default asap). */
  pickupPreference?: InputMaybe<Scalars['String']['input']>;
  /** Postal or ZIP code. */
  postalCode: Scalars['String']['input'];
  preferredCharity?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  preferredDate?: InputMaybe<Scalars['String']['input']>;
  /** Province or state code. */
  province: Scalars['String']['input'];
  trim?: InputMaybe<Scalars['String']['input']>;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
  vin?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
};

export type FormFieldConditionInput = {
  equals: Scalars['String']['input'];
  fieldId: Scalars['String']['input'];
};

export type FormFieldInput = {
  id: Scalars['String']['input'];
  label: Scalars['String']['input'];
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  placeholder?: InputMaybe<Scalars['String']['input']>;
  required?: InputMaybe<Scalars['Boolean']['input']>;
  showWhen?: InputMaybe<FormFieldConditionInput>;
  type: Scalars['String']['input'];
};

export type FormInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  fields: Array<FormFieldInput>;
  /** Default true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  notifyEmail?: InputMaybe<Scalars['String']['input']>;
  /** Empty: made from the name, unique with -2, -3… */
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type LoginInput = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type PageInput = {
  content: Scalars['String']['input'];
  excerpt?: InputMaybe<Scalars['String']['input']>;
  featuredImage?: InputMaybe<Scalars['String']['input']>;
  isHomepage?: InputMaybe<Scalars['Boolean']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  template?: InputMaybe<Scalars['String']['input']>;
  title: Scalars['String']['input'];
  translationOf?: InputMaybe<Scalars['ID']['input']>;
};

export type PlaceBidInput = {
  auctionId: Scalars['Int']['input'];
  bidAmount: Scalars['String']['input'];
  /** The dealer bidding: required of an admin (a phone bid); a dealer may only name itself. */
  dealerId?: InputMaybe<Scalars['Int']['input']>;
  /** Retrying with the same key creates one bid. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
};

export type PostDraftInput = {
  categoryName?: InputMaybe<Scalars['String']['input']>;
  /** en | fr */
  language?: InputMaybe<Scalars['String']['input']>;
  /** short | medium | long */
  length?: InputMaybe<Scalars['String']['input']>;
  /** professional | friendly | informative | inspiring */
  tone?: InputMaybe<Scalars['String']['input']>;
  /** The post title. */
  topic: Scalars['String']['input'];
};

export type PostInput = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  excerpt?: InputMaybe<Scalars['String']['input']>;
  featuredImage?: InputMaybe<Scalars['String']['input']>;
  language?: InputMaybe<Scalars['String']['input']>;
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  title: Scalars['String']['input'];
  translationOf?: InputMaybe<Scalars['ID']['input']>;
};

export type ReceiptGenerateInput = {
  /** Value of any advantage the donor received, decimal dollars. */
  advantageAmount?: InputMaybe<Scalars['String']['input']>;
  advantageDescription?: InputMaybe<Scalars['String']['input']>;
  appraiserAddress?: InputMaybe<Scalars['String']['input']>;
  appraiserName?: InputMaybe<Scalars['String']['input']>;
  donationId: Scalars['Int']['input'];
  /** YYYY-MM-DD the vehicle was received (default: pickup date). */
  giftReceivedDate?: InputMaybe<Scalars['String']['input']>;
  /** en or fr (default en). */
  language?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Fair market value of the vehicle, decimal dollars. */
  receiptValue: Scalars['String']['input'];
  /** E-mail the PDF to the donor. */
  sendEmail: Scalars['Boolean']['input'];
};

/** Account roles (spec 000 §6) */
export type Role =
  | 'admin'
  | 'charity'
  | 'dealer'
  | 'editor'
  | 'staff'
  | 'user';

export type SaveSettingInput = {
  category: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  key: Scalars['String']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
  /** The value, as text or JSON; null clears it */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

export type TagInput = {
  name: Scalars['String']['input'];
  slug?: InputMaybe<Scalars['String']['input']>;
};

export type UserCreateFormInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  /** "set" (with password) or "link" (the default: an e-mailed link). */
  passwordMode?: InputMaybe<Scalars['String']['input']>;
  role: Role;
  username: Scalars['String']['input'];
};

export type UserFormInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  role: Role;
  username: Scalars['String']['input'];
};

export type ValuationInput = {
  /** none, minor or major (default none). */
  accidents?: InputMaybe<Scalars['String']['input']>;
  /** excellent, good, fair or poor (default good). */
  condition?: InputMaybe<Scalars['String']['input']>;
  hasLienOrFinance?: InputMaybe<Scalars['Boolean']['input']>;
  location: Scalars['String']['input'];
  make: Scalars['String']['input'];
  /** Kilometres. */
  mileage: Scalars['Int']['input'];
  model: Scalars['String']['input'];
  modifications?: InputMaybe<Scalars['String']['input']>;
  /** excellent, good, fair or poor (default good). */
  serviceHistory?: InputMaybe<Scalars['String']['input']>;
  trim?: InputMaybe<Scalars['String']['input']>;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
  vin?: InputMaybe<Scalars['String']['input']>;
  year: Scalars['Int']['input'];
};

export type WebhookEndpointInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  events: Array<Scalars['String']['input']>;
  url: Scalars['String']['input'];
};

export type WebhookEndpointPatchInput = {
  active?: InputMaybe<Scalars['Boolean']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  rotateSecret?: InputMaybe<Scalars['Boolean']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};
