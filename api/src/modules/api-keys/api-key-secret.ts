import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN } from '@vdp/shared/api-keys/api-keys';

/** A new key: 6 random bytes of public prefix, 32 of secret (256 bits: no guessing, no dictionary). */
export function newApiKey(): { prefix: string; key: string; hash: string } {
  const prefix = randomBytes(6).toString('hex');
  const key = `vdp_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { prefix, key, hash: hashApiKey(key) };
}

/**
 * SHA-256 of the whole key, hex. Enough for a 256-bit random secret (ADR 16): a slow hash defends
 * guessable passwords, and nothing about this secret is guessable; a fast one keeps every request cheap.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** The prefix of a well-formed key, else null (a malformed key costs no lookup). */
export function apiKeyPrefix(key: string): string | null {
  return API_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/** Compares the key's hash with the stored one in constant time. */
export function matchesHash(key: string, storedHex: string): boolean {
  const given = Buffer.from(hashApiKey(key), 'hex');
  const stored = Buffer.from(storedHex, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
