import { apiKeyPrefix, hashApiKey, matchesHash, newApiKey } from './api-key-secret';

describe('API key secrets', () => {
  it('makes keys of the documented shape whose prefix finds them and whose hash proves them', () => {
    const { prefix, key, hash } = newApiKey();
    expect(key).toMatch(/^vdp_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(apiKeyPrefix(key)).toBe(prefix);
    expect(hash).toBe(hashApiKey(key));
    expect(hash).not.toContain(key.slice(17));
    expect(matchesHash(key, hash)).toBe(true);
    expect(matchesHash(`${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, hash)).toBe(false);
  });

  it('makes a different key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newApiKey().key));
    expect(keys.size).toBe(50);
  });

  it('finds no prefix in malformed keys', () => {
    for (const bad of ['', 'vdp_', 'vdp_abc_def', 'Bearer vdp_x', `vdp_ABCDEF123456_${'a'.repeat(43)}`]) {
      expect(apiKeyPrefix(bad)).toBeNull();
    }
  });
});
