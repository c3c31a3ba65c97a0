import autocannon from 'autocannon';
import pg from 'pg';
import path from 'node:path';
import fs from 'node:fs';
import { PRODUCTION, root, startServer } from './lib.mjs';
const dataDir = path.join(root, '.test-data', 'bench-prof');
fs.rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({ port: 3290, dataDir, cwd: path.join(root, 'api'),
  command: [process.execPath, '--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--conditions=source', '-r', '@swc-node/register', 'src/main.ts'],
  env: { DATABASE_URL: '', ...PRODUCTION } });
const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
const port = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3].trim();
const db = new pg.Client({ connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/vdp` });
await db.connect();
await db.query(`insert into categories (name, slug, description, color) values ('Donation Guides', 'donation-guides', null, '#2563EB')`);
await db.query(`insert into posts (title, slug, excerpt, content, category_id, status, published_at, language, view_count)
   select 'Post ' || n, 'post-' || n, 'Excerpt ' || n, '<p>' || repeat('Words about donating vehicles to charities. ', 60) || '</p>',
          (select id from categories limit 1), 'published', now() - n * interval '1 hour', 'en', 0 from generate_series(1, 1000) n`);
await db.end();
let next = 1;
await autocannon({ url: server.url, connections: 20, amount: 1000, requests: [{ setupRequest: (r) => ({ ...r, path: `/api/posts/slug/post-${next++}` }) }] });
const r = await autocannon({ url: server.url, connections: 50, duration: 10, requests: [{ setupRequest: (r) => ({ ...r, path: `/api/posts/slug/post-${1 + Math.floor(Math.random() * 1000)}` }) }] });
console.log('req/s', r.requests.average, 'p99', r.latency.p99, 'non2xx', r.non2xx);
await server.stop();
