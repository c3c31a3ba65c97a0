import notices from './en/notices.json';

/**
 * The auction notices' messages (issue 18 §3, ADR 30), English: part of `catalogue` (./en.ts), which
 * the api renders e-mails from; a module of its own so that the web loads them with the dealer's
 * notice pages and bell rather than in its entry bundle.
 */
export const noticesCatalogue = notices;
