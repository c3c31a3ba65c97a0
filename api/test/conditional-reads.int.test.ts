import type { RunningServer } from '../src/app/server';
import type { TestClient } from './client';
import { eventually } from './eventually';
import { startWithAdmin } from './harness';

/**
 * Issue 15 goal 1: the reads every open page repeats (the public settings, the active theme) carry
 * an ETag; a client that holds the current answer gets 304 and no body, and a change gives a new
 * tag (the cached value, and so its serialised answer, is replaced by the change's event).
 */
let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe.each(['/api/settings/public/all', '/api/color-themes/active'])('GET %s', (path) => {
  it('answers with an ETag and no-cache, and 304 with no body while the client holds it', async () => {
    const first = await get(path);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const body = await first.text();
    expect(JSON.parse(body)).toBeTruthy();

    const again = await get(path, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
    for (const header of [`W/${etag!}`, `"other", ${etag!}`, '*']) {
      expect((await get(path, { 'if-none-match': header })).status).toBe(304);
    }
    const stale = await get(path, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });
});

it('gives the public settings a new tag once a setting changes, and the new value', async () => {
  const before = await get('/api/settings/public/all');
  const etag = before.headers.get('etag')!;
  const saved = await admin.rest('POST', '/api/settings', {
    category: 'business',
    key: 'company_phone',
    value: '1-888-555-0177',
    type: 'text',
    description: null,
  });
  expect(saved.status).toBe(200);
  await eventually(async () => (await get('/api/settings/public/all', { 'if-none-match': etag })).status, 200);
  const after = await get('/api/settings/public/all', { 'if-none-match': etag });
  expect(after.headers.get('etag')).not.toBe(etag);
  const settings = (await after.json()) as Array<{ key: string; value: unknown }>;
  expect(settings.find((setting) => setting.key === 'company_phone')?.value).toBe('1-888-555-0177');
});
