import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { mailedToken } from './auction-fixtures';
import { TestClient } from './client';
import { eventually } from './eventually';
import { sql, startReplicas } from './harness';
import { signedInUser } from './users-fixtures';

// Ending sessions (issue 16 item 4, ADR 23) on two api processes on one database, each keeping
// sessions in memory for a few seconds: sign out everywhere (oneself and an admin for a user), a
// password set from a link, and the absolute lifetime of the security settings.

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-sessions-'));
  [a, b] = await startReplicas({ outboxDir });
  admin = new TestClient(a.url);
  await admin.login('admin');
  outbox = outboxDir;
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});
let outbox: string;

/** A staff member signed in twice (two devices) through a; the second device talks to b. */
async function staffOnTwoDevices() {
  const { client: laptop, user } = await signedInUser(admin, { role: 'staff' });
  const phone = new TestClient(b.url);
  await phone.login(user.username, 'UserPass123');
  expect((await phone.rest('GET', '/api/donations')).status).toBe(200); // kept by b now
  expect((await laptop.rest('GET', '/api/donations')).status).toBe(200);
  return { laptop, phone, user };
}

const status = (client: TestClient) => async () => (await client.rest('GET', '/api/donations')).status;
const sessionsOf = async (userId: number) =>
  (await sql<{ n: number }>(a, 'select count(*)::int as n from http_sessions where user_id = ?', [userId]))[0]!.n;

describe('sign out everywhere', () => {
  it('a user ends every one of their sessions, on both processes, and their cookie is cleared', async () => {
    const { laptop, phone, user } = await staffOnTwoDevices();
    const out = await laptop.rest('POST', '/api/auth/sign-out-everywhere');
    expect(out.status).toBe(200);
    expect(laptop.cookie).toBeUndefined();
    await eventually(status(phone), 401, 1_000);
    expect(await sessionsOf(user.id)).toBe(0);
  });

  it('over GraphQL too, and only for someone signed in', async () => {
    const { laptop, phone } = await staffOnTwoDevices();
    const done = await phone.gql<{ signOutEverywhere: boolean }>('mutation { signOutEverywhere }');
    expect(done.data?.signOutEverywhere).toBe(true);
    await eventually(status(laptop), 401, 1_000);
    const anonymous = await new TestClient(a.url).gql('mutation { signOutEverywhere }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("an admin ends a user's sessions from the users page (audited); others may not", async () => {
    const { laptop, phone, user } = await staffOnTwoDevices();
    expect((await laptop.rest('DELETE', `/api/users/${user.id}/sessions`)).status).toBe(403);
    const ended = await admin.gql<{ endUserSessions: { id: string } }>(`mutation { endUserSessions(id: ${user.id}) { id } }`);
    expect(ended.errors).toBeUndefined();
    await eventually(status(phone), 401, 1_000);
    expect(await status(laptop)()).toBe(401);
    const trail = await sql<{ action: string; actor_id: number }>(
      a,
      `select action, actor_id from audit_events where entity_type = 'user' and entity_id = ? and action = 'end'`,
      [String(user.id)],
    );
    expect(trail).toHaveLength(1);
    expect((await admin.rest('DELETE', '/api/users/999999/sessions')).status).toBe(404);
    expect((await admin.rest('GET', '/api/auth/user')).status).toBe(200); // the admin's own session lives on
  });
});

describe('a new password ends the sessions', () => {
  it('set from an e-mailed link: every session ends on both processes', async () => {
    const { laptop, phone, user } = await staffOnTwoDevices();
    expect((await admin.rest('POST', `/api/users/${user.id}/password-link`)).status).toBe(200);
    const token = await mailedToken(outbox, user.email!);
    const anonymous = new TestClient(b.url);
    expect((await anonymous.rest('POST', '/api/auth/set-password', { token, password: 'FromLink123' })).status).toBe(200);
    await eventually(status(laptop), 401, 1_000);
    await eventually(status(phone), 401, 1_000);
    await laptop.login(user.username, 'FromLink123');
  });

  it('an admin setting their own keeps the session they did it from and ends their others', async () => {
    const { user } = await signedInUser(admin, { role: 'admin' });
    const here = new TestClient(a.url);
    await here.login(user.username, 'UserPass123');
    const elsewhere = new TestClient(b.url);
    await elsewhere.login(user.username, 'UserPass123');
    expect((await elsewhere.rest('GET', '/api/users/counts')).status).toBe(200);
    expect((await here.rest('PUT', `/api/users/${user.id}/password`, { password: 'OwnNewPass123' })).status).toBe(200);
    await eventually(async () => (await elsewhere.rest('GET', '/api/users/counts')).status, 401, 1_000);
    expect((await here.rest('GET', '/api/users/counts')).status).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);
  });
});

describe('the absolute session lifetime (security.session_absolute_hours)', () => {
  async function setAbsoluteHours(value: number | null) {
    const saved = await admin.rest('POST', '/api/settings', {
      category: 'security',
      key: 'session_absolute_hours',
      value: value === null ? null : String(value),
      type: 'number',
      description: null,
    });
    expect(saved.status).toBe(200);
  }

  afterEach(() => setAbsoluteHours(null));

  it('ends a session that began longer ago, however recently it was used', async () => {
    await setAbsoluteHours(2);
    const { client, user } = await signedInUser(admin, { role: 'staff' });
    // a session begun 3 hours ago and used a minute ago: idle is fine, absolute is past
    await sql(
      a,
      `update http_sessions set created_at = now() - interval '3 hours', updated_at = now() - interval '1 minute' where user_id = ?`,
      [user.id],
    );
    const onB = new TestClient(b.url);
    onB.cookie = client.cookie;
    await eventually(status(onB), 401, 1_000);
    expect(await status(client)()).toBe(401);
  });

  it('never slides the expiry past the absolute end, and a new sign-in cookie lives no longer', async () => {
    await setAbsoluteHours(1);
    const { client, user } = await signedInUser(admin, { role: 'staff' });
    await sql(a, `update http_sessions set created_at = now() - interval '50 minutes' where user_id = ?`, [user.id]);
    const onB = new TestClient(b.url);
    onB.cookie = client.cookie;
    expect(await status(onB)()).toBe(200);
    const [row] = await sql<{ left_s: number }>(
      a,
      `select extract(epoch from (created_at + interval '1 hour') - expires_at)::float8 as left_s from http_sessions where user_id = ?`,
      [user.id],
    );
    expect(row!.left_s).toBeGreaterThanOrEqual(0); // slid (idle 24 h) but capped at the absolute end
    const maxAge = async () => {
      const login = await new TestClient(a.url).rest('POST', '/api/auth/login', {
        username: user.username,
        password: 'UserPass123',
      });
      return /Max-Age=(\d+)/.exec(login.headers.getSetCookie()[0] ?? '')?.[1];
    };
    await eventually(maxAge, '3600');
  });
});
