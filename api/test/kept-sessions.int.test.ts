import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { eventually } from './eventually';
import { startReplicasWithAdmin } from './harness';
import { signedInUser, userForm, type UserJson } from './users-fixtures';

// Sessions kept in memory for a few seconds (auth/kept-sessions.ts), on two api processes on one
// database: whatever ends a session or changes its user through one process holds on the other
// as soon as the event arrives, long before the few seconds are over.

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  ({ a, b, admin } = await startReplicasWithAdmin());
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

/** A staff member (or another role) signed in through a, and the same cookie sent to b. */
async function staffOnBoth(role = 'staff') {
  const { client, user } = await signedInUser(admin, { role });
  const onB = new TestClient(b.url);
  onB.cookie = client.cookie;
  return { onA: client, onB, user };
}

const me = async (client: TestClient) => (await client.gql<{ me: { role: string } | null }>('{ me { role } }')).data?.me;

describe('kept sessions on two api processes', () => {
  it('reads the sessions table once for many requests', async () => {
    const { onB } = await staffOnBoth();
    expect((await onB.rest('GET', '/api/donations')).status).toBe(200);
    const execute = jest.spyOn(b.db.orm.em.getConnection(), 'execute');
    for (let i = 0; i < 5; i += 1) expect(await me(onB)).toEqual({ role: 'staff' });
    expect(execute.mock.calls.filter(([sql]) => String(sql).includes('http_sessions'))).toHaveLength(0);
    execute.mockRestore();
  });

  it('signing out through one process ends the session on the other', async () => {
    const { onA, onB } = await staffOnBoth();
    expect(await me(onB)).toEqual({ role: 'staff' }); // kept by b now
    expect((await onA.rest('POST', '/api/auth/logout')).status).toBe(200);
    await eventually(async () => (await onB.rest('GET', '/api/donations')).status, 401, 1_000);
  });

  it('an answer kept for the role is no longer given to a cookie signed out on the other process', async () => {
    const { onA, onB } = await staffOnBoth('dealer');
    for (let i = 0; i < 3; i += 1) expect((await onB.rest('GET', '/api/auctions?limit=5')).status).toBe(200); // kept, then the short way
    expect((await onA.rest('POST', '/api/auth/logout')).status).toBe(200);
    await eventually(async () => (await onB.rest('GET', '/api/auctions?limit=5')).status, 401, 1_000);
  });

  it('deactivation and a new password end every session of the user at once', async () => {
    const first = await staffOnBoth();
    expect(await me(first.onB)).toEqual({ role: 'staff' });
    expect((await admin.rest('PATCH', `/api/users/${first.user.id}/active`, { isActive: false })).status).toBe(200);
    await eventually(async () => (await first.onB.rest('GET', '/api/donations')).status, 401, 1_000);

    const second = await staffOnBoth();
    expect(await me(second.onB)).toEqual({ role: 'staff' });
    const reset = await admin.gql(`mutation { setUserPassword(id: ${second.user.id}, password: "NewPass12345") { id } }`);
    expect(reset.errors).toBeUndefined();
    await eventually(async () => (await second.onB.rest('GET', '/api/donations')).status, 401, 1_000);
  });

  it("an admin's change of name holds on the other process from its next request; a change of role ends the sessions", async () => {
    const { onB, user } = await staffOnBoth();
    expect(await me(onB)).toEqual({ role: 'staff' });
    const renamed = { ...userForm(), username: `${user.username}-renamed`, email: user.email, role: 'staff' };
    expect((await admin.rest('PATCH', `/api/users/${user.id}`, renamed)).status).toBe(200);
    await eventually(
      async () => (await onB.gql<{ me: { username: string } | null }>('{ me { username } }')).data?.me?.username,
      renamed.username,
      1_000,
    );
    const demoted = { ...renamed, role: 'user' };
    const changed = await admin.rest('PATCH', `/api/users/${user.id}`, demoted);
    expect((changed.body as UserJson).role).toBe('user');
    await eventually(async () => (await onB.rest('GET', '/api/donations')).status, 401, 1_000);
  });
});
