import { MikroORM } from '@mikro-orm/postgresql';
import { getIntrospectionQuery, lexicographicSortSchema, printSchema } from 'graphql';
import fs from 'node:fs';
import { getMetadataStorage } from 'type-graphql';
import { PERMISSIONS } from '@vdp/shared/auth/permissions';
import type { RunningServer } from '../src/app/server';
import { loadEnv } from '../src/config/env';
import { ormOptions } from '../src/db/mikro-orm.config';
import { RESOLVER_CLASSES } from '../src/app/modules';
import { buildAppSchema, SCHEMA_FILE } from '../src/graphql/schema';
import { TestClient } from './client';
import { createTestDatabase, startTestServer } from './harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('public settings', () => {
  const expected = expect.arrayContaining([
    { category: 'business', key: 'company_phone', value: expect.any(String) },
    { category: 'business', key: 'company_name', value: expect.any(String) },
    { category: 'donations', key: 'vehicle_min_year', value: 1985 },
  ]);

  it('REST GET /api/settings/public/all and GraphQL publicSettings answer the same public settings only', async () => {
    const client = new TestClient(server.url);
    const rest = await client.rest('GET', '/api/settings/public/all');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(expected);
    expect(JSON.stringify(rest.body)).not.toMatch(/issuer|api_key|smtp/); // neither private nor secret settings
    const gql = await client.gql<{ publicSettings: unknown[] }>('{ publicSettings { category key value } }');
    expect(gql.data?.publicSettings).toEqual(rest.body);
  });

  it('the active theme is readable by anyone', async () => {
    const client = new TestClient(server.url);
    const { data } = await client.gql<{ activeTheme: { id: string; primary: string } }>(
      '{ activeTheme { id primary isActive } }',
    );
    expect(data?.activeTheme).toMatchObject({ id: 'default', primary: 'hsl(210, 100%, 40%)', isActive: true });
    expect((await client.rest('GET', '/api/color-themes/active')).body).toMatchObject({ id: 'default' });
  });
});

describe('error shapes', () => {
  it('unknown /api routes answer 404 with a message', async () => {
    const { status, body } = await new TestClient(server.url).rest('GET', '/api/no-such-thing');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: 'No such API route: GET /api/no-such-thing' });
  });

  it('takes a trailing slash as Express did, and refuses a body over 1 MB with 413', async () => {
    const client = new TestClient(server.url);
    expect((await client.rest('GET', '/api/settings/public/all/')).status).toBe(200);
    const big = await client.rest('POST', '/api/vehicles/valuation', { notes: 'x'.repeat(1024 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses too costly operations over HTTP and over the socket', async () => {
    const client = new TestClient(server.url);
    expect((await client.gql('{ appInfo { demoAccounts { username } } }')).errors).toBeUndefined();
    // each list of settings costs 1 + 10 × 1: 455 of them pass 5,000 (too deep: graphql/limits.test.ts)
    const costly = `{ ${Array.from({ length: 455 }, (_, i) => `s${i}: publicSettings { key }`).join(' ')} }`;
    const httpResult = await client.gql(costly);
    expect(httpResult.errors?.[0]).toMatchObject({
      message: "The operation's estimated cost is 5005; the limit is 5000.",
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    const ws = client.socket();
    await expect(client.socketRequest(ws, costly)).rejects.toThrow(/estimated cost is 5005/);
    await ws.dispose();
  });

  it('accepts the introspection query of GraphiQL, Apollo Sandbox and graphql-codegen in development', async () => {
    const result = await new TestClient(server.url).gql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
    expect(result.errors).toBeUndefined();
    expect(result.data?.__schema.types.length).toBeGreaterThan(50);
  });
});

describe('production', () => {
  it('refuses to start without SESSION_SECRET', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@127.0.0.1/x' })).toThrow(/SESSION_SECRET/);
  });

  it('hides introspection and field suggestions, and creates no demo account', async () => {
    const prod = await startTestServer({ nodeEnv: 'production', isProduction: true, demo: false });
    try {
      const client = new TestClient(prod.url);
      const introspection = await client.gql('{ __schema { queryType { name } } }');
      expect(introspection.errors?.[0].message).toMatch(/introspection/i);
      const typo = await client.gql('{ mee { id } }');
      expect(typo.errors?.[0].message).not.toMatch(/Did you mean/);
      expect((await client.rest('POST', '/api/auth/login', { username: 'admin', password: 'DemoPass123' })).status).toBe(401);
      expect(
        (await client.gql<{ appInfo: unknown }>('{ appInfo { demoMode demoAccounts { username } demoPassword } }')).data?.appInfo,
      ).toEqual({
        demoMode: false,
        demoAccounts: [],
        demoPassword: null,
      });
    } finally {
      await prod.close();
    }
  });

  it('creates the first admin from ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    const prod = await startTestServer({
      nodeEnv: 'production',
      isProduction: true,
      demo: false,
      adminUsername: 'root-admin',
      adminPassword: 'A-long-secret-1',
    });
    try {
      const client = new TestClient(prod.url);
      await client.login('root-admin', 'A-long-secret-1');
      const cookie = (
        await client.rest('POST', '/api/auth/login', { username: 'root-admin', password: 'A-long-secret-1' })
      ).headers.getSetCookie()[0];
      expect(cookie).toMatch(/Secure/);
    } finally {
      await prod.close();
    }
  });
});

describe('what is committed stays in step with the code', () => {
  it('entities and migrations agree', async () => {
    const orm = await MikroORM.init(ormOptions(await createTestDatabase()));
    try {
      expect(await orm.getMigrator().checkMigrationNeeded()).toBe(false);
    } finally {
      await orm.close(true);
    }
  });

  it('schema.graphql is what the resolvers emit (run `npm run codegen` when this fails)', async () => {
    const schema = await buildAppSchema(RESOLVER_CLASSES as never);
    const committed = fs.readFileSync(SCHEMA_FILE, 'utf8');
    const strip = (sdl: string) =>
      sdl
        .replace(/^#.*$/gm, '')
        .replace(/"""[\s\S]*?"""/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(strip(committed)).toBe(strip(printSchema(lexicographicSortSchema(schema))));
  });

  it('every query, mutation and subscription names one permission of the table', () => {
    const storage = getMetadataStorage();
    const operations = [...storage.queries, ...storage.mutations, ...storage.subscriptions];
    expect(operations.length).toBeGreaterThan(0);
    for (const operation of operations) {
      const auth = storage.authorizedFields.find((a) => a.target === operation.target && a.fieldName === operation.methodName);
      const roles = auth?.roles ?? [];
      expect({ operation: operation.methodName, named: roles.length === 1 && roles[0] in PERMISSIONS }).toEqual({
        operation: operation.methodName,
        named: true,
      });
    }
  });
});
