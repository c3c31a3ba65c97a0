import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';

/**
 * A secret the environment gives, or outside production one generated once and kept in the data
 * directory (mode 600), so that what it protects survives restarts. loadEnv refuses production
 * without the variable; this throws too, should a caller get there another way.
 */
export function resolveLocalSecret(
  env: Env,
  secret: { given: string | undefined; variable: string; file: string; make: () => string },
): string {
  if (secret.given) return secret.given;
  if (env.isProduction) throw new Error(`${secret.variable} is required in production.`);
  const file = path.join(env.dataDir, secret.file);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(env.dataDir, { recursive: true });
  const made = secret.make();
  fs.writeFileSync(file, made, { mode: 0o600 });
  return made;
}

/** SESSION_SECRET: the HMAC key of session ids and set-password links. */
export function resolveSessionSecret(env: Env): string {
  return resolveLocalSecret(env, {
    given: env.sessionSecret,
    variable: 'SESSION_SECRET',
    file: 'session-secret',
    make: () => crypto.randomBytes(32).toString('base64url'),
  });
}

/** SETTINGS_ENCRYPTION_KEY: the AES-256-GCM key of secret settings (32 bytes, base64; ADR 13). */
export function resolveSettingsKey(env: Env): Buffer {
  const encoded = resolveLocalSecret(env, {
    given: env.settingsEncryptionKey,
    variable: 'SETTINGS_ENCRYPTION_KEY',
    file: 'settings-encryption-key',
    make: () => crypto.randomBytes(32).toString('base64'),
  });
  return Buffer.from(encoded, 'base64');
}
