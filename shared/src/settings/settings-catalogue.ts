import { mixed, number, object, string, type AnySchema, type Message } from 'yup';
import { ABSOLUTE_MIN_YEAR } from '../vehicles/catalogue';
import { DEFAULT_MAX_MILEAGE_KM, DEFAULT_VEHICLE_MIN_YEAR } from './donation-limits';
import { DEFAULT_PASSWORD_POLICY, PASSWORD_MIN_CEILING, PASSWORD_MIN_FLOOR } from './password-policy';
import type { FieldMessage } from '../validation/field-message';
import { message } from '../validation/message';
import { EMAIL_MAX, EMAIL_PATTERN, optionalText, requiredText as requiredRuleText } from '../validation/rules';

/**
 * The platform settings an admin may change (issue 13 §3, spec 001 §2 "Platform settings"): one
 * list, read by the api (what a save accepts, what is public, what is secret) and by the admin
 * screen (its tabs and fields). A setting that does not change the product is not listed here
 * (docs/settings.md says what each one changes).
 */

/** The admin screen's tabs (spec 001 §2). */
export const SETTING_TABS = ['business', 'donations', 'email', 'integrations', 'security', 'system'] as const;
export type SettingTab = (typeof SETTING_TABS)[number];

/** How a value is edited and stored: `secret` is stored encrypted and never sent back. */
export const SETTING_TYPES = ['text', 'email', 'phone', 'url', 'number', 'money', 'boolean', 'json', 'secret'] as const;
export type SettingType = (typeof SETTING_TYPES)[number];

export interface SettingDefinition {
  tab: SettingTab;
  /** Stored category and key (platform_settings); `category.key` names the setting everywhere. */
  category: string;
  key: string;
  type: SettingType;
  /** Used while no row exists; null: the environment's value (or nothing) applies. */
  defaultValue: string | number | boolean | Record<string, string> | null;
  /** Readable by any visitor (GET /api/settings/public/all); never true for a secret. */
  isPublic: boolean;
  /** What it changes, in English (stored as the row's description). */
  description: string;
  /** The value's rule: casts text from the form (numbers, JSON) and refuses what the product cannot use. */
  rule: AnySchema;
}

/** Longest text setting, and longest secret (API keys, an SMTP address with its password). */
export const SETTING_TEXT_MAX = 255;
export const SETTING_SECRET_MAX = 500;
/** The largest mileage the donation form could ever accept (the donation schema's own limit). */
export const MILEAGE_LIMIT_KM = 2_000_000;
export const PICKUP_FEE_MAX = 10_000;
/** The longest session lifetime (a year), as SESSION_TTL_HOURS allows. */
export const SESSION_TTL_MAX_HOURS = 24 * 365;
/** A sign-in ends this long after it began, however much it is used (OWASP ASVS V3.3: 30 days at level 1). */
export const SESSION_ABSOLUTE_DEFAULT_HOURS = 24 * 30;
/** What chat_messages.model holds. */
export const AI_MODEL_MAX = 50;

/** Text from a form or a JSON body: trimmed; numbers kept as text so the rule can refuse them as it likes. */
const trimmed = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : value;

function requiredText(max: number) {
  return string()
    .transform((_v: unknown, original: unknown) => trimmed(original))
    .typeError(message('settings.validation.required'))
    .required(message('settings.validation.required'))
    .max(max, message('settings.validation.tooLong'));
}

function wholeNumber(min: number, max: () => number): AnySchema {
  const range: Message = (): FieldMessage => ({ id: 'settings.validation.wholeNumber', values: { min, max: max() } });
  return number()
    .transform((value: number, original: unknown) => (typeof original === 'string' ? Number(original.trim() || NaN) : value))
    .typeError(range)
    .required(range)
    .test('range', range, (value) => value === undefined || (Number.isInteger(value) && value >= min && value <= max()));
}

const money = number()
  .transform((value: number, original: unknown) => (typeof original === 'string' ? Number(original.trim() || NaN) : value))
  .typeError(message('settings.validation.money', { min: 0, max: PICKUP_FEE_MAX }))
  .required(message('settings.validation.money', { min: 0, max: PICKUP_FEE_MAX }))
  .test(
    'money',
    message('settings.validation.money', { min: 0, max: PICKUP_FEE_MAX }),
    (value) => value === undefined || (value >= 0 && value <= PICKUP_FEE_MAX && Math.round(value * 100) === value * 100),
  );

const secret = string()
  .transform((_v: unknown, original: unknown) => trimmed(original))
  .typeError(message('settings.validation.required'))
  .required(message('settings.validation.required'))
  .max(SETTING_SECRET_MAX, message('settings.validation.secret', { max: SETTING_SECRET_MAX }))
  .matches(/^\S+$/, message('settings.validation.secret', { max: SETTING_SECRET_MAX }));

/** The receipt issuer's fields (api/src/modules/receipts/receipt-issuer.ts prints them). */
export const ISSUER_FIELDS = [
  'name',
  'address',
  'registrationNumber',
  'placeOfIssue',
  'signatoryName',
  'signatoryTitle',
] as const;
const ISSUER_NUMBER = /^\d{9}RR\d{4}$/;

const issuer = mixed<Record<string, string>>()
  .transform((value: unknown) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  })
  .required(message('settings.validation.issuer'))
  .test('issuer', message('settings.validation.issuer'), (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const fields = value as Record<string, unknown>;
    if (Object.keys(fields).some((key) => !(ISSUER_FIELDS as readonly string[]).includes(key))) return false;
    return (
      ISSUER_FIELDS.every((key) => {
        const field = fields[key];
        return typeof field === 'string' && field.trim() !== '' && field.length <= SETTING_TEXT_MAX;
      }) && ISSUER_NUMBER.test(String(fields.registrationNumber))
    );
  });

const yesNo = mixed<boolean>()
  .transform((value: unknown) => (value === 'true' ? true : value === 'false' ? false : value))
  .required(message('settings.validation.boolean'))
  .test('boolean', message('settings.validation.boolean'), (value: unknown) => typeof value === 'boolean');

const define = (definition: SettingDefinition): SettingDefinition => definition;

export const SETTINGS: readonly SettingDefinition[] = [
  define({
    tab: 'business',
    category: 'business',
    key: 'company_name',
    type: 'text',
    defaultValue: 'CarDonation Canada',
    isPublic: true,
    description: 'Name shown across the site (header, footer, page titles, e-mails)',
    rule: requiredText(100),
  }),
  define({
    tab: 'business',
    category: 'business',
    key: 'company_phone',
    type: 'phone',
    defaultValue: '1-800-555-0199',
    isPublic: true,
    description: 'Support phone shown to visitors',
    rule: requiredText(20).matches(/^\+?[\d\s().-]{7,20}$/, message('settings.validation.phone')),
  }),
  define({
    tab: 'business',
    category: 'business',
    key: 'company_email',
    type: 'email',
    defaultValue: 'support@cardonation.example',
    isPublic: true,
    description: 'Support e-mail shown to visitors',
    rule: requiredText(EMAIL_MAX).matches(EMAIL_PATTERN, message('settings.validation.email')),
  }),
  define({
    tab: 'donations',
    category: 'donations',
    key: 'vehicle_min_year',
    type: 'number',
    defaultValue: DEFAULT_VEHICLE_MIN_YEAR,
    isPublic: true,
    description: 'Oldest model year accepted: the wizard offers no older year and the api refuses one',
    rule: wholeNumber(ABSOLUTE_MIN_YEAR, () => new Date().getFullYear()),
  }),
  define({
    tab: 'donations',
    category: 'donations',
    key: 'max_mileage_km',
    type: 'number',
    defaultValue: DEFAULT_MAX_MILEAGE_KM,
    isPublic: true,
    description: 'Largest mileage (km) accepted by the wizard and the api',
    rule: wholeNumber(1_000, () => MILEAGE_LIMIT_KM),
  }),
  define({
    tab: 'donations',
    category: 'donations',
    key: 'pickup_fee',
    type: 'money',
    defaultValue: 0,
    isPublic: true,
    description: 'Pickup fee charged to donors (CAD): "Free pickup" at 0, the fee otherwise',
    rule: money,
  }),
  define({
    tab: 'donations',
    category: 'receipts',
    key: 'issuer',
    type: 'json',
    defaultValue: null,
    isPublic: false,
    description:
      'The charity named on tax receipts when the donation has no registered charity: name, address, registrationNumber (123456789RR0001), placeOfIssue, signatoryName, signatoryTitle',
    rule: issuer,
  }),
  define({
    tab: 'email',
    category: 'email',
    key: 'mail_from',
    type: 'text',
    defaultValue: null,
    isPublic: false,
    description: 'Sender of every e-mail (MAIL_FROM when empty)',
    rule: requiredText(SETTING_TEXT_MAX).matches(
      /^(?:[^<>@\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,})$/,
      message('settings.validation.mailFrom'),
    ),
  }),
  define({
    tab: 'email',
    category: 'email',
    key: 'smtp_url',
    type: 'secret',
    defaultValue: null,
    isPublic: false,
    description: 'SMTP server with its user and password (SMTP_URL when empty; without either, mail goes to the outbox folder)',
    rule: secret.matches(/^smtps?:\/\/[^\s/]+/, message('settings.validation.smtpUrl')),
  }),
  define({
    tab: 'integrations',
    category: 'integrations',
    key: 'pixabay_api_key',
    type: 'secret',
    defaultValue: null,
    isPublic: false,
    description: 'Pixabay API key of the post editor’s image search (PIXABAY_API_KEY when empty)',
    rule: secret,
  }),
  define({
    tab: 'integrations',
    category: 'integrations',
    key: 'pexels_api_key',
    type: 'secret',
    defaultValue: null,
    isPublic: false,
    description: 'Pexels API key of the post editor’s image search (PEXELS_API_KEY when empty)',
    rule: secret,
  }),
  define({
    tab: 'integrations',
    category: 'integrations',
    key: 'openai_api_key',
    type: 'secret',
    defaultValue: null,
    isPublic: false,
    description:
      'API key of the OpenAI-compatible server behind the chat assistant and the AI post drafts (OPENAI_API_KEY when empty; without any key the built-in assistant answers)',
    rule: secret,
  }),
  define({
    tab: 'integrations',
    category: 'integrations',
    key: 'openai_base_url',
    type: 'url',
    defaultValue: null,
    isPublic: false,
    description: 'Address of the OpenAI-compatible server (OPENAI_BASE_URL when empty, else OpenAI)',
    rule: requiredText(SETTING_TEXT_MAX).matches(/^https?:\/\/[^\s/]+\S*$/, message('settings.validation.url')),
  }),
  define({
    tab: 'integrations',
    category: 'integrations',
    key: 'openai_model',
    type: 'text',
    defaultValue: null,
    isPublic: false,
    description: 'Model of the chat assistant and the AI post drafts (OPENAI_MODEL when empty)',
    rule: requiredText(AI_MODEL_MAX).matches(/^[\w.:/-]+$/, message('settings.validation.model', { max: AI_MODEL_MAX })),
  }),
  define({
    tab: 'security',
    category: 'security',
    key: 'session_ttl_hours',
    type: 'number',
    defaultValue: null,
    isPublic: false,
    description: 'Session lifetime in hours, extended while in use (SESSION_TTL_HOURS when empty, 24 by default)',
    rule: wholeNumber(1, () => SESSION_TTL_MAX_HOURS),
  }),
  define({
    tab: 'security',
    category: 'security',
    key: 'session_absolute_hours',
    type: 'number',
    defaultValue: SESSION_ABSOLUTE_DEFAULT_HOURS,
    isPublic: false,
    description: 'Absolute session lifetime in hours: a sign-in ends this long after it began, even while in use',
    rule: wholeNumber(1, () => SESSION_TTL_MAX_HOURS),
  }),
  define({
    tab: 'security',
    category: 'security',
    key: 'password_min_length',
    type: 'number',
    defaultValue: DEFAULT_PASSWORD_POLICY.minLength,
    isPublic: false,
    description: 'Shortest password anyone may choose (set-password links, the users dialog, create-admin)',
    rule: wholeNumber(PASSWORD_MIN_FLOOR, () => PASSWORD_MIN_CEILING),
  }),
  define({
    tab: 'security',
    category: 'security',
    key: 'password_require_uppercase',
    type: 'boolean',
    defaultValue: false,
    isPublic: false,
    description: 'A chosen password must contain an uppercase letter',
    rule: yesNo,
  }),
  define({
    tab: 'security',
    category: 'security',
    key: 'password_require_number',
    type: 'boolean',
    defaultValue: false,
    isPublic: false,
    description: 'A chosen password must contain a number',
    rule: yesNo,
  }),
  define({
    tab: 'system',
    category: 'system',
    key: 'graphql_introspection',
    type: 'boolean',
    defaultValue: false,
    isPublic: false,
    description:
      'Lets GraphQL clients read the schema (introspection) in production, for integrators’ tools; always on in development',
    rule: yesNo,
  }),
];

/** `category.key`, the name of a setting in answers, refusals and the audit trail. */
export const settingName = (setting: { category: string; key: string }): string => `${setting.category}.${setting.key}`;

const BY_NAME = new Map(SETTINGS.map((setting) => [settingName(setting), setting]));

/** The offered setting, or undefined. */
export function findSetting(category: string, key: string): SettingDefinition | undefined {
  return BY_NAME.get(`${category}.${key}`);
}

export const isSecret = (setting: SettingDefinition): boolean => setting.type === 'secret';

/** What POST /api/settings and saveSetting take (spec 001 §7): one setting; value null clears it. */
export const settingSaveSchema = object({
  category: requiredRuleText('settings.validation.category', { max: 50, id: 'settings.validation.category' }),
  key: requiredRuleText('settings.validation.key', { max: 100, id: 'settings.validation.key' }),
  value: mixed().nullable().default(null),
  type: optionalText(20, 'settings.validation.key'),
  description: optionalText(500, 'settings.validation.description'),
});
