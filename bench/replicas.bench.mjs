// Issue 15 goal 5: two api processes on one PostgreSQL behind a real load balancer (Debian's
// haproxy, round robin, no stickiness), beside one process in the same run. Bids from 16 dealers
// (throughput, p99, no bid lost or duplicated), one bid to subscribers spread over both processes
// (every subscriber gets every bid, whichever process it was placed on), and a session made on one
// process used and ended on the other. Both processes start together on an empty scratch database
// of the machine's PostgreSQL (BENCH_ADMIN_DATABASE_URL, default the local trust-auth one), so they
// also show the replicas taking turns to migrate.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { haproxyVersion, startHaproxy } from './haproxy.mjs';
import { bidLoad, fanOut, invariants } from './replicas-load.mjs';
import {
  PRODUCTION,
  activeAuction,
  caller,
  cpuMs,
  percentile,
  postgresCeiling,
  report,
  root,
  signIn,
  startServer,
  verifiedDealer,
} from './lib.mjs';

const DEALERS = 16;
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 1000);
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'vdp_bench_replicas';
const [A_PORT, B_PORT, TWO_PORT, ONE_PORT, STATS_PORT] = [3500, 3501, 3502, 3503, 3504];

const version = haproxyVersion();
if (!version) {
  console.error('haproxy is not installed (apt-get install -y haproxy): this benchmark needs a real balancer.');
  process.exit(1);
}
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.query(`create database ${DATABASE}`);
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${DATABASE}` }).toString();

const env = {
  ...PRODUCTION,
  DATABASE_URL: databaseUrl,
  ADMIN_USERNAME: 'benchadmin',
  ADMIN_PASSWORD: 'BenchPass123',
  SOCKETS_PER_CLIENT: String(SUBSCRIBERS + 100), // every socket from this machine: the per-address cap lifted (ADR 31)
};
const fromSources = [process.execPath, '--conditions=source', '-r', '@swc-node/register', 'src/main.ts'];
const dataDir = (name) => path.join(root, '.test-data', `bench-replicas-${name}`);
// the dealers' set-password links are read from A's outbox: none left from an earlier run
for (const name of ['a', 'b', 'haproxy']) fs.rmSync(dataDir(name), { recursive: true, force: true });
const start = (port, name) =>
  startServer({ port, dataDir: dataDir(name), cwd: path.join(root, 'api'), command: fromSources, env });
const [a, b] = await Promise.all([start(A_PORT, 'a'), start(B_PORT, 'b')]);
const lb = await startHaproxy({
  dir: dataDir('haproxy'),
  statsPort: STATS_PORT,
  frontends: [
    {
      name: 'two',
      port: TWO_PORT,
      servers: [
        { name: 'a', url: a.url },
        { name: 'b', url: b.url },
      ],
    },
    { name: 'one', port: ONE_PORT, servers: [{ name: 'a', url: a.url }] },
  ],
});
const stopAll = async () => {
  await lb.stop();
  await Promise.all([a.stop(), b.stop()]);
};
process.on('uncaughtException', (error) => {
  console.error(error);
  void stopAll().then(() => process.exit(1));
});
const two = `http://127.0.0.1:${TWO_PORT}`;
const one = `http://127.0.0.1:${ONE_PORT}`;
const db = new pg.Pool({ connectionString: databaseUrl, max: DEALERS + 2, application_name: 'bench' });
const callA = caller(a.url);
const adminCookie = await signIn(callA, 'benchadmin', 'BenchPass123');
const cookies = [];
for (let n = 0; n < DEALERS; n++) {
  cookies.push((await verifiedDealer(callA, { admin: adminCookie, dataDir: dataDir('a') }, n)).cookie);
}
const dealerIds = (await db.query('select id from auto_dealers order by id')).rows.map((r) => r.id);
const auction = () => activeAuction(callA, db, adminCookie);

// Sessions: made on A, used and ended on B, refused on A afterwards.
const callB = caller(b.url);
const session = await signIn(callA, 'benchadmin', 'BenchPass123');
const onB = (await callB('GET', '/api/auth/user', { cookie: session })).body.username;
await callB('POST', '/api/auth/logout', { cookie: session });
const afterLogout = (await fetch(`${a.url}/api/auth/user`, { headers: { cookie: session } })).status;

// Bids, in rotation (the machine is shared and noisy): PostgreSQL alone, one process, the
// balancer over one process and over two, on one hot auction, then spread over 16 auctions;
// medians of the rounds.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const setups = [
  { what: 'PostgreSQL alone: UPDATE + INSERT per transaction, 16 conns' },
  { what: 'POST /api/bids, 16 dealers: one process, direct', url: a.url },
  { what: 'POST /api/bids, 16 dealers: haproxy → one process', url: one, backend: 'one' },
  { what: 'POST /api/bids, 16 dealers: haproxy → two processes', url: two, backend: 'two' },
  { what: 'POST /api/bids, 16 dealers on 16 auctions: one process, direct', url: a.url, auctions: 16 },
  { what: 'POST /api/bids, 16 dealers on 16 auctions: haproxy → two processes', url: two, backend: 'two', auctions: 16 },
].map((setup) => ({ ...setup, runs: [] }));
for (let r = 0; r < ROUNDS; r++) {
  for (const setup of setups) {
    const auctionIds = [];
    for (let n = 0; n < (setup.auctions ?? 1); n++) auctionIds.push(await auction());
    if (!setup.url) {
      setup.runs.push(await postgresCeiling(db, auctionIds[0], dealerIds, DEALERS));
      continue;
    }
    const before = setup.backend && (await lb.servers(setup.backend));
    const cpuBefore = [a.pid, b.pid, lb.pid].map(cpuMs);
    const load = await bidLoad(setup.url, auctionIds, cookies);
    const [cpuA, cpuB, cpuLb] = [a.pid, b.pid, lb.pid].map((pid, i) => cpuMs(pid) - cpuBefore[i]);
    const after = setup.backend && (await lb.servers(setup.backend));
    const spread = after ? Object.keys(after).map((s) => `${s} ${after[s].total - before[s].total}`) : ['a (direct)'];
    const requests = load.accepted + load['refused too low'];
    const cpu = { api: (cpuA + cpuB) / requests, haproxy: cpuLb / requests };
    setup.runs.push({
      ...load,
      cpu,
      spread: spread.join(' / '),
      check: await invariants(db, auctionIds, load.accepted, DEALERS),
    });
  }
}
// What the two processes hold open on PostgreSQL after the load (their pools grow on demand).
const apiConnections = Number(
  (await db.query(`select count(*) from pg_stat_activity where datname = $1 and application_name <> 'bench'`, [DATABASE])).rows[0]
    .count,
);
const median = (runs, key) =>
  percentile(
    runs.map((run) => run[key]),
    50,
  );
const ceiling = median(setups[0].runs, 'bids/s');
const bidRows = setups.map(({ what, url, runs }) => ({
  what,
  'bids/s': median(runs, 'bids/s'),
  'p99 ms': median(runs, 'p99 ms'),
  runs: runs.map((run) => `${run['bids/s']}/${run['p99 ms']}`).join(', '),
  ...(url && {
    'vs PostgreSQL': `${Math.round((median(runs, 'bids/s') / ceiling) * 100) / 100}×`,
    'requests per process (last)': runs.at(-1).spread,
    'api CPU ms / request':
      Math.round(
        percentile(
          runs.map((run) => run.cpu.api),
          50,
        ) * 100,
      ) / 100,
    'haproxy CPU ms / request':
      Math.round(
        percentile(
          runs.map((run) => run.cpu.haproxy),
          50,
        ) * 100,
      ) / 100,
    'accepted (all rounds)': runs.reduce((n, run) => n + run.accepted, 0),
    errors: runs.reduce((n, run) => n + run.errors, 0),
    'invariants ok': runs.every((run) => run.check.ok),
    'rows − accepted (in flight at stop)': runs.map((run) => run.check.inFlight).join(', '),
  }),
}));

// Fan-out: subscribers on one process (directly, then through the balancer), then spread by the
// balancer over both with bids placed on A and B in turn; then one subscriber across one NOTIFY hop.
const ws = (url) => url.replace('http', 'ws') + '/graphql';
const fanRows = [];
for (const [what, subscribe, subscribers, bidOn] of [
  [`${SUBSCRIBERS} subscribers on one process (direct), bids on it`, a.url, SUBSCRIBERS, [a.url]],
  [`${SUBSCRIBERS} subscribers via haproxy → one process, bids on it`, one, SUBSCRIBERS, [a.url]],
  [`${SUBSCRIBERS} subscribers via haproxy → two processes, bids on A and B in turn`, two, SUBSCRIBERS, [a.url, b.url]],
  ['1 subscriber on B, bids on A (one NOTIFY hop)', b.url, 1, [a.url]],
  ['1 subscriber on A, bids on A (no hop)', a.url, 1, [a.url]],
]) {
  const backend = { [one]: 'one', [two]: 'two' }[subscribe];
  const { ready, ...fan } = await fanOut({
    auctionId: await auction(),
    cookie: cookies[0],
    subscribe: [ws(subscribe)],
    subscribers,
    bidOn,
    onReady: backend && (() => lb.servers(backend)),
  });
  const sockets = ready && Object.entries(ready).map(([server, { current }]) => `${server} ${current}`);
  fanRows.push({ what, ...fan, ...(sockets && { 'sockets per process': sockets.join(' / ') }) });
}

await db.end();
await stopAll();
await admin.query(`drop database if exists ${DATABASE} with (force)`);
await admin.end();

const connectionsRow = {
  what: 'PostgreSQL connections held by the two api processes after the bids',
  connections: apiConnections,
};
const sessionRow = { what: 'session made on A', 'used on B': onB === 'benchadmin', 'A after logout on B': afterLogout };
console.log(
  `balancer: ${version}; both processes started together on one empty database (startup ${Math.round(a.ms)} / ${Math.round(b.ms)} ms)`,
);
report('replicas', [...bidRows, ...fanRows, connectionsRow, sessionRow], { balancer: version });
