import 'reflect-metadata';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { startServer, type RunningServer } from '../src/app/server';
import { loadEnv, type Env } from '../src/config/env';

const TEMPLATE_DATABASE = 'vdp_test_template';

/** A fresh database copied from the migrated template: each test file owns its data. */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is unset: run integration tests through jest (global setup).');
  const name = `vdp_test_${crypto.randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The api in-process on an ephemeral port, in demo mode, against its own database. */
export async function startTestServer(overrides: Partial<Env> = {}): Promise<RunningServer> {
  const env: Env = {
    ...loadEnv({ NODE_ENV: 'test' }),
    databaseUrl: await createTestDatabase(),
    port: 0,
    host: '127.0.0.1',
    demo: true,
    sessionSecret: crypto.randomBytes(32).toString('hex'),
    webDist: '/nonexistent-web-dist',
    ...overrides,
  };
  return startServer(env, () => undefined);
}
