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
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DEMO: '1' })).toThrow(/DEMO=1 is refused/);
    expect(loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) })).toMatchObject({
      isProduction: true,
      demo: false,
    });
  });

  it('names the setting that is malformed', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow('PORT must be an integer between 0 and 65535 (got "eighty")');
    expect(() => loadEnv({ DEMO: 'maybe' })).toThrow(/DEMO must be a boolean/);
  });
});
