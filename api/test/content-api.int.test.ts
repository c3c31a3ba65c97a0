import type { RunningServer } from '../src/app/server';
import { sql } from './auction-fixtures';
import { TestClient } from './client';
import { createCategory, createPost, postForm, type PostJson } from './content-fixtures';
import { startTestServer } from './harness';

let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.login('admin');
});
afterAll(() => server.close());

interface PageJson {
  posts: Array<{ id: number; slug: string; language: string; viewCount: number; readMinutes: number }>;
  total: number | null;
  nextCursor: string | null;
}

describe('slugs and publishing', () => {
  it('makes the slug from the title, unique by -2, and refuses an explicit slug taken (409)', async () => {
    const title = `Why Donate Your Car Today ${Date.now()}?`;
    const first = await createPost(admin, { title });
    expect(first.slug).toBe(`why-donate-your-car-today-${title.match(/\d+/)![0]}`);
    const second = await createPost(admin, { title });
    expect(second.slug).toBe(`${first.slug}-2`);
    const taken = await admin.rest('POST', '/api/posts', postForm({ slug: first.slug }));
    expect(taken).toMatchObject({ status: 409, body: { message: 'This slug is already used' } });
    const bad = await admin.rest('POST', '/api/posts', postForm({ slug: 'Not A Slug!' }));
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Array<{ field: string }> }).fields[0]!.field).toBe('slug');
  });

  it('sets publishedAt when a post is published, keeps it when archived', async () => {
    const draft = await createPost(admin);
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    const published = (
      await admin.rest('PATCH', `/api/posts/${draft.id}`, postForm({ title: 'Published now', status: 'published' }))
    ).body as PostJson;
    expect(published.status).toBe('published');
    expect(Date.now() - Date.parse(published.publishedAt!)).toBeLessThan(60_000);
    const archived = (
      await admin.rest('PATCH', `/api/posts/${draft.id}`, postForm({ title: 'Published now', status: 'archived' }))
    ).body as PostJson;
    expect(archived.publishedAt).toBe(published.publishedAt);
  });

  it('creates the tags named, links translations both ways and refuses one of the same language', async () => {
    const en = await createPost(admin, { tags: ['Zebra Tag', 'zebra tag'], status: 'published' });
    expect(en.tags).toEqual([{ id: expect.any(Number), name: 'Zebra Tag', slug: 'zebra-tag' }]);
    const fr = await createPost(admin, { language: 'fr', translationOf: en.id, status: 'published' });
    expect(fr.translation).toMatchObject({ id: en.id, language: 'en' });
    const back = (await admin.rest('GET', `/api/posts/${en.id}`)).body as PostJson;
    expect(back.translation).toMatchObject({ id: fr.id, language: 'fr' });
    const same = await admin.rest('POST', '/api/posts', postForm({ language: 'en', translationOf: en.id }));
    expect(same).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'translationOf', message: 'Translation must be another post or page of the other language' }] },
    });
    const category = await admin.rest('POST', '/api/posts', postForm({ categoryId: 999_999 }));
    expect(category).toMatchObject({
      status: 400,
      body: { fields: [{ field: 'categoryId', message: 'Choose an existing category' }] },
    });
  });
});

describe('public reads', () => {
  it('lists published posts only, searching titles and excerpts, by category, the language first, paged', async () => {
    const marker = `Quokka${Date.now()}`;
    const category = await createCategory(admin, `Cat ${marker}`);
    const posts: PostJson[] = [];
    for (let i = 0; i < 7; i++) {
      posts.push(
        await createPost(admin, {
          title: i === 0 ? `${marker} in the title` : `Post ${i} ${marker.toLowerCase()}x`,
          excerpt: i === 0 ? null : `About ${marker}`,
          status: 'published',
          language: i % 2 ? 'fr' : 'en',
          categoryId: i < 5 ? category.id : null,
        }),
      );
    }
    await createPost(admin, { title: `${marker} draft`, status: 'draft', categoryId: category.id });
    await createPost(admin, { title: `${marker} archived`, status: 'archived', categoryId: category.id });

    const first = (await new TestClient(server.url).rest('GET', `/api/posts?status=published&search=${marker}&language=fr`))
      .body as PageJson;
    expect(first).toMatchObject({ total: null, nextCursor: expect.any(String) });
    expect(first.posts.map((p) => p.language)).toEqual(['fr', 'fr', 'fr', 'en', 'en', 'en']);
    const second = (
      await new TestClient(server.url).rest('GET', `/api/posts?search=${marker}&language=fr&cursor=${first.nextCursor}`)
    ).body as PageJson;
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.posts).toHaveLength(1);
    const byCategory = (
      await new TestClient(server.url).rest('GET', `/api/posts?search=${marker}&category=${category.slug},nope`)
    ).body as PageJson;
    expect(byCategory.posts).toHaveLength(5);
    const gql = await new TestClient(server.url).gql<{ blogPosts: { edges: Array<{ node: { slug: string } }> } }>(
      'query ($s: String, $c: [String!]) { blogPosts(search: $s, categories: $c) { edges { node { slug } } } }',
      { s: marker, c: [category.slug] },
    );
    expect(gql.data?.blogPosts.edges).toHaveLength(5);

    const categories = (await new TestClient(server.url).rest('GET', '/api/categories')).body as Array<{
      slug: string;
      postCount: number;
    }>;
    expect(categories.find((c) => c.slug === category.slug)?.postCount).toBe(5);
    const forAdmin = (await admin.rest('GET', '/api/categories')).body as Array<{ slug: string; postCount: number }>;
    expect(forAdmin.find((c) => c.slug === category.slug)?.postCount).toBe(7);
    const adminList = (await admin.rest('GET', `/api/posts?search=${marker}`)).body as PageJson;
    expect(adminList).toMatchObject({ total: 9, nextCursor: null });
    expect(adminList.posts).toHaveLength(9);
  });

  it('never serves drafts or archived posts, nor their translation link', async () => {
    const draft = await createPost(admin);
    const archived = await createPost(admin, { status: 'archived' });
    const anonymous = new TestClient(server.url);
    for (const post of [draft, archived]) {
      expect((await anonymous.rest('GET', `/api/posts/slug/${post.slug}`)).status).toBe(404);
      expect((await anonymous.gql(`{ blogPost(slug: "${post.slug}") { post { id } } }`)).data).toEqual({ blogPost: null });
    }
    const published = await createPost(admin, { status: 'published', language: 'fr', translationOf: draft.id });
    const detail = (await anonymous.rest('GET', `/api/posts/slug/${published.slug}`)).body as { post: PostJson };
    expect(detail.post.translation).toBeNull();
  });

  it('serves a read post from memory, yet shows an edit, an unpublishing and a category rename at once', async () => {
    const category = await createCategory(admin, `Cached ${Date.now()}`);
    const post = await createPost(admin, { status: 'published', categoryId: category.id });
    const anonymous = new TestClient(server.url);
    const read = async () =>
      (await anonymous.rest('GET', `/api/posts/slug/${post.slug}`)) as {
        status: number;
        body: { post: PostJson & { title: string; viewCount: number; category: { name: string } } };
      };
    const first = await read();
    const second = await read();
    expect(second.body.post.viewCount).toBe(first.body.post.viewCount + 1);
    await admin.rest('PATCH', `/api/categories/${category.id}`, { name: `${category.slug} renamed` });
    expect((await read()).body.post.category.name).toBe(`${category.slug} renamed`);
    await admin.rest(
      'PATCH',
      `/api/posts/${post.id}`,
      postForm({ title: 'Edited title', slug: post.slug, status: 'published', categoryId: category.id }),
    );
    expect((await read()).body.post.title).toBe('Edited title');
    await admin.rest('PATCH', `/api/posts/${post.id}`, postForm({ slug: post.slug, status: 'draft' }));
    expect((await read()).status).toBe(404);
  });

  it('gives up to 3 related posts of the same category', async () => {
    const category = await createCategory(admin, `Related ${Date.now()}`);
    const posts: PostJson[] = [];
    for (let i = 0; i < 5; i++) posts.push(await createPost(admin, { status: 'published', categoryId: category.id }));
    const detail = (await new TestClient(server.url).rest('GET', `/api/posts/slug/${posts[0]!.slug}`)).body as {
      related: Array<{ id: number }>;
    };
    expect(detail.related).toHaveLength(3);
    expect(detail.related.map((r) => r.id)).not.toContain(posts[0]!.id);
  });
});

describe('view counting', () => {
  it('counts every read, written behind: nothing written per read, all at the flush', async () => {
    const post = await createPost(admin, { status: 'published' });
    const reader = new TestClient(server.url);
    // every UPDATE statement on posts leaves a row here
    await sql(server, 'create table post_update_statements (at timestamptz not null default clock_timestamp())');
    await sql(
      server,
      `create function count_post_update() returns trigger language plpgsql as $$ begin insert into post_update_statements default values; return null; end $$`,
    );
    await sql(
      server,
      'create trigger post_update_counter after update on posts for each statement execute function count_post_update()',
    );
    let last: PostJson | undefined;
    for (let i = 0; i < 10; i++)
      last = ((await reader.rest('GET', `/api/posts/slug/${post.slug}`)).body as { post: PostJson }).post;
    expect(last!.viewCount).toBe(10); // stored 0 + counted 10
    await server.services.postViews.flush();
    // ten reads: one UPDATE for the batch (two should the 1 s timer have fired in between), not ten
    const [statements] = await sql<{ n: number }>(server, 'select count(*)::int as n from post_update_statements');
    expect(statements!.n).toBeGreaterThanOrEqual(1);
    expect(statements!.n).toBeLessThanOrEqual(2);
    await sql(server, 'drop trigger post_update_counter on posts');
    const [stored] = await sql<{ view_count: number }>(server, 'select view_count from posts where id = ?', [post.id]);
    expect(stored!.view_count).toBe(10);
    const gql = await reader.gql<{ blogPost: { post: { viewCount: number } } }>(
      `{ blogPost(slug: "${post.slug}") { post { viewCount } } }`,
    );
    expect(gql.data?.blogPost.post.viewCount).toBe(11);
  });
});

describe('categories and tags', () => {
  it('refuses to delete a category while posts use it (409), deletes it once free', async () => {
    const category = await createCategory(admin, `Used ${Date.now()}`);
    const post = await createPost(admin, { categoryId: category.id });
    expect((await admin.rest('DELETE', `/api/categories/${category.id}`)).status).toBe(409);
    await admin.rest('DELETE', `/api/posts/${post.id}`);
    expect(await admin.rest('DELETE', `/api/categories/${category.id}`)).toMatchObject({ status: 200, body: true });
  });

  it('refuses a tag whose name or slug exists (409)', async () => {
    const name = `Tagged ${Date.now()}`;
    expect((await admin.rest('POST', '/api/tags', { name })).status).toBe(201);
    expect((await admin.rest('POST', '/api/tags', { name })).status).toBe(409);
    expect((await admin.rest('POST', '/api/tags', { name: name.toUpperCase() })).status).toBe(409);
    const gql = await admin.gql(`mutation { createTag(input: { name: "${name}" }) { id } }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });
});

describe('pages', () => {
  it('serves a published page by slug, never a draft; admins see every page', async () => {
    const published = (
      await admin.rest('POST', '/api/pages', { title: `Page ${Date.now()}`, content: '<p>x</p>', status: 'published' })
    ).body as { slug: string; publishedAt: string };
    expect(published.publishedAt).not.toBeNull();
    const draft = (await admin.rest('POST', '/api/pages', { title: `Draft ${Date.now()}`, content: '<p>x</p>' })).body as {
      id: number;
      slug: string;
    };
    const anonymous = new TestClient(server.url);
    expect((await anonymous.rest('GET', `/api/pages/slug/${published.slug}`)).status).toBe(200);
    expect((await anonymous.rest('GET', `/api/pages/slug/${draft.slug}`)).status).toBe(404);
    expect((await anonymous.gql(`{ publishedPage(slug: "${draft.slug}") { id } }`)).data).toEqual({ publishedPage: null });
    const list = (await admin.rest('GET', '/api/pages')).body as Array<{ slug: string }>;
    expect(list.map((p) => p.slug)).toEqual(expect.arrayContaining([published.slug, draft.slug, 'about-us', 'faq-page']));
  });
});
