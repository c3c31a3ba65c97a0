import crypto from 'node:crypto';
import { Client } from 'pg';
import { startServer, type RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { testEnv } from './harness';

/**
 * Compose's `deploy.replicas` starts every api process at once on one empty database: they take
 * turns to migrate and seed (db/startup-lock.ts), so each starts and the work is done once.
 */
async function emptyDatabase(): Promise<string> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL!;
  const name = `vdp_test_${crypto.randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let servers: RunningServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

it('starts three replicas together on an empty database, migrating and seeding once', async () => {
  const env = testEnv(await emptyDatabase());
  const started = await Promise.allSettled([0, 1, 2].map(() => startServer(env, () => undefined)));
  servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  expect(started.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);

  const [{ count }] = await servers[0].db.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ count: string }>>(`select count(*) from users where username = 'admin'`);
  expect(Number(count)).toBe(1);
  // a session made on one replica is honoured by the others (sessions live in PostgreSQL)
  const admin = new TestClient(servers[0].url);
  await admin.login('admin');
  for (const server of servers.slice(1)) {
    const other = new TestClient(server.url);
    other.cookie = admin.cookie;
    expect((await other.rest('GET', '/api/auth/user')).body).toMatchObject({ username: 'admin' });
  }
});
