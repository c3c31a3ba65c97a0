import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { FakeStockImages } from './fake-stock-images';
import { startTestServer } from './harness';

const fake = new FakeStockImages();
let server: RunningServer;
let bare: RunningServer;
let admin: TestClient;
let bareAdmin: TestClient;

beforeAll(async () => {
  const url = await fake.start();
  server = await startTestServer({
    pixabayApiKey: 'pixabay-key',
    pexelsApiKey: 'pexels-key',
    pixabayBaseUrl: `${url}/pixabay/`,
    pexelsBaseUrl: `${url}/pexels/v1/`,
  });
  bare = await startTestServer({ pixabayApiKey: undefined, pexelsApiKey: undefined });
  admin = new TestClient(server.url);
  await admin.login('admin');
  bareAdmin = new TestClient(bare.url);
  await bareAdmin.login('admin');
});
afterAll(async () => {
  await server.close();
  await bare.close();
  await fake.stop();
});

interface ImagePage {
  total: number;
  images: Array<{ id: string; url: string; preview: string; tags: string; user: string; pageUrl: string; source: string }>;
}

describe('stock-image search through the api (spec 001 §7 GET /api/images/search)', () => {
  it('asks Pixabay with the server key and answers 24 results in the one shape, https only', async () => {
    const { status, body } = await admin.rest('GET', '/api/images/search?query=car%20donation&source=pixabay&per_page=24');
    expect(status).toBe(200);
    const page = body as ImagePage;
    expect(page.total).toBe(500);
    expect(page.images).toHaveLength(23); // the fake's javascript: address is dropped
    expect(page.images[0]).toEqual({
      id: '1000',
      url: 'https://pixabay.com/get/0_640.jpg',
      preview: 'https://cdn.pixabay.com/photo/0_150.jpg',
      tags: 'car donation, road, blue',
      user: 'Photographer',
      pageUrl: 'https://pixabay.com/photos/car donation-1000/',
      source: 'pixabay',
    });
    const sent = fake.log.at(-1)!;
    expect(sent.query.get('key')).toBe('pixabay-key');
    expect(sent.query.get('q')).toBe('car donation');
    expect(sent.query.get('per_page')).toBe('24');
    expect(JSON.stringify(body)).not.toContain('pixabay-key');
  });

  it('asks Pexels with the key in Authorization, through GraphQL too', async () => {
    const { data } = await admin.gql<{ imageSearch: ImagePage }>(
      '{ imageSearch(query: "vehicle", source: "pexels") { total images { id url preview tags user source } } }',
    );
    expect(data?.imageSearch.total).toBe(8000);
    expect(data?.imageSearch.images).toHaveLength(24);
    expect(data?.imageSearch.images[0]).toEqual({
      id: '2000',
      url: 'https://images.pexels.com/photos/0/large.jpeg',
      preview: 'https://images.pexels.com/photos/0/medium.jpeg',
      tags: 'A vehicle in the snow',
      user: 'Jean Tremblay',
      source: 'pexels',
    });
    expect(fake.log.at(-1)!.authorization).toBe('pexels-key');
  });

  it('answers the same search from its cache', async () => {
    const before = fake.log.length;
    await admin.rest('GET', '/api/images/search?query=community&source=pexels');
    await admin.rest('GET', '/api/images/search?query=Community&source=pexels');
    expect(fake.log.length).toBe(before + 1);
  });

  it('answers an empty page for nothing found, and 502 when the source fails', async () => {
    expect((await admin.rest('GET', '/api/images/search?query=nothing')).body).toEqual({ total: 0, images: [] });
    const failed = await admin.rest('GET', '/api/images/search?query=fail&source=pexels');
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ code: 'UPSTREAM_ERROR', message: 'Pexels could not be reached. Please try again.' });
  });

  it('refuses a blank query, an unknown source and a bad page size, naming the field', async () => {
    const blank = await admin.rest('GET', '/api/images/search?query=%20%20');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ fields: [{ field: 'query', message: 'Enter something to search for' }] });
    const source = await admin.rest('GET', '/api/images/search?query=car&source=flickr');
    expect(source.body).toMatchObject({ fields: [{ field: 'source' }] });
    const perPage = await admin.rest('GET', '/api/images/search?query=car&per_page=5000');
    expect(perPage.body).toMatchObject({ fields: [{ field: 'per_page' }] });
  });

  it('says which sources have a key, and that a source without one is not configured', async () => {
    expect((await admin.rest('GET', '/api/images/sources')).body).toEqual([
      { source: 'pixabay', configured: true },
      { source: 'pexels', configured: true },
    ]);
    expect((await bareAdmin.rest('GET', '/api/images/sources')).body).toEqual([
      { source: 'pixabay', configured: false },
      { source: 'pexels', configured: false },
    ]);
    const { status, body } = await bareAdmin.rest('GET', '/api/images/search?query=car&source=pexels');
    expect(status).toBe(503);
    expect(body).toMatchObject({ code: 'NOT_CONFIGURED', message: expect.stringContaining('Pexels is not configured') });
  });
});

// 1×1 images of each allowed format
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

async function upload(client: TestClient, bytes: Buffer, type = 'image/png') {
  const response = await fetch(`${client.baseUrl}/api/images/upload`, {
    method: 'POST',
    headers: { 'content-type': type, ...(client.cookie ? { cookie: client.cookie } : {}) },
    body: new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('image uploads (issue 11 §7)', () => {
  it('stores an image, reads its type from the bytes, and serves it from the database', async () => {
    const { status, body } = await upload(admin, GIF, 'application/octet-stream');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/\d+\.gif$/),
      contentType: 'image/gif',
      width: 1,
      height: 1,
    });
    const served = await fetch(`${server.url}${body.url as string}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(GIF);
    expect((await fetch(`${server.url}${(body.url as string).replace('.gif', '.png')}`)).status).toBe(404);
  });

  it('stores the same file once', async () => {
    const first = await upload(admin, PNG);
    const second = await upload(admin, PNG, 'image/x-anything');
    expect(first.body.url).toBe(second.body.url);
    expect(first.body).toMatchObject({ contentType: 'image/png' });
  });

  it.each([
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['HTML named as a PNG', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png'],
    ['a truncated PNG', PNG.subarray(0, 12), 'image/png'],
  ])('refuses %s with a message naming the file', async (_name, bytes, type) => {
    const { status, body } = await upload(admin, bytes, type);
    expect(status).toBe(400);
    expect(body).toMatchObject({ fields: [{ field: 'file', message: 'Choose a JPEG, PNG, GIF or WebP image' }] });
  });

  it('refuses a body that is not an image type, and one over 5 MB', async () => {
    expect((await upload(admin, PNG, 'text/plain')).status).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const { status, body } = await upload(admin, big);
    expect(status).toBe(413);
    expect(body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is larger than 5 MB.' });
  });

  it('lets only admins upload: 401 before the body is read, 403 for other roles', async () => {
    expect((await upload(new TestClient(server.url), PNG)).status).toBe(401);
    const editor = new TestClient(server.url);
    await editor.login('editor');
    expect((await upload(editor, PNG)).status).toBe(403);
  });

  it('answers 404 for an upload that does not exist', async () => {
    expect((await fetch(`${server.url}/uploads/999999.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/..%2Fetc.png`)).status).toBe(404);
  });
});
