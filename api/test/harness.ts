import 'reflect-metadata';
import crypto from 'node:crypto';
import { Client } from 'pg';
import { startServer, type RunningServer } from '../src/app/server';
import { loadEnv, type Env } from '../src/config/env';
import { TestClient } from './client';
import { DEMO_TEMPLATE_DATABASE, TEMPLATE_DATABASE } from './template-databases';

/**
 * A fresh database copied from the migrated template (with `demo`, from the one holding the demo
 * data already, which spares each demo server its seeding): each test file owns its data.
 */
export async function createTestDatabase({ demo = false }: { demo?: boolean } = {}): Promise<string> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is unset: run integration tests through jest (global setup).');
  const name = `vdp_test_${crypto.randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name} template ${demo ? DEMO_TEMPLATE_DATABASE : TEMPLATE_DATABASE}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The api in-process on an ephemeral port, in demo mode, against its own database. */
export async function startTestServer(overrides: Partial<Env> = {}): Promise<RunningServer> {
  const env = testEnv('', overrides);
  return startServer({ ...env, databaseUrl: env.databaseUrl || (await createTestDatabase({ demo: env.demo })) }, () => undefined);
}

/** What a test server runs with on `databaseUrl`: an ephemeral port, demo mode, fresh secrets. */
export function testEnv(databaseUrl: string, overrides: Partial<Env> = {}): Env {
  return {
    ...loadEnv({ NODE_ENV: 'test' }),
    databaseUrl,
    port: 0,
    host: '127.0.0.1',
    demo: true,
    sessionSecret: crypto.randomBytes(32).toString('hex'),
    settingsEncryptionKey: crypto.randomBytes(32).toString('base64'),
    webDist: '/nonexistent-web-dist',
    ...overrides,
  };
}

/** A test server and a client signed in as the demo admin. */
/**
 * Two api processes on one database, as replicas behind a load balancer run (the same session
 * secret): what one changes, the other must show. `overrides` go to both.
 */
export async function startReplicas(overrides: Partial<Env> = {}): Promise<[RunningServer, RunningServer]> {
  const sessionSecret = crypto.randomBytes(32).toString('hex');
  const a = await startTestServer({ sessionSecret, ...overrides });
  const b = await startTestServer({ sessionSecret, ...overrides, databaseUrl: a.db.url });
  return [a, b];
}

/** Two replicas (startReplicas) and a client signed in as the demo admin through the first. */
export async function startReplicasWithAdmin(
  overrides: Partial<Env> = {},
): Promise<{ a: RunningServer; b: RunningServer; admin: TestClient }> {
  const [a, b] = await startReplicas(overrides);
  const admin = new TestClient(a.url);
  await admin.login('admin');
  return { a, b, admin };
}

export async function startWithAdmin(overrides: Partial<Env> = {}): Promise<{ server: RunningServer; admin: TestClient }> {
  const server = await startTestServer(overrides);
  const admin = new TestClient(server.url);
  await admin.login('admin');
  return { server, admin };
}

/** A plain statement on the server's database. */
export async function sql<T>(server: RunningServer, query: string, params: unknown[] = []): Promise<T[]> {
  return server.db.orm.em.fork().getConnection().execute<T[]>(query, params);
}
