import { ConfigError, loadEnv } from './env';

describe('loadEnv', () => {
  it('defaults to port 3000, embedded database and demo mode outside production', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ port: 3000, databaseUrl: undefined, demo: true, isProduction: false });
    expect(env.dataDir).toMatch(/\.data$/);
  });

  it('turns demo mode off with an external database unless DEMO=1', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://x' }).demo).toBe(false);
    expect(loadEnv({ DATABASE_URL: 'postgres://x', DEMO: '1' }).demo).toBe(true);
  });

  it('refuses production without SESSION_SECRET, with a short one, or with demo accounts', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    const key = Buffer.alloc(32, 1).toString('base64');
    expect(() =>
      loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SETTINGS_ENCRYPTION_KEY: key, DEMO: '1' }),
    ).toThrow(/DEMO=1 is refused/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), SETTINGS_ENCRYPTION_KEY: key })).toMatchObject({
      isProduction: true,
      demo: false,
    });
  });

  it('refuses production without SETTINGS_ENCRYPTION_KEY, and a key that is not 32 bytes in base64', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv(production)).toThrow(/SETTINGS_ENCRYPTION_KEY is required/);
    expect(() => loadEnv({ ...production, SETTINGS_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(/32 bytes in base64/);
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadEnv({ ...production, SETTINGS_ENCRYPTION_KEY: key }).settingsEncryptionKey).toBe(key);
  });

  it('names the setting that is malformed', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow('PORT must be an integer between 0 and 65535 (got "eighty")');
    expect(() => loadEnv({ DEMO: 'maybe' })).toThrow(/DEMO must be a boolean/);
  });
});
