import { badInput, type FieldProblem } from '../../core/errors';
import { BUSINESS_TEXT_FIELDS, type BusinessTextField } from '@vdp/shared/chat/business-fields';
import { CHAT_LANGUAGES, type ChatLanguage } from './chat.constants';

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

const MAX_TEXT = 1000;
const MAX_QUESTIONS = 100;
const MAX_QA = 2000;

export const EMPTY_BUSINESS_INFO: BusinessInfo = {
  ...(Object.fromEntries(BUSINESS_TEXT_FIELDS.map((f) => [f, ''])) as Record<BusinessTextField, string>),
  commonQuestions: [],
};

/** Reads a stored or submitted document; `strict` refuses bad fields with 400 naming each one. */
export function parseBusinessInfo(raw: unknown, strict = false): BusinessInfo {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const problems: FieldProblem[] = [];
  const info: BusinessInfo = { ...EMPTY_BUSINESS_INFO, commonQuestions: [] };
  for (const field of BUSINESS_TEXT_FIELDS) {
    const value = source[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') problems.push({ field, message: `${field} must be text` });
    else if (value.length > MAX_TEXT) problems.push({ field, message: `${field} must be at most ${MAX_TEXT} characters` });
    else info[field] = value.trim();
  }
  const questions = source.commonQuestions ?? [];
  if (!Array.isArray(questions)) problems.push({ field: 'commonQuestions', message: 'commonQuestions must be a list' });
  else if (questions.length > MAX_QUESTIONS) {
    problems.push({ field: 'commonQuestions', message: `commonQuestions may hold at most ${MAX_QUESTIONS} entries` });
  } else {
    questions.forEach((entry: unknown, i) => {
      const q = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
      const question = typeof q.question === 'string' ? q.question.trim() : '';
      const answer = typeof q.answer === 'string' ? q.answer.trim() : '';
      const language = q.language ?? 'en';
      const at = `commonQuestions[${i}]`;
      if (!question) problems.push({ field: `${at}.question`, message: 'Question is required' });
      if (!answer) problems.push({ field: `${at}.answer`, message: 'Answer is required' });
      if (question.length > MAX_QA || answer.length > MAX_QA) {
        problems.push({ field: at, message: `Questions and answers must be at most ${MAX_QA} characters` });
      }
      if (!CHAT_LANGUAGES.includes(language as ChatLanguage)) {
        problems.push({ field: `${at}.language`, message: 'Language must be en or fr' });
      }
      if (question && answer) info.commonQuestions.push({ question, answer, language: language as ChatLanguage });
    });
  }
  if (strict && problems.length > 0) throw badInput(problems);
  return info;
}

/** The business information as plain lines for the provider's system prompt. */
export function businessInfoText(info: BusinessInfo): string {
  const lines = BUSINESS_TEXT_FIELDS.filter((f) => info[f]).map((f) => `${f}: ${info[f]}`);
  const questions = info.commonQuestions.map((q) => `Q (${q.language}): ${q.question}\nA: ${q.answer}`);
  return [...lines, ...(questions.length ? ['Common questions:', ...questions] : [])].join('\n');
}
