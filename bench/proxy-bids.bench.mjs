// Issue 18 figure: one hot auction with 100 active maximums (proxy bids) and 16 dealers bidding by
// hand through POST /api/bids, next to the same-run PostgreSQL ceiling for the plain conditional
// UPDATE + INSERT (postgresCeiling); then the invariants against the rows: high bid = highest row,
// amounts rise, no automatic bid above its maximum, no dealer outbid by its own maximum.
import autocannon from 'autocannon';
import os from 'node:os';
import pg from 'pg';
import fs from 'node:fs';
import path from 'node:path';
import {
  activeAuction,
  caller,
  embeddedDatabaseUrl,
  postgresCeiling,
  report,
  root,
  signIn,
  startServer,
  verifiedDealer,
} from './lib.mjs';

const CONNECTIONS = 16;
const MAXIMUMS = 100;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const dataDir = path.join(root, '.test-data', 'bench-proxy');
fs.rmSync(dataDir, { recursive: true, force: true });
const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3341),
  dataDir,
  command: [process.execPath, 'scripts/start.mjs'],
});
const call = caller(server.url);
const admin = await signIn(call, 'admin', 'DemoPass123');
const db = new pg.Pool({ connectionString: embeddedDatabaseUrl(dataDir), max: CONNECTIONS + 2 });

/** 100 verified dealers with a maximum each on the auction, from $1,000 to $10,900, set one after the other through the api's own batch path. */
async function withMaximums(auctionId) {
  const { rows } = await db.query(
    `insert into auto_dealers (business_name, contact_name, email, phone, address, city, state, zip_code, dealer_license,
       specialties, verification_status, is_verified)
     select 'Proxy ' || g, 'P', 'proxy-' || g || '@example.test', '5', '1', 'X', 'NY', '1', 'P' || g, '{Import}', 'verified', true
     from generate_series(1, $1) g returning id`,
    [MAXIMUMS],
  );
  // set_at in order: the earlier maximum holds a tie (none here: the amounts differ)
  for (const [i, { id }] of rows.entries()) {
    await db.query(`insert into proxy_bids (auction_id, dealer_id, max_amount, set_at) values ($1, $2, $3, clock_timestamp())`, [
      auctionId,
      id,
      1000 + i * 100,
    ]);
  }
}

async function invariants(auctionId) {
  const { rows } = await db.query(
    'select dealer_id, bid_amount::float8 as amount, is_proxy from dealer_bids where auction_id = $1 order by id',
    [auctionId],
  );
  const [auction] = (
    await db.query('select current_high_bid::float8 as high, bid_count, winning_dealer_id from vehicle_auctions where id = $1', [
      auctionId,
    ])
  ).rows;
  const maxOf = new Map(
    (await db.query('select dealer_id, max_amount::float8 as max from proxy_bids where auction_id = $1', [auctionId])).rows.map(
      (r) => [r.dealer_id, r.max],
    ),
  );
  const last = rows.at(-1);
  const rising = rows.every((row, i) => i === 0 || row.amount > rows[i - 1].amount);
  const withinMaximum = rows.every((row) => !row.is_proxy || row.amount <= maxOf.get(row.dealer_id));
  const notAgainstItself = rows.every(
    (row, i) =>
      !row.is_proxy ||
      i === 0 ||
      rows[i - 1].dealer_id !== row.dealer_id ||
      [...maxOf].some(([dealer, max]) => dealer !== row.dealer_id && max >= row.amount),
  );
  return {
    rows: rows.length,
    automatic: rows.filter((row) => row.is_proxy).length,
    'high = highest row':
      auction.high === last.amount && auction.winning_dealer_id === last.dealer_id && auction.bid_count === rows.length,
    'amounts rise': rising,
    'no proxy above its max': withinMaximum,
    'none outbid by own proxy': notAgainstItself,
  };
}

async function throughApi(auctionId, cookies) {
  let cents = 50_000;
  let next = 0;
  const headers = { 'content-type': 'application/json' };
  const result = await autocannon({
    url: `${server.url}/api/bids`,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: 'POST',
    headers,
    setupClient: (client) => client.setHeaders({ ...headers, cookie: cookies[next++ % cookies.length] }),
    // by hand, $13 more each time: the maximums answer and are exhausted one by one through the run
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ auctionId, bidAmount: ((cents += 1300) / 100).toFixed(2) }),
        }),
      },
    ],
  });
  const statuses = result.statusCodeStats ?? {};
  return {
    'bids/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors:
      result.errors +
      Object.entries(statuses)
        .filter(([code]) => !['201', '400'].includes(code))
        .reduce((n, [, s]) => n + s.count, 0),
  };
}

const cookies = [];
for (let n = 0; n < CONNECTIONS; n++) cookies.push((await verifiedDealer(call, { admin, dataDir }, n)).cookie);
const dealerIds = (await db.query('select id from auto_dealers order by id')).rows.map((r) => r.id);
const pgResult = await postgresCeiling(db, await activeAuction(call, db, admin), dealerIds, CONNECTIONS, SECONDS);
const hot = await activeAuction(call, db, admin);
await withMaximums(hot);
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const apiResult = await throughApi(hot, cookies);
const checked = await invariants(hot);

await db.end();
await server.stop();

const ratio = Math.round((apiResult['bids/s'] / pgResult['bids/s']) * 100) / 100;
report(
  'proxy-bids',
  [
    { what: 'PostgreSQL alone: UPDATE + INSERT per transaction, 16 conns', ...pgResult },
    {
      what: `POST /api/bids, 16 dealers by hand, ${MAXIMUMS} maximums active`,
      ...apiResult,
      'vs PostgreSQL': `${ratio}× (target ≥ 0.6×, p99 < 100 ms)`,
    },
    { what: 'invariants after the run', ...checked },
  ],
  { loadAverageBefore: load, cpus: os.cpus().length },
);
