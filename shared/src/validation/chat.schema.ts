import { array, mixed, object, type InferType } from 'yup';
import { BUSINESS_TEXT_FIELDS, type BusinessTextField } from '../chat/business-fields';
import {
  CHAT_DATE_RANGES,
  CHAT_LANGUAGES,
  CHAT_LIMITS,
  CHAT_SESSION_SORTS,
  DEFAULT_SESSION_TITLE,
  SESSION_ID_PATTERN,
  type ChatLanguage,
} from '../chat/chat.constants';
import { message } from './message';
import { EMAIL_PATTERN, oneOfOrDefault, optionalText, requiredText, text } from './rules';

/** The visitor's language as a client names it ("fr", "fr-CA"); anything else is null: the api guesses from the text. */
const language = () =>
  mixed<ChatLanguage>()
    .nullable()
    .transform((value: unknown) => {
      const code = typeof value === 'string' ? value.slice(0, 2) : '';
      return (CHAT_LANGUAGES as readonly string[]).includes(code) ? code : null;
    })
    .default(null);

/** Assistant instructions: the admin's (required) or a session's own (optional). */
const instructions = () =>
  requiredText('chat.admin.config.validation.prompt', {
    max: CHAT_LIMITS.maxSystemPromptLength,
    id: 'chat.admin.config.validation.tooLong',
  });

const titleProblem = message('chat.session.invalidTitle', { max: CHAT_LIMITS.maxTitleLength });

/** A new conversation: POST /api/chat/sessions (and /chat/simple/sessions) and chatSessionCreate. */
export const chatSessionCreateSchema = object({
  /** Chosen by the widget; absent, the api makes one. */
  sessionId: text('chat.session.invalidId')
    .nullable()
    .matches(SESSION_ID_PATTERN, message('chat.session.invalidId'))
    .default(null),
  title: text('chat.session.invalidTitle')
    .typeError(titleProblem)
    .transform((value: unknown) => (value === null ? undefined : value))
    .default(DEFAULT_SESSION_TITLE)
    .required(titleProblem)
    .max(CHAT_LIMITS.maxTitleLength, titleProblem),
  /** Admins only (the service says so to anyone else). */
  systemPrompt: optionalText(CHAT_LIMITS.maxSystemPromptLength, 'chat.admin.config.validation.tooLong'),
});
export type ChatSessionCreate = InferType<typeof chatSessionCreateSchema>;

/** A visitor's message: POST /api/chat/sessions/{id}/messages (and /chat/simple/…) and chatMessageSend. */
export const chatMessageSchema = object({
  content: requiredText('chat.input.required', { max: CHAT_LIMITS.maxMessageLength, id: 'chat.message.tooLong' }),
  language: language(),
});
export type ChatMessageInput = InferType<typeof chatMessageSchema>;

/** The welcome message of an empty conversation: POST /api/chat/simple/{id}/welcome and chatWelcome. */
export const chatWelcomeSchema = object({ language: language() });

/** The admin's instructions: PUT /api/chat/system-prompt and chatSystemPromptUpdate. */
export const chatSystemPromptSchema = object({ systemPrompt: instructions() });

const TOO_LONG = message('chat.admin.config.validation.tooLong');

/** A text field of the business information: trimmed, absent or null is empty. */
const businessText = () =>
  text('chat.admin.config.validation.notText')
    .transform((value: unknown) => (value === null ? '' : value))
    .default('')
    .max(CHAT_LIMITS.maxBusinessText, TOO_LONG);

const questionRequired = message('chat.admin.config.validation.question');
const commonQuestion = object({
  question: requiredText('chat.admin.config.validation.question', {
    max: CHAT_LIMITS.maxQuestionLength,
    id: 'chat.admin.config.validation.tooLong',
  }),
  answer: requiredText('chat.admin.config.validation.answer', {
    max: CHAT_LIMITS.maxQuestionLength,
    id: 'chat.admin.config.validation.tooLong',
  }),
  language: oneOfOrDefault(CHAT_LANGUAGES, 'chat.admin.config.validation.language', 'en'),
})
  .typeError(questionRequired)
  .nonNullable(questionRequired);

const textFields = Object.fromEntries(BUSINESS_TEXT_FIELDS.map((field) => [field, businessText()])) as Record<
  BusinessTextField,
  ReturnType<typeof businessText>
>;

/** The assistant's business information (spec 001 §3): the admin form, PUT /api/chat/business-info and chatBusinessInfoUpdate. */
export const businessInfoSchema = object({
  ...textFields,
  email: businessText().matches(EMAIL_PATTERN, {
    message: message('chat.admin.config.validation.email'),
    excludeEmptyString: true,
  }),
  commonQuestions: array(commonQuestion)
    .typeError(message('chat.admin.config.validation.questionsList'))
    .transform((value: unknown) => (value === null ? undefined : value))
    .default([])
    .max(CHAT_LIMITS.maxCommonQuestions, message('chat.admin.config.validation.tooManyQuestions')),
});
export type BusinessInfoForm = InferType<typeof businessInfoSchema>;

/** The admin history's filter: GET /api/admin/chat/sessions?search&range&sort and chatAdminSessions. */
export const chatSessionFilterSchema = object({
  search: text('chat.admin.history.validation.search').nullable().default(null),
  range: oneOfOrDefault(CHAT_DATE_RANGES, 'chat.admin.history.validation.range', 'all'),
  sort: oneOfOrDefault(CHAT_SESSION_SORTS, 'chat.admin.history.validation.sort', 'recent'),
});
export type ChatSessionFilter = InferType<typeof chatSessionFilterSchema>;
