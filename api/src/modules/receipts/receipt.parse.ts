import { badInput, type FieldProblem } from '../../core/errors';
import { fromCents, MAX_CENTS, toCents } from '@vdp/shared/money';
import { STAFF_LIMITS } from '@vdp/shared/donations/donation.constants';
import { parseDonationId } from '../staff-donations/staff-donation.parse';

export const RECEIPT_LANGUAGES = ['en', 'fr'] as const;
export type ReceiptLanguage = (typeof RECEIPT_LANGUAGES)[number];

/**
 * CRA: when the advantage exceeds 80 % of the gift's value there is generally no gift, so no
 * receipt (the de minimis threshold of the "intention to give" test).
 */
export const MAX_ADVANTAGE_PERCENT = BigInt(STAFF_LIMITS.maxAdvantagePercent);

export interface RawReceiptRequest {
  donationId?: unknown;
  receiptValue?: unknown;
  notes?: unknown;
  sendEmail?: unknown;
  language?: unknown;
  advantageAmount?: unknown;
  advantageDescription?: unknown;
  appraiserName?: unknown;
  appraiserAddress?: unknown;
  giftReceivedDate?: unknown;
}

export interface ReceiptRequest {
  donationId: number;
  /** Fair market value, "1234.50". */
  receiptValue: string;
  advantageAmount: string | null;
  /** receiptValue - advantageAmount. */
  eligibleAmount: string;
  advantageDescription: string | null;
  appraiserName: string | null;
  appraiserAddress: string | null;
  giftReceivedDate: string | null;
  notes: string | null;
  sendEmail: boolean;
  language: ReceiptLanguage;
}

export const RECEIPT_MESSAGES = {
  valueRequired: 'Receipt value is required',
  valueFormat: 'Receipt value must be an amount with at most two decimals',
  valuePositive: 'Receipt value must be greater than 0',
  valueMax: `Receipt value must be at most ${fromCents(MAX_CENTS)}`,
  advantageFormat: 'Advantage amount must be an amount of at least 0 with at most two decimals',
  advantageTooLarge: `Advantage amount must be at most ${MAX_ADVANTAGE_PERCENT} % of the receipt value: no receipt can be issued above that`,
  advantageDescriptionRequired: 'Advantage description is required when there is an advantage',
  sendEmail: 'Send e-mail must be true or false',
  language: 'Language must be en or fr',
  date: 'Gift received date must be a date (YYYY-MM-DD), not in the future',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  text: (label: string) => `${label} must be text`,
} as const;

const M = RECEIPT_MESSAGES;
const absent = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const amountText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : undefined;

function optionalText(raw: unknown, field: string, label: string, max: number, problems: FieldProblem[]): string | null {
  if (absent(raw)) return null;
  if (typeof raw !== 'string') {
    problems.push({ field, message: M.text(label) });
    return null;
  }
  const value = raw.trim();
  if (value.length > max) problems.push({ field, message: M.tooLong(label, max) });
  return value;
}

function isoDate(raw: unknown, today: Date, problems: FieldProblem[]): string | null {
  if (absent(raw)) return null;
  const text = typeof raw === 'string' ? raw.trim() : '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text || date > today) {
    problems.push({ field: 'giftReceivedDate', message: M.date });
    return null;
  }
  return text;
}

/** Checks a receipt request from GraphQL or REST; 400 naming every bad field. */
export function parseReceiptRequest(raw: RawReceiptRequest, today: Date): ReceiptRequest {
  const donationId = parseDonationId(raw.donationId);
  const problems: FieldProblem[] = [];
  const valueText = amountText(raw.receiptValue);
  const value = valueText ? toCents(valueText) : undefined;
  if (!valueText) problems.push({ field: 'receiptValue', message: M.valueRequired });
  else if (value === undefined) problems.push({ field: 'receiptValue', message: M.valueFormat });
  else if (value <= 0n) problems.push({ field: 'receiptValue', message: M.valuePositive });
  else if (value > MAX_CENTS) problems.push({ field: 'receiptValue', message: M.valueMax });

  let advantage = 0n;
  if (!absent(raw.advantageAmount)) {
    const parsed = toCents(amountText(raw.advantageAmount) ?? '');
    if (parsed === undefined) problems.push({ field: 'advantageAmount', message: M.advantageFormat });
    else advantage = parsed;
  }
  if (value !== undefined && value > 0n && advantage * 100n > value * MAX_ADVANTAGE_PERCENT) {
    problems.push({ field: 'advantageAmount', message: M.advantageTooLarge });
  }
  const advantageDescription = optionalText(
    raw.advantageDescription,
    'advantageDescription',
    'Advantage description',
    STAFF_LIMITS.address,
    problems,
  );
  if (advantage > 0n && !advantageDescription) {
    problems.push({ field: 'advantageDescription', message: M.advantageDescriptionRequired });
  }
  const appraiserName = optionalText(raw.appraiserName, 'appraiserName', 'Appraiser name', STAFF_LIMITS.text, problems);
  const appraiserAddress = optionalText(
    raw.appraiserAddress,
    'appraiserAddress',
    'Appraiser address',
    STAFF_LIMITS.address,
    problems,
  );
  const notes = optionalText(raw.notes, 'notes', 'Notes', STAFF_LIMITS.notes, problems);
  const giftReceivedDate = isoDate(raw.giftReceivedDate, today, problems);

  let sendEmail = false;
  if (typeof raw.sendEmail === 'boolean') sendEmail = raw.sendEmail;
  else if (raw.sendEmail === 'true' || raw.sendEmail === 'false') sendEmail = raw.sendEmail === 'true';
  else if (!absent(raw.sendEmail)) problems.push({ field: 'sendEmail', message: M.sendEmail });

  const language = absent(raw.language) ? 'en' : raw.language;
  if (language !== 'en' && language !== 'fr') problems.push({ field: 'language', message: M.language });

  if (problems.length > 0) throw badInput(problems);
  return {
    donationId,
    receiptValue: fromCents(value!),
    advantageAmount: advantage > 0n ? fromCents(advantage) : null,
    eligibleAmount: fromCents(value! - advantage),
    advantageDescription: advantage > 0n ? advantageDescription : null,
    appraiserName,
    appraiserAddress,
    giftReceivedDate,
    notes,
    sendEmail,
    language: language as ReceiptLanguage,
  };
}
