import WebSocket from 'ws';
import type { RunningServer } from '../src/app/server';
import { createKey } from './api-keys-fixtures';
import { TestClient } from './client';
import { sql, startTestServer } from './harness';
import { userForm } from './users-fixtures';

// Cross-site defence in depth (issue 16 item 4, ADR 23): a state-changing request that carries the
// session cookie must come from the site's own pages (its Origin, else its Referer); an API key's
// request carries no cookie authority and passes. The refusal is a 403 naming why, before anything is read or written.

let server: RunningServer;
let admin: TestClient;
const EVIL = 'https://evil.example';

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.login('admin');
}, 60_000);
afterAll(() => server.close());

/** The admin's cookie sent with other headers, as a page of another site would make the browser send it. */
function adminFrom(headers: Record<string, string>): TestClient {
  const client = new TestClient(server.url, headers);
  client.cookie = admin.cookie;
  return client;
}

const usersNamed = async (username: string) =>
  (await sql<{ n: number }>(server, 'select count(*)::int as n from users where username = ?', [username]))[0]!.n;

describe('state-changing REST routes and a foreign Origin', () => {
  it('refuses a cookie-authenticated write from another site with 403 naming why, and writes nothing', async () => {
    const form = userForm({ passwordMode: 'set', password: 'UserPass123' });
    const forged = await adminFrom({ origin: EVIL }).rest('POST', '/api/users', form);
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ code: 'CROSS_SITE_REQUEST' });
    expect((forged.body as { message: string }).message).toMatch(/Cross-site request refused.*Origin https:\/\/evil\.example/);
    expect(await usersNamed(String(form.username))).toBe(0);

    const viaReferer = await adminFrom({ referer: `${EVIL}/page` }).rest('POST', '/api/users', form);
    expect(viaReferer.status).toBe(403);
    expect((viaReferer.body as { message: string }).message).toMatch(/Referer/);
    const opaque = await adminFrom({ origin: 'null' }).rest('POST', '/api/users', form);
    expect(opaque.status).toBe(403);
    expect(await usersNamed(String(form.username))).toBe(0);
  });

  it("accepts the same request from the site's own origin", async () => {
    const form = userForm({ passwordMode: 'set', password: 'UserPass123' });
    const own = await adminFrom({ origin: server.url }).rest('POST', '/api/users', form);
    expect(own.status).toBe(201);
    expect(await usersNamed(String(form.username))).toBe(1);
    const second = userForm({ passwordMode: 'set', password: 'UserPass123' });
    expect((await adminFrom({ referer: `${server.url}/admin/users` }).rest('POST', '/api/users', second)).status).toBe(201);
  });

  it('accepts an API key from anywhere, cookie or not: a key request reads no cookie', async () => {
    const { secret } = await createKey(admin, { role: 'admin', readOnly: false });
    const form = userForm({ passwordMode: 'set', password: 'UserPass123' });
    const client = adminFrom({ origin: EVIL, Authorization: `Bearer ${secret}` });
    expect((await client.rest('POST', '/api/users', form)).status).toBe(201);
    expect(await usersNamed(String(form.username))).toBe(1);
  });

  it('lets reads through, and requests without a cookie (nothing to borrow)', async () => {
    expect((await adminFrom({ origin: EVIL }).rest('GET', '/api/users/counts')).status).toBe(200);
    const anonymous = new TestClient(server.url, { origin: EVIL });
    expect((await anonymous.rest('POST', '/api/auth/login', { username: 'admin', password: 'wrong-password' })).status).toBe(401);
  });

  it('a forged sign-out does not end the session', async () => {
    expect((await adminFrom({ origin: EVIL }).rest('POST', '/api/auth/logout')).status).toBe(403);
    expect((await admin.rest('GET', '/api/auth/user')).status).toBe(200);
  });
});

describe('GraphQL over HTTP and a foreign Origin', () => {
  it("refuses a mutation with the cookie from another site, and answers the site's own", async () => {
    const form = userForm({ role: 'user' });
    const mutation = `mutation { createUser(input: { username: "${String(form.username)}", email: "${String(form.email)}", role: "user", passwordMode: "set", password: "UserPass123" }) { id } }`;
    const forged = await adminFrom({ origin: EVIL }).rest('POST', '/graphql', { query: mutation });
    expect(forged.status).toBe(403);
    expect(forged.body).toMatchObject({ errors: [{ extensions: { code: 'CROSS_SITE_REQUEST' } }] });
    expect(await usersNamed(String(form.username))).toBe(0);

    const own = await adminFrom({ origin: server.url }).gql<{ me: { username: string } }>('{ me { username } }');
    expect(own.data?.me.username).toBe('admin');
  });
});

describe('__Host- cookies in production', () => {
  it('sets the session cookie as __Host-vdp.sid (Secure, Path=/, no Domain) and reads only that name', async () => {
    const prod = await startTestServer({
      nodeEnv: 'production',
      isProduction: true,
      demo: false,
      adminUsername: 'root-admin',
      adminPassword: 'A-long-secret-1',
    });
    try {
      const client = new TestClient(prod.url);
      const login = await client.rest('POST', '/api/auth/login', { username: 'root-admin', password: 'A-long-secret-1' });
      const [cookie] = login.headers.getSetCookie();
      expect(cookie).toMatch(/^__Host-vdp\.sid=[\w-]+; .*Path=\/; .*HttpOnly; SameSite=Lax; Secure$/);
      expect(cookie).not.toMatch(/Domain=/i);
      expect((await client.rest('GET', '/api/auth/user')).status).toBe(200);
      const plain = new TestClient(prod.url);
      plain.cookie = client.cookie!.replace('__Host-', ''); // as a subdomain could set it
      expect((await plain.rest('GET', '/api/auth/user')).status).toBe(401);
    } finally {
      await prod.close();
    }
  });
});

describe('the headers every answer carries, and the socket', () => {
  it('sends the CSP, nosniff, frame denial, referrer policy and HSTS on REST and GraphQL answers', async () => {
    for (const answer of [
      await admin.rest('GET', '/api/auth/user'),
      await admin.rest('POST', '/graphql', { query: '{ me { id } }' }),
    ]) {
      expect(answer.headers.get('content-security-policy')).toMatch(
        /default-src 'self'.*script-src 'self'.*frame-ancestors 'none'.*object-src 'none'/,
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('strict-transport-security')).toBe('max-age=31536000');
    }
  });

  /** The close code of a graphql-ws connection opened with `origin` and the admin's cookie. */
  const closeCode = (origin: string) =>
    new Promise<number>((resolve) => {
      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
        headers: { origin, cookie: admin.cookie! },
      });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', () => socket.close(1000));
      socket.on('close', (code) => resolve(code));
    });

  it("refuses a socket opened by a page of another site (4403), and takes the site's own", async () => {
    expect(await closeCode(EVIL)).toBe(4403);
    expect(await closeCode(server.url)).toBe(1000); // acknowledged, then closed by the test
  });
});
