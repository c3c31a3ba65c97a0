import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { mailedToken } from './auction-fixtures';
import { TestClient } from './client';
import { sql, startTestServer } from './harness';
import { keysOf, signedInUser, userForm, type UserJson } from './users-fixtures';

let server: RunningServer;
let admin: TestClient;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-users-'));
  server = await startTestServer({ outboxDir });
  admin = new TestClient(server.url);
  await admin.login('admin');
});
afterAll(() => server.close());

describe('user management', () => {
  it('creates a user of any role with a password set now (201), who signs in with it; no hash in any answer', async () => {
    const { client, user } = await signedInUser(admin, { role: 'staff', bio: 'Handles pickups' });
    expect(user).toMatchObject({ role: 'staff', isStaff: true, isActive: true, bio: 'Handles pickups' });
    expect((await client.rest('GET', '/api/auth/user')).body).toMatchObject({ username: user.username, role: 'staff' });
    const answers = [
      user,
      (await admin.rest('GET', `/api/users?search=${user.username}`)).body,
      (await admin.gql(`{ users { edges { node { id username } } } }`)).data,
      (await admin.rest('PUT', `/api/users/${user.id}/password`, { password: 'Another123' })).body,
    ];
    for (const answer of answers) {
      expect(keysOf(answer).filter((key) => /password|hash/i.test(key))).toEqual([]);
      expect(JSON.stringify(answer)).not.toContain('$argon2');
    }
    const [row] = await sql<{ password: string }>(server, 'select password from users where id = ?', [user.id]);
    expect(row!.password).toMatch(/^\$argon2id\$/);
  });

  it('e-mails a set-password link to a new user; the link sets the password once', async () => {
    const form = userForm({ role: 'editor' });
    const created = await admin.gql<{ createUser: UserJson }>(
      `mutation ($input: UserCreateFormInput!) { createUser(input: $input) { id role isEditor } }`,
      { input: form },
    );
    expect(created.errors).toBeUndefined();
    const token = await mailedToken(outboxDir, String(form.email));
    const visitor = new TestClient(server.url);
    expect((await visitor.rest('POST', '/api/auth/set-password', { token, password: 'ChosenPass1' })).body).toEqual({
      username: form.username,
    });
    expect((await visitor.rest('POST', '/api/auth/set-password', { token, password: 'ChosenPass2' })).status).toBe(400);
    await visitor.login(String(form.username), 'ChosenPass1');
  });

  it('refuses bad input naming the field, and a taken username or e-mail with a 409 naming it; nothing written', async () => {
    const before = (await admin.rest('GET', '/api/users/counts')).body as { total: number };
    const bad = await admin.rest('POST', '/api/users', { username: 'has space', email: 'nope', role: 'root' });
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual(['username', 'email', 'role']);
    const noPassword = await admin.rest('POST', '/api/users', userForm({ passwordMode: 'set' }));
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toMatchObject({ fields: [{ field: 'password' }] });
    const takenName = await admin.rest('POST', '/api/users', userForm({ username: 'editor' }));
    expect(takenName.status).toBe(409);
    expect(takenName.body).toMatchObject({ fields: [{ field: 'username', message: 'This username is already taken' }] });
    const first = (await admin.rest('POST', '/api/users', userForm())).body as UserJson;
    const takenEmail = await admin.gql(`mutation ($input: UserCreateFormInput!) { createUser(input: $input) { id } }`, {
      input: userForm({ email: first.email!.toUpperCase() }),
    });
    expect(takenEmail.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT', fields: [{ field: 'email' }] } });
    expect(((await admin.rest('GET', '/api/users/counts')).body as { total: number }).total).toBe(before.total + 1);
  });

  it('edits a user (PATCH) and searches by username, e-mail and names', async () => {
    const { user } = await signedInUser(admin);
    const patched = await admin.rest('PATCH', `/api/users/${user.id}`, {
      username: user.username,
      email: user.email,
      firstName: 'Zoltan',
      lastName: 'Quimby',
      bio: null,
      role: 'charity',
    });
    expect(patched.body).toMatchObject({ firstName: 'Zoltan', role: 'charity', isCharity: true });
    for (const term of ['zoltan', 'QUIMBY', user.email!.slice(0, 8)]) {
      const { body } = await admin.rest('GET', `/api/users?search=${encodeURIComponent(term)}`);
      expect((body as { users: UserJson[] }).users.map((u) => u.id)).toContain(user.id);
    }
    const none = await admin.gql<{ users: { totalCount: number; edges: unknown[] } }>(
      `{ users(search: "no-such-user-xyz") { totalCount edges { node { id } } } }`,
    );
    expect(none.data?.users).toEqual({ totalCount: 0, edges: [] });
    expect((await admin.rest('PATCH', '/api/users/999999', patched.body)).status).toBe(404);
  });

  it('counts users, admins and editors in one statement', async () => {
    const [row] = await sql<{ total: number; admins: number; editors: number }>(
      server,
      `select count(*)::int as total, count(*) filter (where role = 'admin')::int as admins,
              count(*) filter (where role = 'editor')::int as editors from users`,
    );
    const { data } = await admin.gql<{ userCounts: typeof row }>(`{ userCounts { total admins editors inactive } }`);
    expect(data?.userCounts).toMatchObject(row!);
  });

  it('deactivating ends the sessions at once and refuses sign-in; reactivating lets the user back', async () => {
    const { client, user } = await signedInUser(admin, { role: 'staff' });
    expect((await client.rest('GET', '/api/donations')).status).toBe(200);
    const off = await admin.gql<{ setUserActive: UserJson }>(
      `mutation { setUserActive(id: ${user.id}, isActive: false) { isActive } }`,
    );
    expect(off.data?.setUserActive.isActive).toBe(false);
    expect((await client.rest('GET', '/api/users/counts')).status).toBe(401);
    expect((await client.gql(`{ me { id } }`)).data).toEqual({ me: null });
    const again = await new TestClient(server.url).rest('POST', '/api/auth/login', {
      username: user.username,
      password: 'UserPass123',
    });
    expect(again.status).toBe(401);
    expect((await admin.rest('PATCH', `/api/users/${user.id}/active`, { isActive: true })).body).toMatchObject({
      isActive: true,
    });
    await client.login(user.username, 'UserPass123');
  });

  it('keeps one active admin: no demoting or deactivating the last one, nor deactivating oneself (409)', async () => {
    const [adminRow] = await sql<{ id: number }>(server, `select id from users where username = 'admin'`);
    const me = adminRow!.id;
    const self = await admin.rest('PATCH', `/api/users/${me}/active`, { isActive: false });
    expect(self).toMatchObject({ status: 409, body: { message: 'You cannot deactivate your own account.' } });
    const demote = await admin.rest('PATCH', `/api/users/${me}`, { username: 'admin', role: 'editor' });
    expect(demote.status).toBe(409);
    expect((demote.body as { message: string }).message).toMatch(/last active admin/);

    const { client: second, user: other } = await signedInUser(admin, { role: 'admin' });
    // with two admins, the other may be demoted; then the first is the last again
    const otherAdmin = await second.rest('PATCH', `/api/users/${me}/active`, { isActive: false });
    expect(otherAdmin.status).toBe(200);
    expect((await admin.rest('GET', '/api/users/counts')).status).toBe(401);
    const lastOff = await second.rest('PATCH', `/api/users/${other.id}`, {
      username: other.username,
      email: other.email,
      role: 'user',
    });
    expect(lastOff.status).toBe(409);
    expect((await second.rest('PATCH', `/api/users/${me}/active`, { isActive: true })).status).toBe(200);
    await admin.login('admin');
    expect((await admin.rest('PATCH', `/api/users/${other.id}`, { username: other.username, role: 'user' })).status).toBe(200);
  });

  it('resets a password the two ways: set now (sessions end) or an e-mailed link', async () => {
    const { client, user } = await signedInUser(admin);
    expect((await admin.rest('PUT', `/api/users/${user.id}/password`, { password: 'short' })).status).toBe(400);
    expect((await admin.rest('PUT', `/api/users/${user.id}/password`, { password: 'ResetPass99' })).status).toBe(200);
    expect((await client.rest('GET', '/api/auth/user')).status).toBe(401);
    await client.login(user.username, 'ResetPass99');
    const link = await admin.gql(`mutation { sendUserPasswordLink(id: ${user.id}) { id } }`);
    expect(link.errors).toBeUndefined();
    const token = await mailedToken(outboxDir, user.email!);
    expect((await client.rest('POST', '/api/auth/set-password', { token, password: 'FromLink123' })).status).toBe(200);
    await client.login(user.username, 'FromLink123');
    const { user: noEmail } = await signedInUser(admin, { email: null });
    expect((await admin.rest('POST', `/api/users/${noEmail.id}/password-link`)).status).toBe(409);
  });
});
