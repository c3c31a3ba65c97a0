import { getIntrospectionQuery } from 'graphql';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { startTestServer } from './harness';

const INTROSPECTION = getIntrospectionQuery(); // what GraphiQL, Apollo Sandbox, Postman and graphql-codegen send
const SETTING = { category: 'system', key: 'graphql_introspection', type: 'boolean', description: null };

type Schema = { __schema: { types: unknown[] } };

describe('introspection (issue 14 §1)', () => {
  it('answers graphql-js’s standard introspection query in development, over HTTP and the socket', async () => {
    const dev = await startTestServer({ nodeEnv: 'development', isProduction: false });
    try {
      const client = new TestClient(dev.url);
      const result = await client.gql<Schema>(INTROSPECTION);
      expect(result.errors).toBeUndefined();
      expect(result.data?.__schema.types.length).toBeGreaterThan(50);
      const ws = client.socket();
      await expect(client.socketRequest(ws, '{ __type(name: "Query") { name } }')).resolves.toBeDefined();
      await ws.dispose();

      // the explorer: GraphiQL whole in the page (no CDN), pointed at this server's /graphql and socket
      const page = await fetch(`${dev.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toMatch(/worker-src 'self' blob:/);
      const html = await page.text();
      expect(html).toMatch(/renderYogaGraphiQL/);
      expect(html).toMatch(/"endpoint":"\/graphql","subscriptionsProtocol":"WS"/);
      expect(html).not.toMatch(/<script[^>]+src="https?:/);
      expect((await client.gql('{ __typename }')).data).toEqual({ __typename: 'Query' }); // clients still reach Apollo
    } finally {
      await dev.close();
    }
  });

  describe('in production', () => {
    let prod: RunningServer;
    let admin: TestClient;

    beforeAll(async () => {
      prod = await startTestServer({
        nodeEnv: 'production',
        isProduction: true,
        demo: false,
        adminUsername: 'root-admin',
        adminPassword: 'A-long-secret-1',
      });
      admin = new TestClient(prod.url);
      await admin.login('root-admin', 'A-long-secret-1');
    });
    afterAll(() => prod.close());

    it('refuses it while the setting is off (the default), and still answers other operations and __typename', async () => {
      const client = new TestClient(prod.url);
      const result = await client.gql(INTROSPECTION);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/introspection is off in production/),
        extensions: { code: 'INTROSPECTION_DISABLED' },
      });
      expect((await client.gql('{ __type(name: "Query") { name } }')).errors?.[0].extensions?.code).toBe(
        'INTROSPECTION_DISABLED',
      );
      const ws = client.socket();
      await expect(client.socketRequest(ws, '{ __schema { queryType { name } } }')).rejects.toThrow(/introspection is off/);
      await ws.dispose();
      const plain = await client.gql<{ __typename: string }>('{ __typename appInfo { demoMode } }');
      expect(plain.errors).toBeUndefined();
      expect(plain.data?.__typename).toBe('Query');
      const page = await fetch(`${prod.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toMatch(/renderYogaGraphiQL/); // no explorer in production
    });

    it('answers it once an admin turns the setting on, and refuses it again once turned off', async () => {
      const client = new TestClient(prod.url);
      expect((await admin.rest('POST', '/api/settings', { ...SETTING, value: true })).status).toBe(200);
      const open = await client.gql<Schema>(INTROSPECTION);
      expect(open.errors).toBeUndefined();
      expect(open.data?.__schema.types.length).toBeGreaterThan(50);
      expect((await admin.rest('POST', '/api/settings', { ...SETTING, value: false })).status).toBe(200);
      expect((await client.gql(INTROSPECTION)).errors?.[0].extensions?.code).toBe('INTROSPECTION_DISABLED');
    });
  });
});
