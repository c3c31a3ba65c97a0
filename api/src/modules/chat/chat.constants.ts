/**
 * The server's own chat limits (the form limits both sides know are @vdp/shared/chat/chat.constants).
 */
export const CHAT_SERVER_LIMITS = {
  /** History sent to the provider stays within this many (estimated) tokens. */
  historyTokenBudget: 3000,
  /** Messages of a page when the client names no size (a conversation reads in longer pages than a list). */
  messagesPageSize: 50,
  /** Characters per event when a reply's text so far is re-sent to a (re)subscriber. */
  snapshotChunk: 1000,
} as const;

export const CHAT_COOKIE = 'vdp.chat';
/** One year: the browser keeps its conversations. */
export const CHAT_COOKIE_MAX_AGE_MS = 365 * 24 * 3_600_000;

/** business_config.config_type of the two documents the admin edits. */
export const CONFIG_TYPES = { systemPrompt: 'system_prompt', businessInfo: 'business_info' } as const;

export const DEFAULT_SYSTEM_PROMPT = [
  'You are the friendly assistant of a vehicle donation service in Canada.',
  'Help visitors donate a car, truck, motorcycle, boat or RV to charity.',
  'Pickup is free and usually happens within 1-3 business days.',
  'Donated vehicles typically bring $500-$15,000 for the charity, and donors can choose among 100+ registered charities.',
  'Official tax receipts follow the sale of the vehicle.',
  'Be concise and accurate. If you do not know, say so and give the phone number, e-mail and hours of the team.',
].join(' ');

/** Topic of the streamed reply events of one session. */
export const streamTopic = (sessionId: string): string => `chat.stream:${sessionId}`;
/** Topic on which a (re)subscriber asks the process producing a reply for its text so far. */
export const SYNC_TOPIC = 'chat.sync';
