import webhooks from './en/webhooks.json';

/**
 * The webhooks' validation messages (issue 14 §6), English: part of `catalogue` (./en.ts); a module
 * of its own so that the web loads them with the admin's webhooks page rather than in its entry bundle.
 */
export const webhooksCatalogue = webhooks;
