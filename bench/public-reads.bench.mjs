// Issue 15 goal 1: public and cacheable reads through the REST shim at >= 0.5x a raw node:http
// server answering the same bytes, and through GraphQL at >= 0.8x bare Apollo Server 5 answering
// `{ __typename }` in the same setup (node:http, executeHTTPGraphQLRequest; ADR 35). The app runs as
// users start it: `node scripts/start.mjs` (builds what is stale; development mode, demo data,
// its own embedded PostgreSQL in .test-data/bench-public-reads). The baselines run in their own
// processes, like the app; every figure comes from the same run, 50 connections.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { caller, report, root, signIn, startServer } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const APP_PORT = 3281;
const RAW_PORT = 3282;
const APOLLO_PORT = 3283;

const dataDir = path.join(root, '.test-data', 'bench-public-reads');
fs.rmSync(dataDir, { recursive: true, force: true });
const app = await startServer({ port: APP_PORT, dataDir, command: [process.execPath, 'scripts/start.mjs'] });
const children = [];
try {
  await measure();
} finally {
  children.forEach((child) => child.kill());
  await app.stop();
}

async function measure() {
  const call = caller(app.url);
  const dealer = await signIn(call, 'dealer', 'DemoPass123');

  const json = { 'content-type': 'application/json' };
  const post = (await call('GET', '/api/posts?status=published&limit=1')).body;
  const slug = (Array.isArray(post) ? post : post.posts)[0].slug;
  /** The demo's verified charity (api/src/db/seeders/demo-charities.ts), in the registry samples. */
  const charityNumber = '888000007RR0001';

  /** The REST reads: path, who asks, what the raw server answers in its place. */
  const REST = [
    { what: 'public settings', path: '/api/settings/public/all' },
    { what: 'active theme', path: '/api/color-themes/active' },
    { what: 'auctions list (dealer)', path: '/api/auctions?limit=20', cookie: dealer },
    { what: 'blog list', path: '/api/posts?status=published' },
    { what: 'blog post', path: `/api/posts/slug/${slug}` },
  ];
  const CHARITY_VERIFY = { registrationNumber: charityNumber };

  const GRAPHQL = [
    { what: 'publicSettings', query: '{ publicSettings { category key value } }' },
    { what: 'activeTheme', query: '{ activeTheme { id name } }' },
    {
      what: 'auctions (dealer)',
      query: '{ auctions(first: 20) { edges { node { id status currentHighBid endDate } } pageInfo { hasNextPage endCursor } } }',
      cookie: dealer,
    },
    { what: 'blogPosts', query: '{ blogPosts { edges { node { id slug title excerpt } } pageInfo { hasNextPage endCursor } } }' },
    { what: 'blogPost', query: `{ blogPost(slug: "${slug}") { post { id title content } related { id title } } }` },
    { what: 'verifyCharity', query: `{ verifyCharity(registrationNumber: "${charityNumber}") { isValid } }` },
  ];

  /** The app's answer headers the raw server sends too (node:http adds Date and Connection itself). */
  const replayed = (headers) =>
    Object.fromEntries([...headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));
  // what the raw server answers: the app's own bytes for each REST read, headers and body
  const answers = {};
  for (const read of REST) {
    const response = await fetch(`${app.url}${read.path}`, { headers: read.cookie ? { cookie: read.cookie } : {} });
    answers[read.path] = { body: await response.text(), headers: replayed(response.headers) };
  }
  const verified = await fetch(`${app.url}/api/charities/verify`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(CHARITY_VERIFY),
  });
  answers['/api/charities/verify'] = { body: await verified.text(), headers: replayed(verified.headers) };
  const answersFile = path.join(dataDir, 'raw-answers.json');
  fs.writeFileSync(answersFile, JSON.stringify(answers));

  function startBaseline(script, args) {
    const child = fork(path.join(root, 'bench', 'baselines', script), args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    children.push(child);
    return new Promise((resolve, reject) => {
      child.once('message', () => resolve(child));
      child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    });
  }
  await startBaseline('raw-http.mjs', [String(RAW_PORT), answersFile]);
  await startBaseline('bare-apollo.mjs', [String(APOLLO_PORT)]);

  async function rate(options) {
    await autocannon({ connections: 10, duration: 1, ...options });
    const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
    if (result.errors + result.non2xx > 0)
      throw new Error(
        `${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodeStats)}`,
      );
    return { rps: result.requests.average, p99: result.latency.p99 };
  }

  /** BENCH_ONLY: a pattern of the rows to measure (all unless set). */
  const wanted = (what) => !process.env.BENCH_ONLY || new RegExp(process.env.BENCH_ONLY).test(what);
  const rows = [];
  const rowOf = (what, api, ceiling, target) => ({
    what,
    'req/s': Math.round(api.rps),
    'p99 ms': api.p99,
    'baseline req/s': Math.round(ceiling.rps),
    ratio: +(api.rps / ceiling.rps).toFixed(2),
    target,
  });
  const restOf = (base, read, extra = {}) => ({
    url: `${base}${read.path}`,
    headers: read.cookie ? { cookie: read.cookie } : {},
    ...extra,
  });
  for (const read of [...REST, { what: 'charity verification', path: '/api/charities/verify', body: true }]) {
    if (!wanted(`REST ${read.what}`)) continue;
    const extra = read.body ? { method: 'POST', headers: json, body: JSON.stringify(CHARITY_VERIFY) } : {};
    const ceiling = await rate(restOf(`http://127.0.0.1:${RAW_PORT}`, read, read.body ? { method: 'POST' } : {}));
    const api = await rate(restOf(app.url, read, extra));
    rows.push(rowOf(`REST ${read.what}`, api, ceiling, '>= 0.5x raw node:http'));
  }

  const graphqlRequest = (base, query, cookie) => ({
    url: `${base}/graphql`,
    method: 'POST',
    headers: { ...json, 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  for (const read of GRAPHQL) {
    if (!wanted(`GraphQL ${read.what}`)) continue;
    const ceiling = await rate(graphqlRequest(`http://127.0.0.1:${APOLLO_PORT}`, '{ __typename }'));
    const api = await rate(graphqlRequest(app.url, read.query, read.cookie));
    rows.push(rowOf(`GraphQL ${read.what}`, api, ceiling, '>= 0.8x bare Apollo { __typename }'));
  }

  report('public-reads', rows, { seconds: SECONDS, connections: CONNECTIONS });
}
