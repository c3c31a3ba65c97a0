import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { createPost } from './content-fixtures';
import { startTestServer } from './harness';

let server: RunningServer;
let admin: TestClient;
let postId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.login('admin');
  postId = (await createPost(admin)).id;
});
afterAll(() => server.close());

const post = { title: 'Denied', content: '<p>x</p>' };
const page = { title: 'Denied', content: '<p>x</p>' };

/** Every content.manage operation: its REST route and its GraphQL twin. */
const MANAGE: Array<{ rest: [string, () => string, unknown?]; gql: string }> = [
  { rest: ['GET', () => `/api/posts/${postId}`], gql: `{ adminPost(id: 1) { id } }` },
  { rest: ['POST', () => '/api/posts', post], gql: `mutation { createPost(input: { title: "x", content: "x" }) { id } }` },
  {
    rest: ['PATCH', () => `/api/posts/${postId}`, post],
    gql: `mutation { updatePost(id: 1, input: { title: "x", content: "x" }) { id } }`,
  },
  { rest: ['DELETE', () => `/api/posts/${postId}`], gql: `mutation { deletePost(id: 1) }` },
  { rest: ['POST', () => '/api/categories', { name: 'x' }], gql: `mutation { createCategory(input: { name: "x" }) { id } }` },
  {
    rest: ['PATCH', () => '/api/categories/1', { name: 'x' }],
    gql: `mutation { updateCategory(id: 1, input: { name: "x" }) { id } }`,
  },
  { rest: ['DELETE', () => '/api/categories/1'], gql: `mutation { deleteCategory(id: 1) }` },
  { rest: ['GET', () => '/api/tags'], gql: `{ tags { id } }` },
  { rest: ['POST', () => '/api/tags', { name: 'x' }], gql: `mutation { createTag(input: { name: "x" }) { id } }` },
  { rest: ['GET', () => '/api/pages'], gql: `{ adminPages { edges { node { id } } } }` },
  { rest: ['GET', () => '/api/pages/1'], gql: `{ adminPage(id: 1) { id } }` },
  { rest: ['POST', () => '/api/pages', page], gql: `mutation { createPage(input: { title: "x", content: "x" }) { id } }` },
  {
    rest: ['PATCH', () => '/api/pages/1', page],
    gql: `mutation { updatePage(id: 1, input: { title: "x", content: "x" }) { id } }`,
  },
  { rest: ['DELETE', () => '/api/pages/1'], gql: `mutation { deletePage(id: 1) }` },
  { rest: ['GET', () => '/api/posts?status=draft'], gql: `{ adminPosts { totalCount } }` },
  {
    rest: ['POST', () => '/api/ai/generate-post', { topic: 'x' }],
    gql: `mutation { generatePostDraft(input: { topic: "x" }) { title } }`,
  },
  { rest: ['GET', () => '/api/images/search?query=car'], gql: `{ imageSearch(query: "car") { total } }` },
  { rest: ['GET', () => '/api/images/sources'], gql: `{ imageSources { source } }` },
  { rest: ['POST', () => '/api/images/upload', 'x'], gql: `{ imageSources { configured } }` },
];

describe('content permissions', () => {
  it.each(MANAGE.map((op) => [`${op.rest[0]} ${op.rest[1].toString()}`, op] as const))(
    '%s: anonymous 401, every other role than admin 403',
    async (_name, op) => {
      const [method, pathOf, body] = op.rest;
      const anonymous = new TestClient(server.url);
      const adminPosts = op.gql.includes('adminPosts');
      // GET /api/posts answers the public list to anyone but an admin (contract rule)
      if (!adminPosts) expect((await anonymous.rest(method, pathOf(), body)).status).toBe(401);
      expect((await anonymous.gql(op.gql)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const role of ['editor', 'staff', 'dealer', 'charity', 'donor']) {
        const user = new TestClient(server.url);
        await user.login(role);
        if (!adminPosts) expect((await user.rest(method, pathOf(), body)).status).toBe(403);
        expect((await user.gql(op.gql)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    },
  );

  it('gives the public list, never drafts, to anyone but an admin asking for GET /api/posts', async () => {
    const draft = await createPost(admin, { title: `Secret draft ${Date.now()}` });
    for (const role of [null, 'editor', 'donor']) {
      const client = new TestClient(server.url);
      if (role) await client.login(role);
      for (const query of ['', '?status=draft', '?status=archived']) {
        const { status, body } = await client.rest('GET', `/api/posts${query}`);
        expect(status).toBe(200);
        const list = body as { posts: Array<{ id: number; status: string }>; total: number | null };
        expect(list.total).toBeNull(); // the public list is not counted; the admin's is
        expect(list.posts.length).toBeLessThanOrEqual(6);
        expect(list.posts.every((p) => p.status === 'published')).toBe(true);
        expect(list.posts.map((p) => p.id)).not.toContain(draft.id);
      }
    }
    const asAdmin = (await admin.rest('GET', '/api/posts?search=Secret%20draft')).body as { posts: Array<{ id: number }> };
    expect(asAdmin.posts.map((p) => p.id)).toContain(draft.id);
  });

  it('leaves the public reads open', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.rest('GET', '/api/posts?status=published')).status).toBe(200);
    expect((await anonymous.rest('GET', '/api/categories')).status).toBe(200);
    expect((await anonymous.rest('GET', '/api/pages/slug/about-us')).status).toBe(200);
    const { data } = await anonymous.gql<{
      blogPosts: { edges: unknown[] };
      categories: unknown[];
      publishedPage: { slug: string };
    }>('{ blogPosts { edges { cursor } } categories { slug postCount } publishedPage(slug: "faq-page") { slug } }');
    expect(data?.blogPosts.edges.length).toBeGreaterThanOrEqual(6); // the demo posts
    expect(data?.categories.length).toBeGreaterThanOrEqual(3);
    expect(data?.publishedPage.slug).toBe('faq-page');
  });
});
