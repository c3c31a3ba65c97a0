// Issue 14 figure: the 1,000th page of 20 bids of a 1,000,000-bid auction answers within 1.5× the
// first page's p50 (keyset pages, ADR 19). One auction gets a million bids straight into the
// database; the benchmark walks the REST list to page 1,000 by its cursors, then times the first
// and the 1,000th page in alternation, over REST and GraphQL, signed in as a verified dealer, the
// api from its sources in production mode. For contrast, the same page read by OFFSET in
// PostgreSQL alone (what offset pages would cost).
import pg from 'pg';
import { PRODUCTION, activeAuction, caller, percentile, report, signIn, startFromSources, verifiedDealer } from './lib.mjs';

const BIDS = Number(process.env.BENCH_BIDS ?? 1_000_000);
const PAGE = 20;
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const server = await startFromSources('paging', {
  port: 3271,
  env: { ...PRODUCTION, ADMIN_USERNAME: 'benchadmin', ADMIN_PASSWORD: 'BenchPass123' },
});
const call = caller(server.url);
const admin = await signIn(call, 'benchadmin', 'BenchPass123');
const db = new pg.Pool({ connectionString: server.databaseUrl(), max: 2 });

async function auctionWithBids(dealerId) {
  const auctionId = await activeAuction(call, db, admin);
  const started = performance.now();
  await db.query(
    `insert into dealer_bids (auction_id, dealer_id, bid_amount)
     select $1, $2, g / 100.0 + 1 from generate_series(1, $3::int) g`,
    [auctionId, dealerId, BIDS],
  );
  await db.query(
    `update vehicle_auctions set bid_count = $2, current_high_bid = $3::numeric / 100 + 1, winning_dealer_id = $4 where id = $1`,
    [auctionId, BIDS, BIDS, dealerId],
  );
  await db.query('vacuum analyze dealer_bids');
  console.log(`${BIDS} bids written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return auctionId;
}

const dealer = await verifiedDealer(call, { admin, dataDir: server.dataDir }, 'paging');
const auctionId = await auctionWithBids(dealer.id);
const headers = { cookie: dealer.cookie };

/** GET a page of the REST list: its bids and the next cursor. */
async function restPage(cursor) {
  const query = new URLSearchParams({ limit: String(PAGE), ...(cursor ? { cursor } : {}) });
  const started = performance.now();
  const response = await fetch(`${server.url}/api/auctions/${auctionId}/bids?${query}`, { headers });
  const bids = await response.json();
  const ms = performance.now() - started;
  if (!response.ok || bids.length !== PAGE)
    throw new Error(`page answered ${response.status}: ${JSON.stringify(bids).slice(0, 200)}`);
  return { bids, next: response.headers.get('x-next-cursor'), ms };
}

const BIDS_QUERY = `query ($auctionId: ID!, $first: Int, $after: String) {
  auctionBids(auctionId: $auctionId, first: $first, after: $after) {
    edges { cursor node { id bidAmount createdAt } } pageInfo { hasNextPage endCursor } totalCount } }`;

async function graphqlPage(after) {
  const started = performance.now();
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: BIDS_QUERY, variables: { auctionId: String(auctionId), first: PAGE, after } }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (body.errors || body.data.auctionBids.edges.length !== PAGE) throw new Error(JSON.stringify(body).slice(0, 300));
  return ms;
}

// walk to the deep page by the cursors the list gives, checking the order as we go
let cursor = null;
let previousLowest = Infinity;
const walkStarted = performance.now();
for (let page = 1; page < DEEP_PAGE; page++) {
  const { bids, next } = await restPage(cursor);
  const amounts = bids.map((bid) => Number(bid.bidAmount));
  if (!(amounts[0] < previousLowest) || amounts.some((amount, i) => i > 0 && amount >= amounts[i - 1])) {
    throw new Error(`page ${page} is out of order`);
  }
  previousLowest = amounts.at(-1);
  cursor = next;
}
const walkMs = performance.now() - walkStarted;
const deepCursor = cursor;

// time the first and the deep page in alternation (the machine's noise hits both alike)
const times = { restFirst: [], restDeep: [], gqlFirst: [], gqlDeep: [] };
for (let i = 0; i < 30; i++) {
  await restPage(null);
  await restPage(deepCursor);
  await graphqlPage(null);
  await graphqlPage(deepCursor);
}
for (let i = 0; i < ROUNDS; i++) {
  times.restFirst.push((await restPage(null)).ms);
  times.restDeep.push((await restPage(deepCursor)).ms);
  times.gqlFirst.push(await graphqlPage(null));
  times.gqlDeep.push(await graphqlPage(deepCursor));
}

async function offsetMs(offset) {
  const samples = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await db.query(
      'select id, dealer_id, bid_amount, created_at from dealer_bids where auction_id = $1 order by bid_amount desc, id desc offset $2 limit $3',
      [auctionId, offset, PAGE],
    );
    samples.push(performance.now() - started);
  }
  return percentile(samples, 50);
}
const offsetFirst = await offsetMs(0);
const offsetDeep = await offsetMs((DEEP_PAGE - 1) * PAGE);

const p50 = (values) => percentile(values, 50);
const row = (what, first, deep) => ({
  what,
  'first page p50 ms': +p50(first).toFixed(2),
  [`page ${DEEP_PAGE} p50 ms`]: +p50(deep).toFixed(2),
  'page p99 ms (first / deep)': `${percentile(first, 99).toFixed(1)} / ${percentile(deep, 99).toFixed(1)}`,
  'deep ÷ first': +(p50(deep) / p50(first)).toFixed(2),
  target: '≤ 1.5',
});
const rows = [
  row('REST GET /api/auctions/{id}/bids?limit=20&cursor=', times.restFirst, times.restDeep),
  row('GraphQL auctionBids(first: 20, after:)', times.gqlFirst, times.gqlDeep),
  {
    what: 'for contrast: OFFSET in PostgreSQL alone',
    'first page p50 ms': +offsetFirst.toFixed(2),
    [`page ${DEEP_PAGE} p50 ms`]: +offsetDeep.toFixed(2),
    'page p99 ms (first / deep)': '',
    'deep ÷ first': +(offsetDeep / offsetFirst).toFixed(2),
    target: '',
  },
];
console.log(
  `walked ${DEEP_PAGE - 1} pages in ${(walkMs / 1000).toFixed(1)} s (${(walkMs / (DEEP_PAGE - 1)).toFixed(2)} ms a page)`,
);
report('paging', rows, { bids: BIDS, pageSize: PAGE, deepPage: DEEP_PAGE, rounds: ROUNDS, walkMs });
await db.end();
await server.stop();
