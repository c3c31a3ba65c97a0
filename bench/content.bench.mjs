// Issue 11 figures, with 10,000 published posts: the first page of /api/posts with a search and a
// category filter (target: p99 under 50 ms at 20 concurrent requests), and GET
// /api/posts/slug/{slug} (each read counted) beside a raw node:http server answering the same
// bytes in the same run (target: at least 0.3x). Runs the api from its sources on its own
// embedded PostgreSQL; the posts are generated with one statement.
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { PRODUCTION, report, startFromSources } from './lib.mjs';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const server = await startFromSources('content', { port: 3215, env: PRODUCTION });

const db = new pg.Client({ connectionString: server.databaseUrl() });
await db.connect();
await db.query(`insert into categories (name, slug, description, color)
  values ('Donation Guides', 'donation-guides', null, '#2563EB'), ('Charity Stories', 'charity-stories', null, '#16A34A'),
         ('Vehicle Tips', 'vehicle-tips', null, '#D97706')`);
await db.query(
  `insert into posts (title, slug, excerpt, content, category_id, status, published_at, language, view_count)
   select 'Post ' || n || case n % 4 when 0 then ' on donating a car' when 1 then ' about winter tires'
                               when 2 then ' on charity pickups' else ' about tax receipts' end,
          'post-' || n,
          'Excerpt of post ' || n || case n % 5 when 0 then ': how a donation works' else ': vehicle care' end,
          '<p>' || repeat('Words about donating vehicles to charities. ', 60) || '</p>',
          (select id from categories order by id offset (n % 3) limit 1),
          'published', now() - n * interval '1 hour', case n % 2 when 0 then 'en' else 'fr' end, 0
     from generate_series(1, $1) n`,
  [POSTS],
);
await db.query('analyze posts');
await db.end();

// the raw baseline answers exactly what the api answers for one post
const sample = await fetch(`${server.url}/api/posts/slug/post-42`);
if (!sample.ok) throw new Error(`GET /api/posts/slug/post-42: ${sample.status}`);
const sampleBody = Buffer.from(await sample.arrayBuffer());
const raw = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': sampleBody.length });
  res.end(sampleBody);
});
await new Promise((resolve) => raw.listen(3216, '127.0.0.1', resolve));

/** Reads every post once, as a blog that has been running has: the steady state of the cache. */
async function warmEveryPost() {
  let next = 1;
  await autocannon({
    url: server.url,
    connections: 20,
    amount: POSTS,
    requests: [{ setupRequest: (request) => ({ ...request, path: `/api/posts/slug/post-${next++}` }) }],
  });
  return null;
}

async function measure(what, options, connections, target) {
  await autocannon({ connections: 10, duration: 2, ...options });
  const result = await autocannon({ connections, duration: 10, ...options });
  return {
    what,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
    target,
  };
}

const randomSlug = () => `/api/posts/slug/post-${1 + Math.floor(Math.random() * POSTS)}`;
const randomSearch = () =>
  `/api/posts?status=published&search=${encodeURIComponent(`Post ${1 + Math.floor(Math.random() * POSTS)} `)}&category=donation-guides`;
const rows = [
  await measure(
    `GET /api/posts?…&search={a different title each}&category=…, ${POSTS.toLocaleString('en')} posts (never cached)`,
    { url: server.url, requests: [{ setupRequest: (request) => ({ ...request, path: randomSearch() }) }] },
    20,
    'p99 < 50',
  ),
  await measure(
    `GET /api/posts?status=published&search=donat&category=donation-guides, ${POSTS.toLocaleString('en')} posts`,
    { url: `${server.url}/api/posts?status=published&search=donat&category=donation-guides&language=fr&page=1` },
    20,
    'p99 < 50',
  ),
  await measure('raw node:http, the same bytes as one post (baseline)', { url: 'http://127.0.0.1:3216/' }, 50, ''),
  await measure(
    `GET /api/posts/slug/{slug}, random of ${POSTS.toLocaleString('en')}, first reads (view counted)`,
    { url: server.url, requests: [{ setupRequest: (request) => ({ ...request, path: randomSlug() }) }] },
    50,
    '',
  ),
  await warmEveryPost(),
  await measure(
    `GET /api/posts/slug/{slug}, random of ${POSTS.toLocaleString('en')}, every post read before (view counted)`,
    { url: server.url, requests: [{ setupRequest: (request) => ({ ...request, path: randomSlug() }) }] },
    50,
    '>= 0.3x raw',
  ),
];
for (const row of [rows[3], rows[5]]) row.ratio = `${(row['req/s'] / rows[2]['req/s']).toFixed(2)}x`;
rows.splice(4, 1);
raw.close();
await server.stop();
report('content', rows, { posts: POSTS });
