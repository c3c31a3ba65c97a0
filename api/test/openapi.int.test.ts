import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { RunningServer } from '../src/app/server';
import type { OpenApiDocument } from '../src/rest/openapi';
import { TestClient } from './client';
import { startTestServer } from './harness';

let server: RunningServer;
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  const answer = await new TestClient(server.url).rest('GET', '/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body as OpenApiDocument;
});
afterAll(() => server.close());

/** Every route written in the source: `.get('/path'`, `.post(\n '/path'` ... in any *.rest.ts file. */
function declaredRoutes(): string[] {
  const root = path.join(__dirname, '../src');
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.rest.ts'));
  const routes: string[] = [];
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, method, route] of text.matchAll(/\.(get|post|put|patch|delete)\(\s*'(\/[^']*)'/g)) {
      routes.push(`${method!.toUpperCase()} /api${route!.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return routes;
}

const documented = (doc: OpenApiDocument) =>
  Object.entries(doc.paths).flatMap(([route, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`));

/** POST, PUT and PATCH operations that read no body, each with the reason: the path or the session says it all. */
const READS_NO_BODY: Record<string, string> = {
  'POST /api/auth/logout': 'ends the session of the cookie it comes with',
  'POST /api/auth/sign-out-everywhere': 'ends every session of the user the cookie signs in',
  'POST /api/users/{id}/password-link': 'the path names the user; the link goes to their own address',
  'POST /api/color-themes/{id}/activate': 'the path names the theme',
  'PATCH /api/auctions/{id}/start': 'the path names the auction; it starts now',
  'PATCH /api/auctions/{id}/end': 'the path names the auction; it ends now',
  'PATCH /api/auctions/{id}/accept': 'the path names the provisional auction; its top bid is accepted',
  'PATCH /api/auctions/{id}/decline': 'the path names the provisional auction; its top bid is declined',
  'POST /api/charities/{reg}/sync': 'the path names the registration number to re-read',
  'POST /api/api-keys/{id}/revoke': 'the path names the key',
  'POST /api/notices/read-all': 'every notice of the signed-in dealer',
  'POST /api/notices/{id}/read': 'the path names the notice',
  'PUT /api/watchlist/{auctionId}': 'the path names the auction to watch',
  'POST /api/webhooks/deliveries/{id}/resend': 'the path names the delivery; it goes again as it was',
};

/** Whether an operation describes its body: required, with a schema that says something. */
function declaresBody(operation: Record<string, unknown>): boolean {
  const body = operation.requestBody as { required?: boolean; content?: Record<string, { schema?: object }> } | undefined;
  return body?.required === true && Object.values(body.content ?? {}).some((media) => Object.keys(media.schema ?? {}).length > 0);
}

describe('the OpenAPI document (issue 14 §4)', () => {
  it('lists every route declared in a *.rest.ts file', () => {
    const routes = declaredRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const listed = new Set(documented(document));
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
  });

  it('gives every operation a one-line summary', () => {
    const operations = Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${route}`, summary: op.summary })),
    );
    expect(operations.filter((op) => typeof op.summary !== 'string' || op.summary.length < 5)).toEqual([]);
  });

  it('validates against the OpenAPI 3.1 schema (@seriousme/openapi-schema-validator)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    const cli = require.resolve('@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
    // an ES module jest cannot load: run its command line
    const { stdout } = await promisify(execFile)(process.execPath, [cli, file]).catch((error: { stdout: string }) => error);
    expect(JSON.parse(stdout)).toEqual({ valid: true });
    expect(document.openapi).toBe('3.1.0');
  });

  it('says who may call each route, and the refusals of ADR 1', () => {
    const list = document.paths['/api/users']!.get!;
    expect(list).toMatchObject({
      tags: ['users'],
      'x-permission': 'users.manage',
      description: 'Permission `users.manage`: roles admin.',
      security: [{ session: [] }, { apiKey: [] }],
      responses: { '401': { $ref: '#/components/responses/Unauthenticated' }, '429': expect.anything() },
    });
    const publicRoute = document.paths['/api/settings/public/all']!.get!;
    expect(publicRoute).toMatchObject({ security: [] });
    expect(publicRoute.responses).not.toHaveProperty('401');
    expect(document.components).toMatchObject({
      schemas: { Error: { required: ['code', 'message'] } },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'vdp.sid' } },
    });
  });

  it('describes declared inputs from the shared schemas: path, query and body', () => {
    const create = document.paths['/api/users']!.post!;
    expect(create).toMatchObject({
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { type: 'object', required: ['username', 'role'] } } },
      },
      responses: { '201': expect.anything(), '400': expect.anything(), '409': expect.anything() },
    });
    const list = document.paths['/api/users']!.get!;
    expect(list.parameters).toEqual(
      expect.arrayContaining([
        { name: 'search', in: 'query', required: false, schema: expect.objectContaining({ maxLength: 200 }) },
      ]),
    );
    expect(document.paths['/api/users/{id}']!.patch!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });
});

describe('the request bodies and query strings (issue 14 §4)', () => {
  it('declares the body of every POST, PUT and PATCH, but for the routes that read none', () => {
    const writes = Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item)
        .filter(([method]) => ['post', 'put', 'patch'].includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${route}`, operation })),
    );
    const undeclared = writes.filter(({ operation }) => !declaresBody(operation)).map(({ name }) => name);
    const excused = new Set(Object.keys(READS_NO_BODY));
    expect({ bodyNotDeclared: undeclared.filter((name) => !excused.has(name)) }).toEqual({ bodyNotDeclared: [] });
    expect({ declaredOrGoneNowDeleteFromList: [...excused].filter((name) => !undeclared.includes(name)) }).toEqual({
      declaredOrGoneNowDeleteFromList: [],
    });
    // a form as formSchema has it; a submission as the answers by field id
    const jsonBody = (schema: object) => ({ requestBody: { required: true, content: { 'application/json': { schema } } } });
    expect(document.paths['/api/forms']!.post).toMatchObject(jsonBody({ type: 'object', required: ['name', 'fields'] }));
    expect(document.paths['/api/forms/{id}/submit']!.post).toMatchObject(
      jsonBody({ type: 'object', additionalProperties: { type: ['string', 'boolean', 'null'] } }),
    );
  });

  it('documents the query strings the routes parse, under the names they read', () => {
    expect(document.paths['/api/images/search']!.get!.parameters).toEqual([
      { name: 'query', in: 'query', required: true, schema: expect.objectContaining({ type: 'string', maxLength: 100 }) },
      { name: 'source', in: 'query', required: false, schema: expect.objectContaining({ enum: ['pixabay', 'pexels'] }) },
      { name: 'per_page', in: 'query', required: false, schema: expect.objectContaining({ minimum: 3, maximum: 80 }) },
      { name: 'page', in: 'query', required: false, schema: expect.objectContaining({ minimum: 1, maximum: 100 }) },
    ]);
    expect(document.paths['/api/vehicles/valuation/report']!.post!).toMatchObject({
      parameters: [{ name: 'lang', in: 'query', required: false, schema: { enum: ['en', 'fr'], default: 'en' } }],
      requestBody: { required: true },
    });
  });
});

describe('the reference page', () => {
  it('is served with Swagger UI from node_modules, under the CSP (no inline script)', async () => {
    const client = new TestClient(server.url);
    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const text = await page.text();
    expect(text).not.toMatch(/<script>/);
    for (const asset of text.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)) {
      const answer = await fetch(`${server.url}${asset[1]}`);
      expect({ asset: asset[1], status: answer.status }).toEqual({ asset: asset[1], status: 200 });
    }
    expect(await (await fetch(`${server.url}/api/docs/init.js`)).text()).toMatch(/\/api\/openapi\.json/);
    expect((await client.rest('GET', '/api/docs/package.json')).status).toBe(404);
  });
});
