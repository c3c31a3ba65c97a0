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

/** A new API key (rules: the shared apiKeyCreateSchema). */
export type ApiKeyInput = {
  /** What uses the key (1-100 characters), e.g. "CRM sync". */
  name: Scalars['String']['input'];
  /** Read-only (the default) or read-write. */
  readOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** A role of the permission table: admin, editor, staff, dealer, charity, user. */
  role: Scalars['String']['input'];
};

/** The audit trail’s filters (auditEventFilterSchema); all given must match. */
export type AuditEventFilter = {
  /** One of AUDIT_ACTIONS. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Part of the username of who made the change. */
  actor?: InputMaybe<Scalars['String']['input']>;
  /** The account that made the change, by id. */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** The changed record’s id, exactly (with entityType, one record’s history). */
  entityId?: InputMaybe<Scalars['String']['input']>;
  /** One of AUDIT_ENTITY_TYPES. */
  entityType?: InputMaybe<Scalars['String']['input']>;
  /** Changes at or after this moment. */
  from?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Changes at or before this moment; not before from. */
  to?: InputMaybe<Scalars['DateTimeISO']['input']>;
};

/** A blog category (categorySchema), new or edited. */
export type CategoryInput = {
  /** Its badge colour, #RRGGBB; empty: #6B7280 (DEFAULT_CATEGORY_COLOR). */
  color?: InputMaybe<Scalars['String']['input']>;
  /** What it covers (up to 500 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its name (up to 100 characters), unique. */
  name: Scalars['String']['input'];
  /** Lower-case letters, digits and dashes, up to 50 characters; must be free (409). Empty: made from the name. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A charity’s record, as it registers or as the admin edits it (charitySchema). */
export type CharityInput = {
  /** Street address (up to 255 characters). */
  address: Scalars['String']['input'];
  /** One of CHARITY_CATEGORIES (@vdp/shared/charities/charity.constants). */
  category: Scalars['String']['input'];
  /** City (up to 100 characters). */
  city: Scalars['String']['input'];
  /** What the charity does, 10 to 500 characters. */
  description: Scalars['String']['input'];
  /** Contact e-mail address; the charity account is made for it once verified. */
  email: Scalars['String']['input'];
  /** The charity’s name (up to 255 characters). */
  name: Scalars['String']['input'];
  /** Contact phone number (up to 20 characters). */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** A CRA number (123456789RR0001) or a US EIN (12-3456789), spaces and dashes allowed; unique, stored compact. */
  registrationNumber: Scalars['String']['input'];
  /** Province or state code: one of DONOR_REGIONS (@vdp/shared/donations/donation.constants). */
  state: Scalars['String']['input'];
  /** Website address (up to 255 characters). */
  website?: InputMaybe<Scalars['String']['input']>;
  /** Postal or ZIP code. */
  zipCode: Scalars['String']['input'];
};

/** The whole business information (businessInfoSchema): text up to 1000 characters each; absent or null is empty. */
export type ChatBusinessInfoInput = {
  /** The postal address the assistant gives. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** What a donated vehicle is typically worth, as text, e.g. "$1,500". */
  avgDonationValue?: InputMaybe<Scalars['String']['input']>;
  /** How soon a pickup usually happens, e.g. "1-3 business days". */
  avgPickupTime?: InputMaybe<Scalars['String']['input']>;
  /** How many charities donors choose among, as text, e.g. "120". */
  charityCount?: InputMaybe<Scalars['String']['input']>;
  /** Up to CHAT_LIMITS.maxCommonQuestions (100) questions and answers; absent or null is none. */
  commonQuestions?: InputMaybe<Array<ChatCommonQuestionInput>>;
  /** The organisation’s name, as the assistant introduces it. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Where vehicles are picked up, e.g. "Ontario and Quebec". */
  coverageArea?: InputMaybe<Scalars['String']['input']>;
  /** The donation’s steps, as the assistant explains them. */
  donationProcess?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail address the assistant gives for reaching a person. A valid address, or empty. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The phone number the assistant gives for talking to a person. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** What a pickup costs the donor, e.g. "Free". */
  pickupCost?: InputMaybe<Scalars['String']['input']>;
  /** When a person answers, as the assistant says it, e.g. "Mon–Fri 9–5". */
  supportHours?: InputMaybe<Scalars['String']['input']>;
  /** The vehicles accepted, e.g. "cars, trucks, motorcycles and boats". */
  supportedVehicles?: InputMaybe<Scalars['String']['input']>;
  /** How its tax receipts meet the rules (e.g. CRA official receipts), as the assistant explains it. */
  taxReceiptCompliance?: InputMaybe<Scalars['String']['input']>;
  /** How many donations it has handled, as text, e.g. "10,000+". */
  totalDonationsProcessed?: InputMaybe<Scalars['String']['input']>;
  /** The website address the assistant refers to. */
  website?: InputMaybe<Scalars['String']['input']>;
  /** How long the organisation has operated, as text. */
  yearsInBusiness?: InputMaybe<Scalars['String']['input']>;
};

/** A question and its answer for the assistant, in one language. */
export type ChatCommonQuestionInput = {
  /** The answer the assistant gives (1 to 2000 characters). */
  answer: Scalars['String']['input'];
  /** en or fr (CHAT_LANGUAGES); en when empty. */
  language: Scalars['String']['input'];
  /** The question as a visitor might ask it (1 to 2000 characters). */
  question: Scalars['String']['input'];
};

/** A visitor’s message (chatMessageSchema); one reply at a time per conversation. */
export type ChatMessageSendInput = {
  /** The question, 1 to CHAT_LIMITS.maxMessageLength (2000) characters after trimming. */
  content: Scalars['String']['input'];
  /** en or fr; guessed from the text when absent. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** One of your conversations’ public id. */
  sessionId: Scalars['String']['input'];
};

/** A new conversation (chatSessionCreateSchema); every field optional. */
export type ChatSessionCreateInput = {
  /** Client-chosen id (the widget); a new one otherwise. */
  sessionId?: InputMaybe<Scalars['String']['input']>;
  /** Extra instructions for this conversation (admins only). */
  systemPrompt?: InputMaybe<Scalars['String']['input']>;
  /** Up to 255 characters; default New Conversation (the first question renames it). */
  title?: InputMaybe<Scalars['String']['input']>;
};

/** The admin chat history’s filter and order (chatSessionFilterSchema). */
export type ChatSessionFilterInput = {
  /** all, today, yesterday, last7 or last30 */
  range?: InputMaybe<Scalars['String']['input']>;
  /** Text in the title or session id. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** recent, oldest, messages or active */
  sort?: InputMaybe<Scalars['String']['input']>;
};

/** A new colour theme: a name and every token (colorThemeSchema). */
export type ColorThemeInput = {
  /** Accent surfaces: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  accent: Scalars['String']['input'];
  /** Text on the accent colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  accentForeground: Scalars['String']['input'];
  /** Page background: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  background: Scalars['String']['input'];
  /** Borders and dividers: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  border: Scalars['String']['input'];
  /** Background of call-to-action buttons: a CSS gradient. */
  buttonGradient: Scalars['String']['input'];
  /** The same buttons while hovered: a CSS gradient. */
  buttonHoverGradient: Scalars['String']['input'];
  /** Card and panel background: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  card: Scalars['String']['input'];
  /** Text on cards (WCAG AA against them): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  cardForeground: Scalars['String']['input'];
  /** What the theme is for, for admins. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Body text on the page background (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  foreground: Scalars['String']['input'];
  /** Background of the home page hero: a CSS gradient, e.g. "linear-gradient(135deg, …)". */
  heroGradient: Scalars['String']['input'];
  /** Borders of form controls: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  input: Scalars['String']['input'];
  /** Quiet, muted surfaces: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  muted: Scalars['String']['input'];
  /** Secondary text (WCAG AA against muted and background): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  mutedForeground: Scalars['String']['input'];
  /** The name admins see in the theme list. */
  name: Scalars['String']['input'];
  /** Main brand colour: primary buttons, links, highlights: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  primary: Scalars['String']['input'];
  /** Text on the primary colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  primaryForeground: Scalars['String']['input'];
  /** Keyboard focus ring: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  ring: Scalars['String']['input'];
  /** Secondary surfaces and buttons: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  secondary: Scalars['String']['input'];
  /** Text on the secondary colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  secondaryForeground: Scalars['String']['input'];
};

/** A change to a colour theme: only the fields given (colorThemePatchSchema). */
export type ColorThemePatchInput = {
  /** Accent surfaces: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  accent?: InputMaybe<Scalars['String']['input']>;
  /** Text on the accent colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  accentForeground?: InputMaybe<Scalars['String']['input']>;
  /** Page background: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  background?: InputMaybe<Scalars['String']['input']>;
  /** Borders and dividers: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  border?: InputMaybe<Scalars['String']['input']>;
  /** Background of call-to-action buttons: a CSS gradient. */
  buttonGradient?: InputMaybe<Scalars['String']['input']>;
  /** The same buttons while hovered: a CSS gradient. */
  buttonHoverGradient?: InputMaybe<Scalars['String']['input']>;
  /** Card and panel background: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  card?: InputMaybe<Scalars['String']['input']>;
  /** Text on cards (WCAG AA against them): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  cardForeground?: InputMaybe<Scalars['String']['input']>;
  /** What the theme is for, for admins. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Body text on the page background (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  foreground?: InputMaybe<Scalars['String']['input']>;
  /** Background of the home page hero: a CSS gradient, e.g. "linear-gradient(135deg, …)". */
  heroGradient?: InputMaybe<Scalars['String']['input']>;
  /** Borders of form controls: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  input?: InputMaybe<Scalars['String']['input']>;
  /** Quiet, muted surfaces: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  muted?: InputMaybe<Scalars['String']['input']>;
  /** Secondary text (WCAG AA against muted and background): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  mutedForeground?: InputMaybe<Scalars['String']['input']>;
  /** The name admins see in the theme list. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Main brand colour: primary buttons, links, highlights: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  primary?: InputMaybe<Scalars['String']['input']>;
  /** Text on the primary colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  primaryForeground?: InputMaybe<Scalars['String']['input']>;
  /** Keyboard focus ring: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  ring?: InputMaybe<Scalars['String']['input']>;
  /** Secondary surfaces and buttons: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  secondary?: InputMaybe<Scalars['String']['input']>;
  /** Text on the secondary colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  secondaryForeground?: InputMaybe<Scalars['String']['input']>;
};

/** A new auction of a donation: the admin create dialog (createAuctionSchema). */
export type CreateAuctionInput = {
  /** A donation with no auction yet (see auctionableDonations). */
  donationId: Scalars['Int']['input'];
  /** When bidding closes, after startDate (default DEFAULT_AUCTION_DAYS, 7 days, after it). */
  endDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The lowest acceptable bid, decimal dollars above 0 (default DEFAULT_MINIMUM_BID, 500.00). */
  minimumBid?: InputMaybe<Scalars['String']['input']>;
  /** The admin’s notes (up to AUCTION_TEXT_MAX, 5000 characters). */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** How the winning dealer collects the vehicle (up to AUCTION_TEXT_MAX, 5000 characters). */
  pickupInstructions?: InputMaybe<Scalars['String']['input']>;
  /** The price the high bid must reach to win, decimal dollars above 0; none for no reserve. */
  reservePrice?: InputMaybe<Scalars['String']['input']>;
  /** When bidding may open (default now); startAuction opens it. */
  startDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** An opening price for information, decimal dollars above 0. */
  startingBid?: InputMaybe<Scalars['String']['input']>;
  /** Where the vehicle is (1 to VEHICLE_LOCATION_MAX, 255 characters). */
  vehicleLocation: Scalars['String']['input'];
};

/** A dealer application: the dealer registration form (dealerApplicationSchema). */
export type DealerApplicationInput = {
  /** Street address of the business (up to 255 characters). */
  address: Scalars['String']['input'];
  /** Business licence number (up to 100 characters). */
  businessLicense?: InputMaybe<Scalars['String']['input']>;
  /** The dealership’s business name (up to 255 characters). */
  businessName: Scalars['String']['input'];
  /** City of the business (up to 100 characters). */
  city: Scalars['String']['input'];
  /** The person to contact (up to 255 characters). */
  contactName: Scalars['String']['input'];
  /** Motor-vehicle dealer licence number (up to 100 characters). */
  dealerLicense: Scalars['String']['input'];
  /** Contact e-mail address, unique among applications; stored lower-case. */
  email: Scalars['String']['input'];
  /** Federal tax id, EIN (up to 50 characters). */
  federalTaxId?: InputMaybe<Scalars['String']['input']>;
  /** Anything the platform should know (up to 2000 characters). */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** How far the dealer collects vehicles, in miles: 1 to 500 (default 50). */
  operatingRadius?: InputMaybe<Scalars['Int']['input']>;
  /** Contact phone number (up to 20 characters). */
  phone: Scalars['String']['input'];
  /** At least one of DEALER_SPECIALTIES (@vdp/shared/dealers/dealer.constants); duplicates are dropped. */
  specialties: Array<Scalars['String']['input']>;
  /** Two-letter US state code, one of US_STATES (@vdp/shared/dealers/dealer.constants). */
  state: Scalars['String']['input'];
  /** ZIP code (up to 10 characters). */
  zipCode: Scalars['String']['input'];
};

/** A communication with the donor to record (donationCommunicationSchema); nothing is sent. */
export type DonationCommunicationInput = {
  /** The donation’s id. */
  donationId: Scalars['Int']['input'];
  /** The message, or a summary of it (1 to STAFF_LIMITS.message, 5000 characters). */
  message: Scalars['String']['input'];
  /** outbound (to the donor) or inbound (from the donor). */
  method: Scalars['String']['input'];
  /** Its subject (up to STAFF_LIMITS.subject, 255 characters). */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** email, phone, sms, note or letter. */
  type: Scalars['String']['input'];
};

/** A staff status change (donationStatusUpdateSchema); it is added to the status history. */
export type DonationStatusUpdateInput = {
  /** The donation’s id. */
  donationId: Scalars['Int']['input'];
  /** A note on the change, shown to the donor in its status history (up to STAFF_LIMITS.notes, 2000 characters). */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** A staff status, an admin status (in_progress: see docs/donation-statuses.md) or a donor status. */
  status: Scalars['String']['input'];
};

/** A donation request: the wizard’s vehicle and donor steps (donationSubmissionSchema). */
export type DonationSubmitInput = {
  /** Donor’s street address (up to 255 characters). */
  address: Scalars['String']['input'];
  /** An active verified charity of charityChoices; the donation is made to it. */
  charityId?: InputMaybe<Scalars['ID']['input']>;
  /** Donor’s city (up to 100 characters). */
  city: Scalars['String']['input'];
  /** excellent, good, fair or poor (default good). */
  condition?: InputMaybe<Scalars['String']['input']>;
  /** Where the confirmation and its tracking link are sent. */
  email: Scalars['String']['input'];
  /** Decimal dollars from the valuation. */
  estimatedValue?: InputMaybe<Scalars['String']['input']>;
  /** Donor’s first name (up to 100 characters). */
  firstName: Scalars['String']['input'];
  /** The vehicle has been in an accident (default false). */
  hasAccidents?: InputMaybe<Scalars['Boolean']['input']>;
  /** A loan or lien is still on the vehicle (default false). */
  hasLienOrFinance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Idempotency key: the same key twice creates one donation. */
  key?: InputMaybe<Scalars['String']['input']>;
  /** en or fr (fr-CA reads as fr): the donor’s language for every e-mail, the receipt and the tracking page; absent: the request’s (vdp.locale cookie, Accept-Language). */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Donor’s last name (up to 100 characters). */
  lastName: Scalars['String']['input'];
  /** Manufacturer, e.g. Toyota (up to 100 characters). */
  make: Scalars['String']['input'];
  /** Kilometres (default 0). */
  mileage?: InputMaybe<Scalars['Int']['input']>;
  /** Model, e.g. Corolla (up to 100 characters). */
  model: Scalars['String']['input'];
  /** Anything staff should know, up to DONOR_NOTES_MAX (2000) characters. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Donor’s phone number, 10 to 20 characters. */
  phone: Scalars['String']['input'];
  /** asap, weekday, weekend or schedule (default asap). */
  pickupPreference?: InputMaybe<Scalars['String']['input']>;
  /** Postal or ZIP code. */
  postalCode: Scalars['String']['input'];
  /** One of CHARITY_CHOICES (@vdp/shared/donations/donation.constants); null for no preference. */
  preferredCharity?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  preferredDate?: InputMaybe<Scalars['String']['input']>;
  /** Province or state code. */
  province: Scalars['String']['input'];
  /** Trim level, e.g. LE (up to 100 characters). */
  trim?: InputMaybe<Scalars['String']['input']>;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
  /** Vehicle identification number, up to 17 characters (stored upper-case). */
  vin?: InputMaybe<Scalars['String']['input']>;
  /** Model year, from 1900 to the current year. */
  year: Scalars['Int']['input'];
};

/** Show the field only when an earlier field has this answer. */
export type FormFieldConditionInput = {
  /** The answer that shows it (up to 200 characters); a checkbox’s is "true" or "false". */
  equals: Scalars['String']['input'];
  /** The id of a field placed before this one. */
  fieldId: Scalars['String']['input'];
};

/** One field of the form (formFieldSchema). */
export type FormFieldInput = {
  /** Unique within the form: letters, digits, _ and - (up to 64 characters). */
  id: Scalars['String']['input'];
  /** The question (1 to 200 characters). */
  label: Scalars['String']['input'];
  /** A select’s choices: 1 to 50 distinct, each up to 200 characters; dropped for the other types. */
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  /** A hint shown in the empty input (up to 200 characters). */
  placeholder?: InputMaybe<Scalars['String']['input']>;
  /** An answer is required while the field is shown (default false). */
  required?: InputMaybe<Scalars['Boolean']['input']>;
  /** When the field is shown; null: always. */
  showWhen?: InputMaybe<FormFieldConditionInput>;
  /** One of FORM_FIELD_TYPES (@vdp/shared/forms/form.constants): text, email, phone, textarea, select, checkbox or date. */
  type: Scalars['String']['input'];
};

/** The form builder’s whole form (formSchema), new or edited. */
export type FormInput = {
  /** An introduction shown above the fields (up to 1000 characters). */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its fields in order: 1 to 50, distinct ids, a condition naming an earlier field. */
  fields: Array<FormFieldInput>;
  /** Default true. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its title (1 to 255 characters). */
  name: Scalars['String']['input'];
  /** Where each submission is e-mailed; empty for no e-mail. */
  notifyEmail?: InputMaybe<Scalars['String']['input']>;
  /** Empty: made from the name, unique with -2, -3… */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** Sign-in credentials (loginSchema). */
export type LoginInput = {
  /** The account’s password, as typed (not trimmed). */
  password: Scalars['String']['input'];
  /** The account’s username (an approved applicant’s is the e-mail address it applied with). */
  username: Scalars['String']['input'];
};

/** The page editor’s form (pageSchema): every field, for a new page or an edit. */
export type PageInput = {
  /** HTML (up to 200,000 characters), sanitised when saved. */
  content: Scalars['String']['input'];
  /** A plain-text summary (up to 500 characters). */
  excerpt?: InputMaybe<Scalars['String']['input']>;
  /** An image URL, e.g. from the image search or an upload (up to 2000 characters). */
  featuredImage?: InputMaybe<Scalars['String']['input']>;
  /** Make it the homepage, unmarking any other (default false). */
  isHomepage?: InputMaybe<Scalars['Boolean']['input']>;
  /** en or fr (CONTENT_LANGUAGES); default en. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The meta description (up to 160 characters). */
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  /** The page title for search engines (up to 60 characters). */
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  /** Lower-case letters, digits and dashes, up to 50 characters; must be free (409). Empty: made from the title, -2, -3… if taken. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** draft, published or archived (POST_STATUSES, PAGE_STATUSES); default draft. Becoming published sets publishedAt. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** One of PAGE_TEMPLATES (@vdp/shared/content/content.constants): default (when absent), full-width or landing. */
  template?: InputMaybe<Scalars['String']['input']>;
  /** The title (up to 255 characters). */
  title: Scalars['String']['input'];
  /** The same text in the other language (a post’s id for a post, a page’s for a page), linked both ways; null unlinks. */
  translationOf?: InputMaybe<Scalars['ID']['input']>;
};

/** A bid (placeBidSchema): at least the auction’s requiredBid, on an active auction. */
export type PlaceBidInput = {
  /** The active auction to bid on. */
  auctionId: Scalars['Int']['input'];
  /** The amount, decimal dollars (e.g. "1250.00"), at least the auction’s requiredBid. */
  bidAmount: Scalars['String']['input'];
  /** The dealer bidding: required of an admin (a phone bid); a dealer may only name itself. */
  dealerId?: InputMaybe<Scalars['Int']['input']>;
  /** Retrying with the same key creates one bid. */
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  /** The bidder’s note (up to BID_NOTES_MAX, 1000 characters). */
  notes?: InputMaybe<Scalars['String']['input']>;
};

/** What to draft (postDraftSchema): the title, and the tone, length and language. */
export type PostDraftInput = {
  /** The post’s category name, as context for the model (up to 100 characters). */
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

/** The post editor’s form (postSchema): every field, for a new post or an edit. */
export type PostInput = {
  /** An existing category’s id; null for none. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** HTML (up to 200,000 characters), sanitised when saved. */
  content: Scalars['String']['input'];
  /** A plain-text summary (up to 500 characters). */
  excerpt?: InputMaybe<Scalars['String']['input']>;
  /** An image URL, e.g. from the image search or an upload (up to 2000 characters). */
  featuredImage?: InputMaybe<Scalars['String']['input']>;
  /** en or fr (CONTENT_LANGUAGES); default en. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The meta description (up to 160 characters). */
  seoDescription?: InputMaybe<Scalars['String']['input']>;
  /** The page title for search engines (up to 60 characters). */
  seoTitle?: InputMaybe<Scalars['String']['input']>;
  /** Lower-case letters, digits and dashes, up to 50 characters; must be free (409). Empty: made from the title, -2, -3… if taken. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** draft, published or archived (POST_STATUSES, PAGE_STATUSES); default draft. Becoming published sets publishedAt. */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Tag names (up to 20, each up to 50 characters); new ones are created. Replaces the post’s tags. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The title (up to 255 characters). */
  title: Scalars['String']['input'];
  /** The same text in the other language (a post’s id for a post, a page’s for a page), linked both ways; null unlinks. */
  translationOf?: InputMaybe<Scalars['ID']['input']>;
};

/** A tax receipt to issue for a donation (receiptRequestSchema, docs/receipts.md). */
export type ReceiptGenerateInput = {
  /** Value of any advantage the donor received, decimal dollars. */
  advantageAmount?: InputMaybe<Scalars['String']['input']>;
  /** What the advantage was (up to 500 characters); required when advantageAmount is above 0. */
  advantageDescription?: InputMaybe<Scalars['String']['input']>;
  /** The appraiser’s address, printed with the name (up to 500 characters). */
  appraiserAddress?: InputMaybe<Scalars['String']['input']>;
  /** Who appraised the vehicle, printed on the receipt (up to 255 characters). */
  appraiserName?: InputMaybe<Scalars['String']['input']>;
  /** The donation the receipt is for. */
  donationId: Scalars['Int']['input'];
  /** YYYY-MM-DD the vehicle was received (default: pickup date). */
  giftReceivedDate?: InputMaybe<Scalars['String']['input']>;
  /** en or fr (default: the donor’s language, kept with the donation). */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Staff’s internal note, not printed (up to 2000 characters). */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Fair market value of the vehicle, decimal dollars. */
  receiptValue: Scalars['String']['input'];
  /** E-mail the PDF to the donor. */
  sendEmail: Scalars['Boolean']['input'];
};

/** Account roles (spec 000 §6) */
export type Role =
  /** Everything, including settings, users and the audit trail */
  | 'admin'
  /** A charity: its own donations and receipts in the charity portal */
  | 'charity'
  /** A dealer: reads and bids on auctions once verified */
  | 'dealer'
  /** The staff screens (donations) and the charity checks */
  | 'editor'
  /** The staff screens: donations, their statuses, communications and receipts */
  | 'staff'
  /** A signed-in account with no staff rights */
  | 'user';

/** One setting to save (settingSaveSchema); value null clears it. */
export type SaveSettingInput = {
  /** The setting’s group, e.g. business */
  category: Scalars['String']['input'];
  /** A note stored with the value (the catalogue’s text when absent) */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Its key within the group, e.g. company_phone */
  key: Scalars['String']['input'];
  /** Accepted for the spec’s clients; the catalogue decides the type */
  type?: InputMaybe<Scalars['String']['input']>;
  /** The value, as text or JSON; null clears it */
  value?: InputMaybe<Scalars['JSON']['input']>;
};

/** A dealer’s maximum bid on an auction; checked by setMaximumSchema. */
export type SetMaximumInput = {
  /** The auction. */
  auctionId: Scalars['ID']['input'];
  /** The maximum, decimal dollars: at least the required bid, and above the dealer’s standing maximum (it can only be raised). */
  maxAmount: Scalars['String']['input'];
};

/** A new tag (tagSchema). */
export type TagInput = {
  /** Its name (up to 50 characters); 409 when taken. */
  name: Scalars['String']['input'];
  /** Lower-case letters, digits and dashes, up to 50 characters; empty: made from the name. 409 when taken. */
  slug?: InputMaybe<Scalars['String']['input']>;
};

/** A new account: the user form, and a password typed now or an e-mailed link to choose one (userCreateSchema). */
export type UserCreateFormInput = {
  /** A short biography (up to USER_LIMITS.bio, 2000 characters). */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address, unique, stored lower-case; empty for none. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name (up to USER_LIMITS.name, 100 characters). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name (up to USER_LIMITS.name, 100 characters). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The first password with passwordMode set: 8 to 200 characters and the settings’ password policy; ignored for a link. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** "set" (with password) or "link" (the default: an e-mailed link). */
  passwordMode?: InputMaybe<Scalars['String']['input']>;
  /** Any role; the last active admin keeps admin. */
  role: Role;
  /** The sign-in name, unique: letters, digits and . _ - @, up to USER_LIMITS.username (255) characters. */
  username: Scalars['String']['input'];
};

/** The admin user form (userSchema). */
export type UserFormInput = {
  /** A short biography (up to USER_LIMITS.bio, 2000 characters). */
  bio?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address, unique, stored lower-case; empty for none. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name (up to USER_LIMITS.name, 100 characters). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** Last name (up to USER_LIMITS.name, 100 characters). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Any role; the last active admin keeps admin. */
  role: Role;
  /** The sign-in name, unique: letters, digits and . _ - @, up to USER_LIMITS.username (255) characters. */
  username: Scalars['String']['input'];
};

/** The valuation form (spec 000 §3); its rules are valuationSchema. */
export type ValuationInput = {
  /** none, minor or major (default none). */
  accidents?: InputMaybe<Scalars['String']['input']>;
  /** excellent, good, fair or poor (default good). */
  condition?: InputMaybe<Scalars['String']['input']>;
  /** A lien or financing remains on the vehicle */
  hasLienOrFinance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the vehicle is */
  location: Scalars['String']['input'];
  /** Make */
  make: Scalars['String']['input'];
  /** Kilometres. */
  mileage: Scalars['Int']['input'];
  /** Model */
  model: Scalars['String']['input'];
  /** Modifications, in words */
  modifications?: InputMaybe<Scalars['String']['input']>;
  /** excellent, good, fair or poor (default good). */
  serviceHistory?: InputMaybe<Scalars['String']['input']>;
  /** Trim level */
  trim?: InputMaybe<Scalars['String']['input']>;
  /** car, truck, motorcycle, boat or other (default car). */
  vehicleType?: InputMaybe<Scalars['String']['input']>;
  /** Vehicle identification number */
  vin?: InputMaybe<Scalars['String']['input']>;
  /** Model year */
  year: Scalars['Int']['input'];
};

/** A new webhook endpoint. */
export type WebhookEndpointInput = {
  /** Receives deliveries (default true). */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** A note for admins. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Events it receives, from WEBHOOK_EVENTS. */
  events: Array<Scalars['String']['input']>;
  /** https (http outside production); a public address. */
  url: Scalars['String']['input'];
};

/** A change to an endpoint: only the fields given. */
export type WebhookEndpointPatchInput = {
  /** On or off. */
  active?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new note. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The events it receives from now on. */
  events?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Make a new signing secret (shown once). */
  rotateSecret?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new address. */
  url?: InputMaybe<Scalars['String']['input']>;
};
