import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';

/**
 * SESSION_SECRET, or outside production a secret generated once and kept in the data directory,
 * so that sessions survive restarts. (loadEnv refuses production without SESSION_SECRET.)
 */
export function resolveSessionSecret(env: Env): string {
  if (env.sessionSecret) return env.sessionSecret;
  if (env.isProduction) throw new Error('SESSION_SECRET is required in production.');
  const file = path.join(env.dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
