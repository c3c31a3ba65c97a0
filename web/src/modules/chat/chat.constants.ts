/** Session ids are shown cut to this many characters (spec 000 §9, spec 001 §9). */
export const SESSION_ID_DISPLAY = 20;

export const cutSessionId = (sessionId: string): string =>
  sessionId.length > SESSION_ID_DISPLAY ? `${sessionId.slice(0, SESSION_ID_DISPLAY)}…` : sessionId;

/** "gpt-4o" -> "GPT-4o": the model label of spec 000 §9. */
export const modelLabel = (model: string): string => model.replace(/^gpt/i, 'GPT');

/** A conversation opens at its latest messages, this many at a time (earlier ones on demand). */
export const MESSAGES_PAGE_SIZE = 30;
/** Conversations listed at a time (the /chat sidebar, the admin history). */
export const SESSIONS_PAGE_SIZE = 20;
/** New messages read at once after a reply: more than a conversation gains between two reads. */
export const NEWER_MESSAGES_LIMIT = 100;
