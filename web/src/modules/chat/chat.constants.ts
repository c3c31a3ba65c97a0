/** Session ids are shown cut to this many characters (spec 000 §9, spec 001 §9). */
export const SESSION_ID_DISPLAY = 20;

export const cutSessionId = (sessionId: string): string =>
  sessionId.length > SESSION_ID_DISPLAY ? `${sessionId.slice(0, SESSION_ID_DISPLAY)}…` : sessionId;

/** "gpt-4o" -> "GPT-4o": the model label of spec 000 §9. */
export const modelLabel = (model: string): string => model.replace(/^gpt/i, 'GPT');
