import type { RunningServer } from '../src/app/server';
import { DEMO_ACCOUNTS } from '../src/db/seeders/demo-accounts';
import { KEPT_SESSION_MS } from '../src/modules/auth/kept-sessions';
import { TestClient } from './client';
import { eventually } from './eventually';
import { startTestServer } from './harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ME = '{ me { id username role isAdmin isEditor isStaff isDealer isCharity } }';

describe('sign-in through the REST shim', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and answers the user without its password', async () => {
    const client = new TestClient(server.url);
    const { status, body, headers } = await client.rest('POST', '/api/auth/login', {
      username: 'admin',
      password: 'DemoPass123',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ username: 'admin', role: 'admin', isAdmin: true });
    const cookie = headers.getSetCookie().find((c) => c.startsWith('vdp.sid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // Secure only in production
    const me = await client.rest('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(JSON.stringify(me.body)).not.toMatch(/password|argon2/i);
  });

  it('answers 401 to GET /api/auth/user when signed out', async () => {
    const { status, body } = await new TestClient(server.url).rest('GET', '/api/auth/user');
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Not signed in.' });
  });

  it('refuses a wrong password with 401 and the same message as an unknown user', async () => {
    const client = new TestClient(server.url);
    const wrong = await client.rest('POST', '/api/auth/login', { username: 'editor', password: 'nope-nope' });
    const unknown = await client.rest('POST', '/api/auth/login', { username: 'nobody-here', password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(client.cookie).toBeUndefined();
  });

  it('names the missing fields with 400', async () => {
    const { status, body } = await new TestClient(server.url).rest('POST', '/api/auth/login', { username: ' ', password: '' });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'username', message: 'Username is required' },
        { field: 'password', message: 'Password is required' },
      ],
    });
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const client = new TestClient(server.url, { 'content-type': 'application/json' });
    const { status, body } = await client.rest('POST', '/api/auth/login', '{"username": ');
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'The request body is not valid JSON.' });
  });

  it('changes the session id at sign-in and kills the old one', async () => {
    const client = new TestClient(server.url);
    await client.login('staff');
    const first = client.cookie;
    await client.login('staff');
    expect(client.cookie).not.toBe(first);
    const stale = new TestClient(server.url);
    stale.cookie = first;
    expect((await stale.rest('GET', '/api/auth/user')).status).toBe(401);
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(200);
  });

  it('ends the session at sign-out: the old cookie signs nobody in', async () => {
    const client = new TestClient(server.url);
    await client.login('charity');
    const cookie = client.cookie;
    const out = await client.rest('POST', '/api/auth/logout');
    expect(out.status).toBe(200);
    expect(client.cookie).toBeUndefined();
    const replay = new TestClient(server.url);
    replay.cookie = cookie;
    expect((await replay.rest('GET', '/api/auth/user')).status).toBe(401);
  });

  it('slides the expiry forward once half the lifetime is used, and refuses an expired session', async () => {
    const client = new TestClient(server.url);
    await client.login('editor');
    const sql = server.db.orm.em.getConnection();
    const sessionOf = `(select id from http_sessions where user_id = (select id from users where username = 'editor')
      order by created_at desc limit 1)`;
    await sql.execute(`update http_sessions set expires_at = now() + interval '1 hour' where id = ${sessionOf}`);
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(200);
    const [{ hours }] = await sql.execute<Array<{ hours: number }>>(
      `select extract(epoch from expires_at - now()) / 3600 as hours from http_sessions where id = ${sessionOf}`,
    );
    expect(Number(hours)).toBeGreaterThan(2);
    // a session ended behind the api's back (no event) holds at most KEPT_SESSION_MS longer
    await sql.execute(`update http_sessions set expires_at = now() - interval '1 second' where id = ${sessionOf}`);
    await eventually(async () => (await client.rest('GET', '/api/auth/user')).status, 401, KEPT_SESSION_MS + 2_000);
  });
});

describe('sign-in through GraphQL', () => {
  it('login, me and logout', async () => {
    const client = new TestClient(server.url);
    expect((await client.gql(ME)).data).toEqual({ me: null });
    const login = await client.gql(
      'mutation { login(input: { username: "dealer", password: "DemoPass123" }) { username role isDealer } }',
    );
    expect(login.data).toEqual({ login: { username: 'dealer', role: 'dealer', isDealer: true } });
    expect((await client.gql<{ me: { username: string } }>(ME)).data?.me.username).toBe('dealer');
    expect((await client.gql('mutation { logout }')).data).toEqual({ logout: true });
    expect((await client.gql(ME)).data).toEqual({ me: null });
  });

  it('carries UNAUTHENTICATED for a wrong password and BAD_USER_INPUT with fields for empty ones', async () => {
    const client = new TestClient(server.url);
    const wrong = await client.gql('mutation { login(input: { username: "admin", password: "bad-password" }) { id } }');
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Invalid username or password.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const empty = await client.gql('mutation { login(input: { username: "", password: "" }) { id } }');
    expect(empty.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(empty.errors?.[0].extensions?.fields?.map((f) => f.field)).toEqual(['username', 'password']);
  });
});

describe('roles', () => {
  const flags: Record<string, [boolean, boolean, boolean, boolean, boolean]> = {
    admin: [true, true, true, false, false],
    editor: [false, true, true, false, false],
    staff: [false, false, true, false, false],
    dealer: [false, false, false, true, false],
    charity: [false, false, false, false, true],
    user: [false, false, false, false, false],
  };

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a.role] as const))(
    '%s signs in with role %s and its derived flags',
    async (username, role) => {
      const client = new TestClient(server.url);
      await client.login(username);
      const { data } = await client.gql<{ me: Record<string, unknown> }>(ME);
      const [isAdmin, isEditor, isStaff, isDealer, isCharity] = flags[role];
      expect(data?.me).toMatchObject({ username, role, isAdmin, isEditor, isStaff, isDealer, isCharity });
    },
  );
});

describe('the socket', () => {
  it('is authenticated by the session cookie', async () => {
    const client = new TestClient(server.url);
    await client.login('editor');
    const ws = client.socket();
    const result = await client.socketRequest<{ me: { username: string } }>(ws, '{ me { username role } }');
    expect(result.data?.me).toEqual({ username: 'editor', role: 'editor' });
    await ws.dispose();
  });

  it('knows nobody without a cookie', async () => {
    const client = new TestClient(server.url);
    const ws = client.socket();
    expect((await client.socketRequest(ws, '{ me { username } }')).data).toEqual({ me: null });
    await ws.dispose();
  });
});
