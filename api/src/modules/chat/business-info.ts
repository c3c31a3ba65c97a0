import { BUSINESS_TEXT_FIELDS, type BusinessTextField } from '@vdp/shared/chat/business-fields';
import { CHAT_LANGUAGES, type ChatLanguage } from '@vdp/shared/chat/chat.constants';

export interface CommonQuestion {
  question: string;
  answer: string;
  language: ChatLanguage;
}

/** The assistant's business information (spec 001 §3), plus support hours for hand-offs. */
export interface BusinessInfo {
  companyName: string;
  phone: string;
  email: string;
  website: string;
  address: string;
  supportHours: string;
  coverageArea: string;
  avgPickupTime: string;
  charityCount: string;
  avgDonationValue: string;
  yearsInBusiness: string;
  totalDonationsProcessed: string;
  taxReceiptCompliance: string;
  pickupCost: string;
  supportedVehicles: string;
  donationProcess: string;
  commonQuestions: CommonQuestion[];
}

export const EMPTY_BUSINESS_INFO: BusinessInfo = {
  ...(Object.fromEntries(BUSINESS_TEXT_FIELDS.map((f) => [f, ''])) as Record<BusinessTextField, string>),
  commonQuestions: [],
};

const isLanguage = (value: unknown): value is ChatLanguage => (CHAT_LANGUAGES as readonly unknown[]).includes(value);

/**
 * A stored document as the assistant uses it: what it holds of each field, and nothing else. (It
 * was checked by businessInfoSchema when saved; older or seeded rows are read leniently.)
 */
export function readBusinessInfo(stored: unknown): BusinessInfo {
  const source = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const info: BusinessInfo = { ...EMPTY_BUSINESS_INFO, commonQuestions: [] };
  for (const field of BUSINESS_TEXT_FIELDS) {
    const value = source[field];
    if (typeof value === 'string') info[field] = value.trim();
  }
  for (const entry of Array.isArray(source.commonQuestions) ? (source.commonQuestions as unknown[]) : []) {
    const { question, answer, language = 'en' } = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    if (typeof question === 'string' && question.trim() && typeof answer === 'string' && answer.trim() && isLanguage(language)) {
      info.commonQuestions.push({ question: question.trim(), answer: answer.trim(), language });
    }
  }
  return info;
}

/** The business information as plain lines for the provider's system prompt. */
export function businessInfoText(info: BusinessInfo): string {
  const lines = BUSINESS_TEXT_FIELDS.filter((f) => info[f]).map((f) => `${f}: ${info[f]}`);
  const questions = info.commonQuestions.map((q) => `Q (${q.language}): ${q.question}\nA: ${q.answer}`);
  return [...lines, ...(questions.length ? ['Common questions:', ...questions] : [])].join('\n');
}
