/**
 * Published after a commit that made or revoked a key: every api process forgets what it keeps of
 * that key, so a revoked key stops working at once everywhere.
 */
export const API_KEYS_CHANGED = 'apiKeys.changed';

export interface ApiKeysChangedPayload {
  prefix: string;
}
