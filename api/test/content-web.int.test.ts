import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { createPost, type PostJson } from './content-fixtures';
import { startTestServer } from './harness';
import { dangerous, XSS_CORPUS } from './xss-corpus';

const PUBLIC_URL = 'https://donate.example';
const INDEX = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta
      name="description"
      content="The app's own description"
    />
    <title>Donate Your Vehicle</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'vdp-web-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  server = await startTestServer({ webDist, publicUrl: PUBLIC_URL });
  admin = new TestClient(server.url);
  await admin.login('admin');
});
afterAll(() => server.close());

const get = (p: string) => fetch(`${server.url}${p}`);
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`).exec(html)?.[1];

describe('served heads', () => {
  it('fills in title, description, canonical, Open Graph, Twitter, JSON-LD and hreflang of a post', async () => {
    const en = await createPost(admin, {
      title: 'Give your "old" car <a second life>',
      seoTitle: 'Car donation & you',
      excerpt: 'The excerpt',
      seoDescription: null,
      featuredImage: 'https://img.example/car.jpg',
      status: 'published',
    });
    const fr = await createPost(admin, {
      title: 'Donnez votre voiture',
      language: 'fr',
      translationOf: en.id,
      status: 'published',
    });
    const response = await get(`/blog/${en.slug}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Car donation &amp; you</title>');
    expect(html).not.toContain('<title>Donate Your Vehicle</title>');
    expect(html).not.toContain("The app's own description");
    expect(meta(html, 'name', 'description')).toBe('The excerpt'); // no SEO description: the excerpt
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/blog/${en.slug}">`);
    expect(meta(html, 'property', 'og:title')).toBe('Car donation &amp; you');
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/blog/${en.slug}`);
    expect(meta(html, 'property', 'og:image')).toBe('https://img.example/car.jpg');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/blog/${fr.slug}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/blog/${en.slug}">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: 'Car donation & you', inLanguage: 'en' });
  });

  it('falls back to the title without an SEO title, and fills a page as WebPage', async () => {
    const { body } = await admin.rest('POST', '/api/pages', {
      title: 'Our </title><script>alert(1)</script> team',
      content: '<p>x</p>',
      status: 'published',
      language: 'fr',
    });
    const page = body as { slug: string };
    const html = await (await get(`/pages/${page.slug}`)).text();
    expect(html).toContain('<title>Our &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; team</title>');
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toMatch(/<meta name="description"/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'WebPage', name: 'Our </title><script>alert(1)</script> team' });
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('answers 404 with the app for an unknown, draft or archived slug', async () => {
    const draft = await createPost(admin);
    for (const p of ['/blog/no-such-post', `/blog/${draft.slug}`, '/pages/no-such-page']) {
      const response = await get(p);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
  });
});

describe('the sanitiser, end to end', () => {
  it('stores, answers and serves none of the XSS corpus, and keeps allowed tags', async () => {
    const content = `<h2>Kept heading</h2><p><a href="https://ok.example" target="_blank">kept link</a></p>${XSS_CORPUS.join('\n')}`;
    const created = (
      await admin.rest('POST', '/api/posts', {
        title: `XSS ${Date.now()}`,
        content,
        excerpt: '<script>alert(1)</script>',
        status: 'published',
      })
    ).body as PostJson;
    expect(dangerous(created.content)).toEqual([]);
    expect(created.content).toContain('<h2>Kept heading</h2>');
    expect(created.content).toContain('rel="noopener noreferrer"');
    const rest = (await new TestClient(server.url).rest('GET', `/api/posts/slug/${created.slug}`)).body as { post: PostJson };
    expect(dangerous(rest.post.content)).toEqual([]);
    const gql = await new TestClient(server.url).gql<{ blogPost: { post: { content: string } } }>(
      `{ blogPost(slug: "${created.slug}") { post { content } } }`,
    );
    expect(gql.data?.blogPost.post.content).toBe(rest.post.content);
    const html = await (await get(`/blog/${created.slug}`)).text();
    expect(html.match(/<script/g)).toHaveLength(1); // the JSON-LD only
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;'); // the excerpt, escaped
  });
});

describe('sitemap and feed', () => {
  it('lists the home, the blog and published posts and pages only, in well-formed XML', async () => {
    const published = await createPost(admin, { status: 'published' });
    const draft = await createPost(admin);
    const response = await get('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as { urlset: { url: Array<{ loc: string }> } };
    const locs = parsed.urlset.url.map((u) => u.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/blog`,
        `${PUBLIC_URL}/blog/${published.slug}`,
        `${PUBLIC_URL}/pages/about-us`,
      ]),
    );
    expect(locs).not.toContain(`${PUBLIC_URL}/blog/${draft.slug}`);
  });

  it('is RSS 2.0 of the latest published posts', async () => {
    const post = await createPost(admin, { title: 'Feed & <friends>', status: 'published' });
    const draft = await createPost(admin);
    const response = await get('/blog/rss.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' }).parse(xml) as {
      rss: {
        '@_version': string;
        channel: { title: string; link: string; item: Array<{ title: string; link: string; pubDate: string }> };
      };
    };
    expect(parsed.rss['@_version']).toBe('2.0');
    expect(parsed.rss.channel.link).toBe(`${PUBLIC_URL}/blog`);
    // the company name of the settings (seeded: CarDonation Canada)
    expect(parsed.rss.channel.title).toBe('CarDonation Canada blog');
    const items = parsed.rss.channel.item;
    expect(items[0]).toMatchObject({ title: 'Feed & <friends>', link: `${PUBLIC_URL}/blog/${post.slug}` });
    expect(Number.isNaN(Date.parse(items[0]!.pubDate))).toBe(false);
    expect(items.map((i) => i.link)).not.toContain(`${PUBLIC_URL}/blog/${draft.slug}`);
  });
});
