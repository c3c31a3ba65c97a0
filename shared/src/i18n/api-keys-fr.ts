import type { apiKeysCatalogue as english } from './api-keys-en';
import apiKeys from './fr/apiKeys.json';

/** The API keys' validation messages, French: the same ids as ./api-keys-en.ts. */
export const apiKeysCatalogue: Record<keyof typeof english, string> = apiKeys;
