import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RunningServer } from '../src/app/server';
import type { TestClient } from './client';
import { createPost } from './content-fixtures';
import { startReplicasWithAdmin, startTestServer } from './harness';

// /blog rendered at request time with its first posts (ADR 32), on two api processes sharing one
// database: the api runs the web's own list document for the page-render worker, keeps the page per
// language and forgets it when a post changes through either process. The web build's real worker
// (web/dist-ssr/render-worker.js) is exercised by the e2e spec prerender.spec.ts; here a worker
// speaking the same protocol asks for the web's BlogPostList document and lists the titles.

const WEB_GRAPHQL = path.resolve(__dirname, '../../web/src/modules/blog/graphql');
const MARKERS = '<!--page-styles--></head><body><div id="root" data-prerendered="LOCALE"><!--page-html--></div><!--page-state-->';

/** A web build with /blog prerendered in en and fr, and (with `worker`) its render worker beside dist. */
async function webBuild(worker: boolean): Promise<string> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'vdp-rendered-'));
  const dist = path.join(root, 'dist');
  await mkdir(path.join(dist, 'prerendered'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
  await writeFile(
    path.join(dist, 'prerendered', 'routes.json'),
    JSON.stringify({ locales: ['en', 'fr'], routes: [{ path: '/blog', name: 'blog' }] }),
  );
  for (const locale of ['en', 'fr']) {
    await mkdir(path.join(dist, 'prerendered', locale));
    const template = `<html lang="${locale}"><head>${MARKERS.replace('LOCALE', locale)}</body></html>`;
    await writeFile(path.join(dist, 'prerendered', locale, 'blog.template.html'), template);
    const page = path.join(dist, 'prerendered', locale, 'blog.html');
    const prerendered = template.replace('<!--page-html-->', 'PRERENDERED');
    await writeFile(page, prerendered);
    await writeFile(`${page}.br`, brotliCompressSync(prerendered));
    await writeFile(`${page}.gz`, gzipSync(prerendered));
  }
  if (worker) {
    const query = [
      await readFile(path.join(WEB_GRAPHQL, 'BlogPostList.graphql'), 'utf8'),
      await readFile(path.join(WEB_GRAPHQL, 'PostSummaryFields.graphql'), 'utf8'),
    ].join('\n');
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist-ssr', 'render-worker.js'), fakeWorker(query));
  }
  return dist;
}

/** The protocol of web/src/ssr/render-worker.ts: one execute per render, the titles into the template. */
function fakeWorker(query: string): string {
  return `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const path = require('node:path');
let renders = 0;
const waiting = new Map();
parentPort.on('message', (message) => {
  if (message.type === 'executed') return waiting.get(message.operation)(message.result);
  const render = ++renders;
  waiting.set(render, (result) => {
    if (result.errors) return parentPort.postMessage({ type: 'failed', id: message.id, message: result.errors[0].message });
    const file = path.join(workerData.webDist, 'prerendered', message.locale, 'blog.template.html');
    const titles = result.data.blogPosts.edges.map((edge) => '<li>' + edge.node.title + '</li>').join('');
    const html = fs.readFileSync(file, 'utf8').replace('<!--page-html-->', '<ol data-render="' + render + '">' + titles + '</ol>');
    parentPort.postMessage({ type: 'rendered', id: message.id, html });
  });
  const variables = { search: null, categories: [], language: message.locale, first: 6 };
  parentPort.postMessage({ type: 'execute', id: message.id, operation: render, query: ${JSON.stringify(query)}, variables });
});`;
}

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  ({ a, b, admin } = await startReplicasWithAdmin({ webDist: await webBuild(true) }));
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

async function blog(server: RunningServer, language: string, url = '/blog') {
  const response = await fetch(`${server.url}${url}`, { headers: { 'accept-language': language } });
  return { response, html: await response.text() };
}

const firstTitle = (html: string) => /<li>([^<]*)<\/li>/.exec(html)?.[1];
const renderOf = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];

/** GETs /blog until `seen` holds (an event from another process arrives a moment later); its last HTML. */
async function blogUntil(server: RunningServer, language: string, seen: (html: string) => boolean): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const { html } = await blog(server, language);
    if (seen(html) || attempt === 50) return html;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('/blog rendered with its first posts', () => {
  it('lists the latest posts in the HTML, the visitor’s language first, compressed as asked', async () => {
    const en = await createPost(admin, { title: 'Rendered English post', status: 'published' });
    await createPost(admin, { title: 'Article rendu en français', language: 'fr', translationOf: en.id, status: 'published' });

    // the newest post of the visitor's language heads the list (the event reaches this process a moment later)
    const english = await blogUntil(a, 'en-CA', (html) => firstTitle(html) === 'Rendered English post');
    expect(english).toContain('data-prerendered="en"');
    expect(firstTitle(english)).toBe('Rendered English post');
    const french = await blogUntil(a, 'fr-CA,fr;q=0.9', (html) => firstTitle(html) === 'Article rendu en français');
    expect(french).toContain('data-prerendered="fr"');
    expect(firstTitle(french)).toBe('Article rendu en français');

    const { response } = await blog(a, 'en-CA');
    expect(response.headers.get('content-encoding')).toBe('gzip'); // fetch asks for gzip and deflate (and br)
    expect(response.headers.get('vary')).toContain('Accept-Language');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('keeps the page per language: the next visitors get the same render', async () => {
    const first = renderOf((await blog(b, 'en-CA')).html);
    expect(first).toBeDefined();
    expect(renderOf((await blog(b, 'en-CA')).html)).toBe(first);
    expect(renderOf((await blog(b, 'fr-CA')).html)).not.toBe(first);
  });

  it('shows a post published through another api process at the next visit', async () => {
    const before = (await blog(b, 'en-CA')).html;
    expect(before).not.toContain('Published through the other process');
    await createPost(admin, { title: 'Published through the other process', status: 'published' });
    const after = await blogUntil(b, 'en-CA', (html) => firstTitle(html) === 'Published through the other process');
    expect(firstTitle(after)).toBe('Published through the other process');
    expect(renderOf(after)).not.toBe(renderOf(before));
  });

  it('sends the prerendered page to a link with a query string', async () => {
    const { response, html } = await blog(a, 'en-CA', '/blog?category=news');
    expect(response.status).toBe(200);
    expect(html).toContain('PRERENDERED');
    expect(html).not.toContain('data-render=');
  });
});

describe('/blog without a render worker', () => {
  it('sends the prerendered page (an api run without the web build’s worker)', async () => {
    const server = await startTestServer({ webDist: await webBuild(false) });
    try {
      const { response, html } = await blog(server, 'fr-CA');
      expect(response.status).toBe(200);
      expect(html).toContain('data-prerendered="fr"');
      expect(html).toContain('PRERENDERED');
    } finally {
      await server.close();
    }
  });
});
