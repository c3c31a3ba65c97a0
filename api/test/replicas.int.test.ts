import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { startReplicasWithAdmin } from './harness';
import { createPost } from './content-fixtures';
import { createTheme } from './themes-fixtures';
import { eventually } from './eventually';

// Two api processes on one database, as replicas behind a load balancer: each keeps the active
// theme and the published posts it has read in memory, and a change made through one is
// forgotten by the other at once (NOTIFY).

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

const activeOn = async (server: RunningServer) =>
  (await new TestClient(server.url).rest('GET', '/api/color-themes/active')).body as { id: string; primary: string };

describe('the active theme on several api processes', () => {
  it('forgets the cached theme on every process when one activates or changes it', async () => {
    expect((await activeOn(b)).id).toBe('default'); // b keeps it in memory now
    const id = await createTheme(admin, 'Replica Green');
    expect((await admin.rest('POST', `/api/color-themes/${id}/activate`)).status).toBe(200);
    await eventually(async () => (await activeOn(b)).id, id);

    expect((await admin.rest('PATCH', `/api/color-themes/${id}`, { primary: 'hsl(160, 70%, 22%)' })).status).toBe(200);
    await eventually(async () => (await activeOn(b)).primary, 'hsl(160, 70%, 22%)');
  });

  it('answers page views from memory: no statement per read once the theme is kept', async () => {
    await activeOn(b);
    const execute = jest.spyOn(b.db.orm.em.getConnection(), 'execute');
    for (let i = 0; i < 5; i += 1) await activeOn(b);
    expect(execute).not.toHaveBeenCalled();
    const bAdmin = new TestClient(b.url);
    bAdmin.cookie = admin.cookie; // sessions live in the database: the same sign-in works on b
    expect((await bAdmin.rest('GET', '/api/color-themes')).status).toBe(200); // the spy sees real reads
    expect(execute).toHaveBeenCalled();
    execute.mockRestore();
  });
});

describe('published posts on several api processes', () => {
  const postOn = async (server: RunningServer, slug: string) =>
    (await new TestClient(server.url).rest('GET', `/api/posts/slug/${slug}`)).body as { post?: { title: string } };

  it('forgets a post read by the other process as soon as it is edited or unpublished', async () => {
    const post = await createPost(admin, { status: 'published' });
    const title = (await postOn(b, post.slug)).post?.title; // b keeps it in memory now
    expect(title).toBeDefined();

    const edited = { title: `${title} (edited)`, content: '<p>New words.</p>', status: 'published', slug: post.slug };
    expect((await admin.rest('PATCH', `/api/posts/${post.id}`, edited)).status).toBe(200);
    await eventually(async () => (await postOn(b, post.slug)).post?.title, edited.title);

    expect((await admin.rest('PATCH', `/api/posts/${post.id}`, { ...edited, status: 'draft' })).status).toBe(200);
    await eventually(async () => (await postOn(b, post.slug)).post, undefined);
  });
});
