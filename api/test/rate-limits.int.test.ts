import crypto from 'node:crypto';
import type { RunningServer } from '../src/app/server';
import type { Env } from '../src/config/env';
import { Client } from 'pg';
import { RateLimits } from '../src/core/rate-limits';
import { RATE_LIMIT_FLUSH_MS, RATE_LIMIT_TABLE } from '../src/core/write-behind-limiter';
import { TestClient } from './client';
import { startTestServer } from './harness';

/** Two api processes on one database: the limits are counted once for both, and outlive a restart (ADR 9). */
const limits: Partial<Env> = {
  sessionSecret: crypto.randomBytes(32).toString('hex'),
  donorLookupsPerMinute: 4,
  loginMaxFailuresPerUsername: 3,
  loginMaxFailuresPerClient: 100,
  loginWindowMinutes: 15,
};
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  a = await startTestServer(limits);
  b = await startTestServer({ ...limits, databaseUrl: a.db.url });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Counts taken in memory reach the other process within two write-behind intervals. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3 * RATE_LIMIT_FLUSH_MS));
const lookup = (server: RunningServer) => new TestClient(server.url).rest('GET', '/api/donor-portal/NO-SUCH-CODE');
const signIn = (server: RunningServer, password: string) =>
  new TestClient(server.url).rest('POST', '/api/auth/login', { username: 'editor', password });

it('counts donor lookups and failed sign-ins once across processes, and keeps them across a restart', async () => {
  expect((await lookup(a)).status).toBe(404);
  expect((await lookup(a)).status).toBe(404);
  await settle();
  expect((await lookup(b)).status).toBe(404);
  expect((await lookup(b)).status).toBe(404);
  await settle();
  const refused = await lookup(a);
  expect(refused.status).toBe(429); // the fifth lookup in the minute, two of them on the other process
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

  expect((await signIn(a, 'wrong-password')).status).toBe(401);
  expect((await signIn(a, 'wrong-password')).status).toBe(401);
  await settle();
  expect((await signIn(b, 'wrong-password')).status).toBe(401);
  await settle();
  expect((await signIn(a, 'DemoPass123')).status).toBe(429); // three failures for this username, across both

  await a.close(); // writes what it counted
  a = await startTestServer({ ...limits, databaseUrl: b.db.url });
  expect((await lookup(a)).status).toBe(429);
  const stillRefused = await signIn(a, 'DemoPass123');
  expect(stillRefused.status).toBe(429);
  expect(stillRefused.body).toMatchObject({
    message: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait 15 minutes/),
  });
});

it('still counts the points of a write-behind in flight once their fresh time is over', async () => {
  const limiter = RateLimits.shared(a.db.orm).limiter({ name: 'in-flight', points: 10, windowMs: 60_000 });
  for (let i = 0; i < 3; i++) await limiter.penalty('k'); // the first counted in the table, two in memory
  // a transaction holding the key's row: the next write-behind waits on it
  const holder = new Client({ connectionString: a.db.url });
  await holder.connect();
  try {
    await holder.query('begin');
    await holder.query(`select 1 from ${RATE_LIMIT_TABLE} where key = $1 for update`, ['in-flight:k']);
    await new Promise((resolve) => setTimeout(resolve, 3 * RATE_LIMIT_FLUSH_MS)); // the write started; nothing is fresh
    expect((await limiter.get('k'))?.consumedPoints).toBe(3);
  } finally {
    await holder.query('rollback');
    await holder.end();
  }
  await new Promise((resolve) => setTimeout(resolve, 2 * RATE_LIMIT_FLUSH_MS));
  expect((await limiter.get('k'))?.consumedPoints).toBe(3); // written once, counted once
});
