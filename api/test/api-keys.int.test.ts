import crypto from 'node:crypto';
import type { RunningServer } from '../src/app/server';
import { createKey, keyClient, keySocket, socketErrorCodes, type ApiKeyJson } from './api-keys-fixtures';
import { TestClient } from './client';
import { eventually } from './eventually';
import { sql, startTestServer } from './harness';
import { userForm } from './users-fixtures';

// API keys (issue 14 §3 and §7): made by an admin, used over REST, GraphQL and the socket with
// the key's role, read-only enforced, revoked at once on every api process, rate limited per key.

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;
const B_LIMIT = 3;

beforeAll(async () => {
  const sessionSecret = crypto.randomBytes(32).toString('hex');
  a = await startTestServer({ sessionSecret });
  // a second api process on the same database, as a replica; its key limit is low to reach it
  b = await startTestServer({ sessionSecret, databaseUrl: a.db.url, apiKeyRequestsPerMinute: B_LIMIT });
  admin = new TestClient(a.url);
  await admin.login('admin');
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

const STAFF_LIST = '{ staffDonations { totalCount } }';
const USERS_LIST = '{ users { edges { node { id } } } }';

describe('using a key', () => {
  it('acts with its role over REST, GraphQL and the socket: a staff key lists donations but cannot manage users', async () => {
    const { secret } = await createKey(admin, { role: 'staff', readOnly: true });
    const integration = keyClient(a.url, secret);
    expect((await integration.rest('GET', '/api/donations')).status).toBe(200);
    expect((await integration.gql(STAFF_LIST)).errors).toBeUndefined();
    expect((await integration.rest('GET', '/api/users')).status).toBe(403);
    expect((await integration.gql(USERS_LIST)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const socket = keySocket(a.url, secret);
    try {
      const viaSocket = await integration.socketRequest<{ staffDonations: { totalCount: number } }>(socket, STAFF_LIST);
      expect(viaSocket.errors).toBeUndefined();
      expect(typeof viaSocket.data?.staffDonations.totalCount).toBe('number');
      expect(await socketErrorCodes(socket, USERS_LIST)).toEqual(['FORBIDDEN']);
    } finally {
      await socket.dispose();
    }
  });

  it('refuses mutations and non-GET routes to a read-only key (403), allows them to a read-write key', async () => {
    const readOnlySecret = (await createKey(admin, { role: 'admin', readOnly: true })).secret;
    const readOnly = keyClient(a.url, readOnlySecret);
    const readWrite = keyClient(a.url, (await createKey(admin, { role: 'admin', readOnly: false })).secret);
    const users = () => sql(a, 'select count(*)::int as n from users');
    const before = await users();
    const mutation = 'mutation ($input: UserCreateFormInput!) { createUser(input: $input) { id } }';

    expect((await readOnly.rest('GET', '/api/users')).status).toBe(200);
    expect((await readOnly.rest('POST', '/api/users', userForm())).status).toBe(403);
    const overHttp = await readOnly.rest('POST', '/graphql', { query: mutation, variables: { input: userForm() } });
    expect(overHttp.status).toBe(403);
    expect((overHttp.body as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe('FORBIDDEN');
    const socket = keySocket(a.url, readOnlySecret);
    try {
      expect(await socketErrorCodes(socket, mutation, { input: userForm() })).toEqual(['FORBIDDEN']);
    } finally {
      await socket.dispose();
    }
    expect(await users()).toEqual(before);

    expect((await readWrite.rest('POST', '/api/users', userForm())).status).toBe(201);
    expect((await readWrite.gql(mutation, { input: userForm() })).errors).toBeUndefined();
    expect(await users()).toEqual([{ n: (before[0] as { n: number }).n + 2 }]);
  });

  it('manages no keys with a key, even an admin read-write one: only a signed-in admin does', async () => {
    const adminKey = keyClient(a.url, (await createKey(admin, { role: 'admin', readOnly: false })).secret);
    const before = await sql(a, 'select id, revoked_at from api_keys order by id');
    expect((await adminKey.rest('GET', '/api/api-keys')).status).toBe(403);
    expect((await adminKey.rest('POST', '/api/api-keys', { name: 'minted', role: 'admin', readOnly: false })).status).toBe(403);
    const [first] = before as Array<{ id: number }>;
    expect((await adminKey.rest('POST', `/api/api-keys/${first!.id}/revoke`)).status).toBe(403);
    const minted = await adminKey.gql('mutation { createApiKey(input: { name: "minted", role: "admin" }) { secret } }');
    expect(minted.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await sql(a, 'select id, revoked_at from api_keys order by id')).toEqual(before);
  });

  it('never reads nor sets a cookie: the key wins over a session cookie sent with it', async () => {
    const { secret } = await createKey(admin, { role: 'staff', readOnly: true });
    const both = keyClient(a.url, secret);
    both.cookie = admin.cookie; // an admin's browser session riding along
    const users = await both.rest('GET', '/api/users');
    expect(users.status).toBe(403); // acting as the staff key, not as the admin of the cookie
    expect(users.headers.getSetCookie()).toEqual([]);
    const signIn = await both.rest('POST', '/api/auth/logout');
    expect(signIn.headers.getSetCookie()).toEqual([]);
    expect((await admin.rest('GET', '/api/api-keys')).status).toBe(200); // the admin's session still stands
  });

  it('answers 401 to a malformed, unknown or mistyped key, over HTTP and the socket', async () => {
    const { secret } = await createKey(admin, { role: 'staff', readOnly: true });
    const wrongSecret = `${secret.slice(0, -2)}${secret.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of ['nonsense', '', wrongSecret, `vdp_000000000000_${'a'.repeat(43)}`]) {
      const client = keyClient(a.url, bad);
      expect((await client.rest('GET', '/api/donations')).status).toBe(401);
      const graphql = await client.rest('POST', '/graphql', { query: STAFF_LIST });
      expect(graphql.status).toBe(401);
      expect((graphql.body as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(
        'UNAUTHENTICATED',
      );
    }
    const socket = keySocket(a.url, wrongSecret);
    try {
      expect(await socketErrorCodes(socket, STAFF_LIST)).toEqual(['UNAUTHENTICATED']);
    } finally {
      await socket.dispose();
    }
  });

  it('records the last use, written behind', async () => {
    const { key, secret } = await createKey(admin, { role: 'staff', readOnly: true });
    expect(key.lastUsedAt).toBeNull();
    await keyClient(a.url, secret).rest('GET', '/api/donations');
    await a.services.apiKeyAuth.flush();
    const listed = (await admin.rest('GET', '/api/api-keys')).body as ApiKeyJson[];
    expect(listed.find((k) => k.id === key.id)?.lastUsedAt).not.toBeNull();
  });
});

describe('revoking a key', () => {
  it('stops it at once on every api process, each of which had it in memory', async () => {
    const { key, secret } = await createKey(admin, { role: 'staff', readOnly: true });
    const onA = keyClient(a.url, secret);
    const onB = keyClient(b.url, secret);
    expect((await onA.rest('GET', '/api/donations')).status).toBe(200); // both keep the key now
    expect((await onB.rest('GET', '/api/donations')).status).toBe(200);

    const revoked = await admin.rest('POST', `/api/api-keys/${key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect((revoked.body as ApiKeyJson).revokedAt).not.toBeNull();
    expect((await onA.rest('GET', '/api/donations')).status).toBe(401); // the revoking process: at once
    await eventually(async () => (await onB.rest('GET', '/api/donations')).status, 401);

    // revoking again changes nothing; an unknown id is 404 over both doors
    expect((await admin.rest('POST', `/api/api-keys/${key.id}/revoke`)).status).toBe(200);
    expect((await admin.rest('POST', '/api/api-keys/999999/revoke')).status).toBe(404);
    expect((await admin.rest('POST', '/api/api-keys/nope/revoke')).status).toBe(404);
    expect((await admin.gql(`mutation { revokeApiKey(id: "999999") { id } }`)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("closes the key's open sockets on every process, ending its subscriptions", async () => {
    const { key, secret } = await createKey(admin, { role: 'staff', readOnly: true });
    const socket = keySocket(b.url, secret);
    try {
      const integration = keyClient(b.url, secret);
      expect((await integration.socketRequest(socket, STAFF_LIST)).errors).toBeUndefined();
      const ended = new Promise<number | undefined>((resolve) => {
        socket.subscribe(
          { query: 'subscription { donationStatusChanged { donationId } }' },
          {
            next: () => undefined,
            error: (error) => resolve((error as { code?: number }).code),
            complete: () => resolve(undefined),
          },
        );
      });
      expect((await admin.rest('POST', `/api/api-keys/${key.id}/revoke`)).status).toBe(200);
      expect(await ended).toBe(4401);
    } finally {
      await socket.dispose();
    }
  });

  it('records the creation and the revocation in the audit trail, without the secret', async () => {
    const { key, secret } = await createKey(admin, { name: 'Audited', role: 'editor', readOnly: false });
    const revoked = await admin.gql<{ revokeApiKey: { revokedAt: string } }>(
      `mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }`,
      { id: String(key.id) },
    );
    expect(revoked.data?.revokeApiKey.revokedAt).toBeTruthy();
    const rows = await sql<{ action: string; actor_username: string; after: object }>(
      a,
      `select action, actor_username, after from audit_events where entity_type = 'apiKey' and entity_id = ? order by id`,
      [String(key.id)],
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'revoke']);
    expect(rows[0]).toMatchObject({ actor_username: 'admin', after: { name: 'Audited', role: 'editor', readOnly: false } });
    expect(JSON.stringify(rows)).not.toContain(secret.slice(17));
  });
});

describe('the rate limit per key', () => {
  it('answers 429 with Retry-After once a key has made its requests of the minute; other keys go on', async () => {
    const limited = keyClient(b.url, (await createKey(admin, { role: 'staff', readOnly: true })).secret);
    for (let i = 0; i < B_LIMIT; i += 1) expect((await limited.rest('GET', '/api/donations')).status).toBe(200);
    const refused = await limited.rest('GET', '/api/donations');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const overGraphql = await limited.rest('POST', '/graphql', { query: STAFF_LIST });
    expect(overGraphql.status).toBe(429);
    expect(Number(overGraphql.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = keyClient(b.url, (await createKey(admin, { role: 'staff', readOnly: true })).secret);
    expect((await other.rest('GET', '/api/donations')).status).toBe(200);
  });
});

describe('the secret', () => {
  it('is answered once, at creation (REST and GraphQL), never listed, and stored only as its SHA-256', async () => {
    const created = await createKey(admin, { name: 'Shown once', role: 'dealer', readOnly: true });
    expect(created.secret).toMatch(new RegExp(`^vdp_${created.key.prefix}_[A-Za-z0-9_-]{43}$`));
    const viaGraphql = await admin.gql<{ createApiKey: { secret: string; key: { prefix: string } } }>(
      `mutation { createApiKey(input: { name: "Shown once too", role: "staff" }) { secret key { prefix readOnly } } }`,
    );
    const secrets = [created.secret, viaGraphql.data!.createApiKey.secret];
    expect(viaGraphql.data?.createApiKey).toMatchObject({ key: { readOnly: true } }); // read-only by default

    const rows = await sql<Record<string, unknown>>(a, 'select * from api_keys');
    const answers = [
      (await admin.rest('GET', '/api/api-keys')).body,
      (await admin.gql('{ apiKeys { id name prefix role readOnly createdByUsername createdAt lastUsedAt revokedAt } }')).data,
    ];
    for (const secret of secrets) {
      const random = secret.slice(17);
      expect(JSON.stringify(rows)).not.toContain(random);
      for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(random);
      const row = rows.find((r) => secret.startsWith(`vdp_${String(r.prefix)}_`));
      expect(row?.secret_hash).toBe(crypto.createHash('sha256').update(secret).digest('hex'));
      for (const answer of answers) expect(JSON.stringify(answer)).not.toContain(String(row?.secret_hash));
    }
    const listed = answers[0] as ApiKeyJson[];
    expect(listed.find((k) => k.id === created.key.id)).toMatchObject({
      name: 'Shown once',
      role: 'dealer',
      readOnly: true,
      createdByUsername: 'admin',
      revokedAt: null,
    });
  });

  it('refuses bad input naming the field (400), nothing written', async () => {
    const before = await sql(a, 'select count(*)::int as n from api_keys');
    const bad = await admin.rest('POST', '/api/api-keys', { name: ' ', role: 'root', readOnly: 'maybe' });
    expect(bad.status).toBe(400);
    const fields = (bad.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field).sort();
    expect(fields).toEqual(['name', 'readOnly', 'role']);
    const tooLong = await admin.gql(`mutation { createApiKey(input: { name: "${'x'.repeat(101)}", role: "staff" }) { secret } }`);
    expect(tooLong.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await sql(a, 'select count(*)::int as n from api_keys')).toEqual(before);
  });
});

describe('who may manage keys', () => {
  const operations: Array<[string, { rest: [string, string, unknown?]; gql: string }]> = [
    ['list', { rest: ['GET', '/api/api-keys'], gql: '{ apiKeys { id } }' }],
    [
      'create',
      {
        rest: ['POST', '/api/api-keys', { name: 'Nope', role: 'admin' }],
        gql: 'mutation { createApiKey(input: { name: "Nope", role: "admin" }) { secret } }',
      },
    ],
    ['revoke', { rest: ['POST', '/api/api-keys/1/revoke'], gql: 'mutation { revokeApiKey(id: "1") { id } }' }],
  ];

  it.each(operations)('%s: anonymous 401, every role but admin 403, nothing changed', async (_name, op) => {
    const before = await sql(a, 'select id, revoked_at from api_keys order by id');
    const [method, path, payload] = op.rest;
    const anonymous = new TestClient(a.url);
    expect((await anonymous.rest(method, path, payload)).status).toBe(401);
    expect((await anonymous.gql(op.gql)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    for (const role of ['editor', 'staff', 'dealer', 'charity', 'donor']) {
      const user = new TestClient(a.url);
      await user.login(role);
      expect((await user.rest(method, path, payload)).status).toBe(403);
      expect((await user.gql(op.gql)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await sql(a, 'select id, revoked_at from api_keys order by id')).toEqual(before);
  });
});
