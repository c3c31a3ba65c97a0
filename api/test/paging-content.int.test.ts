import type { RunningServer } from '../src/app/server';
import { encodeCursor, planPage } from '../src/core/keyset';
import { ADMIN_POST_ORDER, adminPostPageSql, BLOG_ORDER, blogPageSql } from '../src/modules/blog/post-list.sql';
import { PAGE_LIST_ORDER, pageListSql } from '../src/modules/pages/page.sql';
import { TestClient } from './client';
import { createCategory, createPost } from './content-fixtures';
import { sql, startWithAdmin } from './harness';
import { connectionQuery, pageReader, walkBackward, walkForward, walkLinks } from './paging-walks';
import { cursorAt, expectReadInOrder, planOf, statementsOf } from './sql-cost';

/**
 * Issue 14 §2 for content: the blog, the admin's posts and pages walk forward (first/after) and
 * back (last/before) over GraphQL and by the Link header over REST, filters kept, no row missed or
 * repeated (rows share timestamps: the id breaks ties); bad cursors and sizes are refused naming
 * the field; a page costs the same statements whatever its size, and reads its index in order.
 */
let server: RunningServer;
let admin: TestClient;
let category: { id: number; slug: string };
const marker = `Pg${Date.now()}`;
const like = `${marker}%`;

const BLOG = connectionQuery('blogPosts', {
  nodeFields: 'id language',
  filters: { search: 'String', categories: '[String!]', language: 'String' },
});
const ADMIN_POSTS = connectionQuery('adminPosts', { filters: { search: 'String', status: 'String' } });
const PAGE_FILTERS = { search: 'String' };
const PAGES = connectionQuery('adminPages', { filters: PAGE_FILTERS });

type Row = { id: number };

const ids = (rows: ReadonlyArray<{ id: number | string }>) => rows.map((row) => Number(row.id));
const idsOf = async (query: string, params: unknown[] = []) => ids(await sql<Row>(server, query, params));

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  category = await createCategory(admin, `Paging ${marker}`);
  // 30 posts: published in both languages, some drafts and archived; published and edited in threes and fours at once
  await sql(
    server,
    `insert into posts (title, slug, content, status, published_at, updated_at, language, category_id)
     select ? || ' post ' || g, lower(?) || '-post-' || g, '<p>x</p>',
            case when g % 7 = 0 then 'draft' when g % 11 = 0 then 'archived' else 'published' end,
            case when g % 7 = 0 then null else timestamptz '2026-03-01 10:00:00.123456+00' + (g / 3) * interval '1 hour' end,
            timestamptz '2026-03-02 10:00:00.654321+00' + (g / 4) * interval '1 minute',
            case when g % 3 = 0 then 'fr' else 'en' end, case when g % 2 = 0 then ? else null end
       from generate_series(1, 30) g`,
    [marker, marker, category.id],
  );
  await sql(
    server,
    `insert into pages (title, slug, content, updated_at)
     select ? || ' page ' || g, lower(?) || '-page-' || g, '<p>x</p>', timestamptz '2026-03-02 10:00:00.5+00' + (g / 3) * interval '1 minute'
       from generate_series(1, 25) g`,
    [marker, marker],
  );
});
afterAll(() => server.close());

describe('the blog', () => {
  const blogOrder = (language: string, categoryId: number | null = null) =>
    idsOf(
      `select id from posts where status = 'published' and title like ? and (cast(? as int) is null or category_id = ?)
        order by (language = ?) desc, published_at desc, id desc`,
      [like, categoryId, categoryId, language],
    );

  it('walks forward and back over GraphQL: the language first, newest first, nothing missed or repeated', async () => {
    const expected = await blogOrder('fr');
    expect(expected.length).toBeGreaterThan(15);
    const anonymous = new TestClient(server.url);
    const filters = { search: marker, language: 'fr' };
    const read = pageReader<Row & { language: string }>(anonymous, BLOG, 'blogPosts', filters);
    expect(ids((await walkForward(read, 4)).rows)).toEqual(expected);
    expect(ids((await walkBackward(read, 5)).rows)).toEqual(expected);
    const first = await read({ first: 3 });
    expect(first.totalCount).toBeNull();
    expect(first.edges.map((edge) => edge.node.language)).toEqual(['fr', 'fr', 'fr']);
  });

  it('walks over REST by the Link header with the category, search and language kept', async () => {
    const path = `/api/posts?status=published&search=${marker}&category=${category.slug},nope&language=en&limit=3`;
    const bodies: Array<{ total: number | null }> = [];
    const walked = await walkLinks(new TestClient(server.url), path, (body) => {
      bodies.push(body as { total: number | null });
      return (body as { posts: Row[] }).posts;
    });
    expect(ids(walked.rows)).toEqual(await blogOrder('en', category.id));
    expect(
      walked.paths.slice(1).every((link) => link.includes(`category=${category.slug}%2Cnope`) && link.includes('language=en')),
    ).toBe(true);
    expect(bodies.every((body) => body.total === null)).toBe(true);
  });

  it('keeps each cursor’s page apart in memory and forgets them all when a post is written', async () => {
    const anonymous = new TestClient(server.url);
    const read = pageReader<Row>(anonymous, BLOG, 'blogPosts', { search: marker, language: 'en' });
    const first = await read({ first: 2 });
    const second = await read({ first: 2, after: first.pageInfo.endCursor });
    expect(ids(second.edges.map((edge) => edge.node))).not.toEqual(ids(first.edges.map((edge) => edge.node)));
    const post = await createPost(admin, { title: `${marker} newest`, status: 'published', language: 'en' });
    const again = await read({ first: 2 });
    expect(Number(again.edges[0]!.node.id)).toBe(post.id);
    await admin.rest('DELETE', `/api/posts/${post.id}`);
  });
});

describe('the admin’s posts and pages', () => {
  it('walks the posts forward and back over GraphQL with the count, every status or one', async () => {
    const all = await idsOf('select id from posts where title like ? order by updated_at desc, id desc', [like]);
    const read = pageReader<Row>(admin, ADMIN_POSTS, 'adminPosts', { search: marker });
    expect(ids((await walkForward(read, 4)).rows)).toEqual(all);
    expect(ids((await walkBackward(read, 7)).rows)).toEqual(all);
    const archived = await idsOf(
      `select id from posts where title like ? and status = 'archived' order by updated_at desc, id desc`,
      [like],
    );
    const readArchived = pageReader<Row>(admin, ADMIN_POSTS, 'adminPosts', { search: marker, status: 'archived' });
    expect(ids((await walkForward(readArchived, 1)).rows)).toEqual(archived);
    const drafts = await pageReader<Row>(admin, ADMIN_POSTS, 'adminPosts', { search: marker, status: 'draft' })({ first: 1 });
    expect(drafts.totalCount).toBe(4);
  });

  it('walks the posts over REST by the Link header, the status kept', async () => {
    const drafts = await idsOf(`select id from posts where title like ? and status = 'draft' order by updated_at desc, id desc`, [
      like,
    ]);
    const totals: number[] = [];
    const walked = await walkLinks(admin, `/api/posts?status=draft&search=${marker}&limit=3`, (body) => {
      totals.push((body as { total: number }).total);
      return (body as { posts: Row[] }).posts;
    });
    expect(ids(walked.rows)).toEqual(drafts);
    expect(totals).toEqual([4, 4]);
  });

  it('walks the pages forward and back, and over REST as an array with its count beside', async () => {
    const expected = await idsOf('select id from pages where title like ? order by updated_at desc, id desc', [like]);
    const read = pageReader<Row>(admin, PAGES, 'adminPages', { search: marker });
    expect(ids((await walkForward(read, 4)).rows)).toEqual(expected);
    expect(ids((await walkBackward(read, 6)).rows)).toEqual(expected);
    const walked = await walkLinks<Row>(admin, `/api/pages?search=${marker}&limit=10`);
    expect(ids(walked.rows)).toEqual(expected);
    expect((await admin.rest('GET', `/api/pages?search=${marker}&limit=10`)).headers.get('x-total-count')).toBe('25');
  });

  it('lists a page with the text it translates', async () => {
    const french = await admin.rest('POST', '/api/pages', { title: `${marker} fr`, content: '<p>x</p>', language: 'fr' });
    const english = await admin.rest('POST', '/api/pages', {
      title: `${marker} en`,
      content: '<p>x</p>',
      translationOf: (french.body as Row).id,
    });
    const translated = connectionQuery('adminPages', { nodeFields: 'translation { id }', filters: PAGE_FILTERS });
    const page = await pageReader<{ translation: Row | null }>(admin, translated, 'adminPages', { search: `${marker} en` })({
      first: 5,
    });
    expect(page.edges.map((edge) => Number(edge.node.translation?.id))).toEqual([(french.body as Row).id]);
    for (const created of [english, french]) await admin.rest('DELETE', `/api/pages/${(created.body as Row).id}`);
  });
});

describe('refusals and permissions', () => {
  it('refuses a bad cursor, a cursor of another list and an out-of-range size, naming the field', async () => {
    const twoKeys = encodeCursor(['1', '2']); // the blog's cursors hold three keys
    const refusals: Array<[string, string]> = [['/api/posts?status=published&before=' + twoKeys, 'before']];
    for (const path of ['/api/posts?status=published', '/api/posts?status=draft', '/api/pages?search=x']) {
      refusals.push([`${path}&cursor=garbage`, 'cursor'], [`${path}&limit=0`, 'limit'], [`${path}&limit=101`, 'limit']);
    }
    for (const [path, field] of refusals) {
      const answer = await admin.rest('GET', path);
      expect([path, answer.status]).toEqual([path, 400]);
      expect((answer.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual([field]);
    }
    for (const [query, variables, field] of [
      [BLOG, { after: 'garbage' }, 'after'],
      [BLOG, { before: twoKeys }, 'before'],
      [ADMIN_POSTS, { first: 101 }, 'first'],
      [PAGES, { last: 0 }, 'last'],
    ] as const) {
      const answer = await admin.gql(query, variables);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field }] });
    }
  });

  it('keeps the admin lists to admins: anonymous 401, a donor 403', async () => {
    const anonymous = new TestClient(server.url);
    const donor = new TestClient(server.url);
    await donor.login('donor');
    expect((await anonymous.rest('GET', '/api/pages?limit=5')).status).toBe(401);
    expect((await donor.rest('GET', '/api/pages?limit=5')).status).toBe(403);
    for (const query of [ADMIN_POSTS, PAGES]) {
      expect((await anonymous.gql(query, { first: 5 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await donor.gql(query, { first: 5 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    // a donor asking for drafts gets the public blog
    const asDonor = (await donor.rest('GET', `/api/posts?status=draft&search=${marker}`)).body as {
      posts: Array<{ status: string }>;
    };
    expect(asDonor.posts.every((post) => post.status === 'published')).toBe(true);
  });
});

describe('the cost of a page', () => {
  it('runs as many statements for 50 rows as for 2: the page, and its count where the list counts', async () => {
    for (const [query, filters, expected] of [
      [BLOG, { search: marker }, 1],
      [ADMIN_POSTS, { search: marker }, 2],
      [PAGES, {}, 2],
    ] as const) {
      await admin.gql(query, { ...filters, first: 3 }); // the category counts, kept a while, are read here
      const small = await statementsOf(server, () => admin.gql(query, { ...filters, first: 2 }));
      const large = await statementsOf(server, () => admin.gql(query, { ...filters, first: 50 }));
      expect([small.length, large.length]).toEqual([expected, expected]);
    }
  });

  it('reads a page deep in a few thousand rows by its index, in order', async () => {
    await sql(
      server,
      `insert into posts (title, slug, content, status, published_at, language)
       select 'Bulk ' || g, 'bulk-' || g, 'x', case when g % 5 = 0 then 'draft' else 'published' end,
              now() - g * interval '1 minute', case when g % 2 = 0 then 'fr' else 'en' end from generate_series(1, 4000) g`,
    );
    await sql(
      server,
      `insert into pages (title, slug, content) select 'Bulk ' || g, 'bulk-page-' || g, 'x' from generate_series(1, 3000) g`,
    );
    await sql(server, 'analyze posts');
    await sql(server, 'analyze pages');
    const after = (cursor: string) => ({ first: 20, after: cursor, last: null, before: null });

    const edited = await cursorAt(server, ADMIN_POST_ORDER, 'from posts p', 1000);
    const posts = await planOf(
      server,
      adminPostPageSql({ status: null, like: null }, planPage(ADMIN_POST_ORDER, after(edited))).page,
    );
    expectReadInOrder(posts, 'posts_edited_idx');

    const page = await cursorAt(server, PAGE_LIST_ORDER, 'from pages p', 1000);
    expectReadInOrder(await planOf(server, pageListSql(null, planPage(PAGE_LIST_ORDER, after(page))).page), 'pages_edited_idx');

    // deep in the visitor's language (ranked 1, before the other languages): each language read by
    // the index from its own position (two reads), only the two short lists merged and sorted
    const french = await cursorAt(
      server,
      BLOG_ORDER,
      `from (select 1 as rank, published_at, id from posts where status = 'published' and language = 'fr') k`,
      1000,
    );
    const blog = await planOf(
      server,
      blogPageSql({ like: null, categories: [], language: 'fr' }, planPage(BLOG_ORDER, after(french))),
    );
    expect(blog.indexes.filter((index) => index === 'posts_published_by_language')).toHaveLength(2);
    expect(blog.indexConditions).toContainEqual(
      expect.stringMatching(/\(\(language = 'fr'::text\) AND \(ROW\(published_at, id\) < ROW/),
    );
  });
});
