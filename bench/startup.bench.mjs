// Issue 2 figures: the first `npm start` after install (build + new embedded cluster + migrations
// + seed) and a later start; the home route's initial JavaScript; request rates of the
// sign-in-aware endpoints on one process.
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { report, root, startServer } from './lib.mjs';

const dataDir = path.join(root, '.test-data', 'bench-startup');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.rmSync(path.join(root, 'web/dist'), { recursive: true, force: true });
fs.rmSync(path.join(root, 'api/dist'), { recursive: true, force: true });

const first = await startServer({ port: 3201, dataDir, command: [process.execPath, 'scripts/start.mjs'] });
await first.stop();
const later = await startServer({ port: 3202, dataDir, command: [process.execPath, 'scripts/start.mjs'] });

const login = await fetch(`${later.url}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'DemoPass123' }),
});
const cookie = login.headers.getSetCookie()[0].split(';')[0];

async function rate(title, options) {
  const result = await autocannon({ connections: 20, duration: 5, ...options });
  return {
    what: title,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows = [
  { what: 'first npm start (build + initdb + migrate + seed) until serving', ms: Math.round(first.ms), target: '< 60000' },
  { what: 'later npm start until serving', ms: Math.round(later.ms), target: '< 10000' },
];
const bundle = JSON.parse(fs.readFileSync(path.join(root, 'web/dist/bundle-report.json'), 'utf8'));
const throughput = [
  await rate('GET /api/settings/public/all', { url: `${later.url}/api/settings/public/all` }),
  await rate('GraphQL { me } signed in', {
    url: `${later.url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query: '{ me { id username role isAdmin } }' }),
  }),
];
await later.stop();
report('startup', rows, { bundle, throughput });
const home = bundle.find((row) => row.name === '/');
console.log('home route initial JS (gzip bytes):', home?.initialGzipBytes, 'budget', home?.budgetBytes);
console.table(throughput);
