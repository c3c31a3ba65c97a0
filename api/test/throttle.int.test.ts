import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { startTestServer } from './harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ loginMaxFailuresPerUsername: 3, loginMaxFailuresPerClient: 6, loginWindowMinutes: 15 });
});
afterAll(() => server.close());

describe('failed sign-ins are limited', () => {
  it('per username: after 3 failures even the right password gets 429 with a clear message', async () => {
    const client = new TestClient(server.url);
    for (let i = 0; i < 3; i++) {
      expect((await client.rest('POST', '/api/auth/login', { username: 'editor', password: 'wrong-password' })).status).toBe(401);
    }
    const limited = await client.rest('POST', '/api/auth/login', { username: 'editor', password: 'DemoPass123' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many failed sign-in attempts/),
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const viaGraphql = await client.gql('mutation { login(input: { username: "editor", password: "DemoPass123" }) { id } }');
    expect(viaGraphql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('per client: failures across usernames add up', async () => {
    const client = new TestClient(server.url);
    // this client already failed 3 times above (same address); 3 more reach the client limit of 6
    for (const username of ['a1', 'a2', 'a3']) {
      await client.rest('POST', '/api/auth/login', { username, password: 'wrong-password' });
    }
    const limited = await client.rest('POST', '/api/auth/login', { username: 'staff', password: 'DemoPass123' });
    expect(limited.status).toBe(429);
  });
});
