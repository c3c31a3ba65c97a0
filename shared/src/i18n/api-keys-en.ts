import apiKeys from './en/apiKeys.json';

/**
 * The API keys' validation messages (issue 14), English: part of `catalogue` (./en.ts); a module of
 * its own so that the web loads them with the admin's API keys page rather than in its entry bundle.
 */
export const apiKeysCatalogue = apiKeys;
