/**
 * Limits and lists of the AI chat that the api enforces and the web shows (spec 000 §9,
 * spec 001 §9): one place for each number (`@vdp/shared/chat/chat.constants`).
 */
export const CHAT_LIMITS = {
  /** Longest message a visitor may send, in characters (after trimming). */
  maxMessageLength: 2000,
  /** Longest session title. */
  maxTitleLength: 255,
  /** Longest assistant instructions (the admin's, or a session's own). */
  maxSystemPromptLength: 8000,
  /** Longest text field of the business information. */
  maxBusinessText: 1000,
  /** Common questions the business information holds at most, and the longest question or answer. */
  maxCommonQuestions: 100,
  maxQuestionLength: 2000,
} as const;

/** The composer's limit (the web's MAX_MESSAGE_LENGTH). */
export const MAX_MESSAGE_LENGTH = CHAT_LIMITS.maxMessageLength;

/** A session id a client may choose: letters, digits, dash and underscore, 8 to 64 of them. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A conversation's title until its first question names it. */
export const DEFAULT_SESSION_TITLE = 'New Conversation';

export const CHAT_LANGUAGES = ['en', 'fr'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** The admin chat history's filters. */
export const CHAT_DATE_RANGES = ['all', 'today', 'yesterday', 'last7', 'last30'] as const;
export type ChatDateRange = (typeof CHAT_DATE_RANGES)[number];
export const CHAT_SESSION_SORTS = ['recent', 'oldest', 'messages', 'active'] as const;
export type ChatSessionSort = (typeof CHAT_SESSION_SORTS)[number];
