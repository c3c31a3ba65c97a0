import path from 'node:path';

/** Where the repository lives: api/src/config -> ../../.. (also right from api/dist/config). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

export interface Env {
  /** production | development | test */
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** External PostgreSQL; when absent the server runs an embedded one under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seeds demo accounts and content. Default: on with the embedded database outside production. */
  demo: boolean;
  sessionSecret: string | undefined;
  /** AES-256-GCM key of secret settings, base64 of 32 bytes (ADR 13); generated into dataDir outside production. */
  settingsEncryptionKey: string | undefined;
  sessionTtlHours: number;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  webDist: string;
  trustProxy: boolean;
  graphqlMaxDepth: number;
  graphqlMaxCost: number;
  /**
   * graphql-ws sockets one client address may hold open on one api process (ADR 31): a browser tab
   * holds one, an office behind one address a few dozen. N replicas allow N times this.
   */
  socketsPerClient: number;
  loginMaxFailuresPerUsername: number;
  loginMaxFailuresPerClient: number;
  loginWindowMinutes: number;
  logSql: boolean;
  /** SMTP server for outgoing mail; when absent, mail is written as .eml files to outboxDir. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  /** The site's address, for links in e-mails. */
  publicUrl: string;
  /** Donor lookups (tracking code, e-mail) allowed per client per minute. */
  donorLookupsPerMinute: number;
  /** Requests allowed per API key per minute (issue 14 §3), over HTTP and the socket together. */
  apiKeyRequestsPerMinute: number;
  /** Submissions to one custom form allowed per client address per minute. */
  formSubmissionsPerMinute: number;
  /** The AI assistant: an OpenAI-compatible server; without a key the built-in assistant answers. */
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiModel: string;
  /** Chat messages allowed per minute for one session and for one client address. */
  chatMaxPerSessionPerMinute: number;
  chatMaxPerClientPerMinute: number;
  /** Stock-image sources of the post editor; keys in the settings win over these. */
  pixabayApiKey: string | undefined;
  pexelsApiKey: string | undefined;
  /** Their API addresses (tests point them at a local fake). */
  pixabayBaseUrl: string | undefined;
  pexelsBaseUrl: string | undefined;
  /** Webhooks (docs/webhooks.md): hosts allowed although private or loopback (tests, an intranet receiver). */
  webhookAllowedHosts: string[];
  /** Hours a delivery is retried before it is marked failed (at least 24). */
  webhookRetryHours: number;
  /** The first retry's delay; each next one doubles (capped at an hour), with jitter. */
  webhookRetryBaseMs: number;
  /** How long one delivery attempt may take. */
  webhookTimeoutMs: number;
  /** The fallback timer of the delivery worker (it is woken by NOTIFY after each commit). */
  webhookPollMs: number;
  /** Days a delivered or failed delivery stays in the log before the worker deletes it. */
  webhookKeepDays: number;
  /** Run the delivery worker in this process (off: events wait in the outbox for another process). */
  webhookWorker: boolean;
}

export class ConfigError extends Error {}

function int(source: NodeJS.ProcessEnv, name: string, fallback: number, min = 0, max = 2 ** 31 - 1): number {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function bool(source: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = source[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be a boolean (1/0, true/false), got "${raw}"`);
}

function optional(source: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = source[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw;
}

/** 32 bytes written in base64 (or base64url): the AES-256 key of secret settings. */
function isKey32(value: string): boolean {
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(value.trim()) && Buffer.from(value.trim(), 'base64').length === 32;
}

/** Every setting parsed and checked once, at boot. .env.example documents each one. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const nodeEnv = source.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const databaseUrl = optional(source, 'DATABASE_URL');
  const sessionSecret = optional(source, 'SESSION_SECRET');
  if (isProduction && !sessionSecret) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production (at least 32 random characters).');
  }
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long.');
  }
  const settingsEncryptionKey = optional(source, 'SETTINGS_ENCRYPTION_KEY');
  if (isProduction && !settingsEncryptionKey) {
    throw new ConfigError(
      'SETTINGS_ENCRYPTION_KEY is required when NODE_ENV=production (32 random bytes in base64: `openssl rand -base64 32`).',
    );
  }
  if (settingsEncryptionKey !== undefined && !isKey32(settingsEncryptionKey)) {
    throw new ConfigError('SETTINGS_ENCRYPTION_KEY must be 32 bytes in base64 (`openssl rand -base64 32`).');
  }
  const demo = bool(source, 'DEMO', !isProduction && databaseUrl === undefined);
  if (isProduction && demo) {
    throw new ConfigError('DEMO=1 is refused when NODE_ENV=production: demo accounts have a published password.');
  }
  const dataDir = path.resolve(REPO_ROOT, optional(source, 'DATA_DIR') ?? '.data');
  return {
    nodeEnv,
    isProduction,
    port: int(source, 'PORT', 3000, 0, 65535),
    host: optional(source, 'HOST') ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    demo,
    sessionSecret,
    settingsEncryptionKey,
    sessionTtlHours: int(source, 'SESSION_TTL_HOURS', 24, 1, 24 * 365),
    adminUsername: optional(source, 'ADMIN_USERNAME'),
    adminPassword: optional(source, 'ADMIN_PASSWORD'),
    webDist: path.resolve(REPO_ROOT, optional(source, 'WEB_DIST') ?? 'web/dist'),
    trustProxy: bool(source, 'TRUST_PROXY', false),
    graphqlMaxDepth: int(source, 'GRAPHQL_MAX_DEPTH', 10, 2, 100),
    graphqlMaxCost: int(source, 'GRAPHQL_MAX_COST', 5000, 10, 1_000_000),
    socketsPerClient: int(source, 'SOCKETS_PER_CLIENT', 50, 1),
    loginMaxFailuresPerUsername: int(source, 'LOGIN_MAX_FAILURES_PER_USERNAME', 5, 1),
    loginMaxFailuresPerClient: int(source, 'LOGIN_MAX_FAILURES_PER_CLIENT', 20, 1),
    loginWindowMinutes: int(source, 'LOGIN_WINDOW_MINUTES', 15, 1),
    logSql: bool(source, 'LOG_SQL', false),
    smtpUrl: optional(source, 'SMTP_URL'),
    mailFrom: optional(source, 'MAIL_FROM') ?? 'Vehicle Donation Center <no-reply@localhost>',
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: (optional(source, 'PUBLIC_URL') ?? `http://localhost:${int(source, 'PORT', 3000, 0, 65535)}`).replace(/\/+$/, ''),
    donorLookupsPerMinute: int(source, 'DONOR_LOOKUPS_PER_MINUTE', 30, 1),
    apiKeyRequestsPerMinute: int(source, 'API_KEY_REQUESTS_PER_MINUTE', 600, 1),
    formSubmissionsPerMinute: int(source, 'FORM_SUBMISSIONS_PER_MINUTE', 10, 1),
    openaiApiKey: optional(source, 'OPENAI_API_KEY'),
    openaiBaseUrl: optional(source, 'OPENAI_BASE_URL'),
    openaiModel: optional(source, 'OPENAI_MODEL') ?? 'gpt-4o',
    chatMaxPerSessionPerMinute: int(source, 'CHAT_MAX_PER_SESSION_PER_MINUTE', 10, 1),
    chatMaxPerClientPerMinute: int(source, 'CHAT_MAX_PER_CLIENT_PER_MINUTE', 30, 1),
    pixabayApiKey: optional(source, 'PIXABAY_API_KEY'),
    pexelsApiKey: optional(source, 'PEXELS_API_KEY'),
    pixabayBaseUrl: optional(source, 'PIXABAY_BASE_URL'),
    pexelsBaseUrl: optional(source, 'PEXELS_BASE_URL'),
    webhookAllowedHosts: (optional(source, 'WEBHOOK_ALLOWED_HOSTS') ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    webhookRetryHours: int(source, 'WEBHOOK_RETRY_HOURS', 25, 24, 24 * 30),
    webhookRetryBaseMs: int(source, 'WEBHOOK_RETRY_BASE_MS', 30_000, 1),
    webhookTimeoutMs: int(source, 'WEBHOOK_TIMEOUT_MS', 5_000, 100, 60_000),
    webhookPollMs: int(source, 'WEBHOOK_POLL_MS', 5_000, 100),
    webhookKeepDays: int(source, 'WEBHOOK_KEEP_DAYS', 30, 2, 3650),
    webhookWorker: bool(source, 'WEBHOOK_WORKER', true),
  };
}
