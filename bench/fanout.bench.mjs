// Issue 15 goal 3: one event to 10,000 subscribed graphql-ws sockets, last delivery < 300 ms p99
// and <= 2x a plain `ws` broadcast of the same frame measured in the same run; memory per idle
// subscribed socket < 40 KB. The app runs as users start it (`node scripts/start.mjs`: development
// mode, demo data, its own embedded PostgreSQL in .test-data/bench-fanout); a signed-in dealer's
// sockets subscribe to `bidPlaced` on one auction and the dealer places bids. The baseline
// (bench/baselines/ws-broadcast.mjs) runs in its own process, its 10,000 sockets open beside the
// app's, and each bid alternates with one broadcast of the same frame, so both meet the same load;
// the same client processes (bench/fanout/client-worker.mjs) hold all the sockets and report when
// each of theirs has had the k-th message. BENCH_CPU_PROF=1 writes the api's CPU profile to .test-data.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { activeAuction, caller, embeddedDatabaseUrl, percentile, report, root, signIn, startServer } from './lib.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const EVENTS = 30;
const WARM_UP = 3;
const CLIENT_PROCESSES = 2;
const APP_PORT = 3400;
const BASELINE_PORT = 3401;

const dataDir = path.join(root, '.test-data', 'bench-fanout');
fs.rmSync(dataDir, { recursive: true, force: true });
/** Profiling runs the built api directly (Node refuses --cpu-prof in NODE_OPTIONS). */
const profiling = process.env.BENCH_CPU_PROF === '1';
const command = profiling
  ? [process.execPath, '--cpu-prof', `--cpu-prof-dir=${dataDir}-profile`, 'api/dist/main.js']
  : [process.execPath, 'scripts/start.mjs'];

/** A client process (Node raises its own soft open-files limit to the hard one at start, as the api's). */
function startClient() {
  return fork(path.join(root, 'bench', 'fanout', 'client-worker.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

const reply = (child, type) =>
  new Promise((resolve, reject) => {
    const listener = (message) => {
      if (message.type === 'failed') reject(new Error(message.message));
      if (message.type !== type) return;
      child.off('message', listener);
      resolve(message);
    };
    child.on('message', listener);
  });

/** Opens `SOCKETS` sockets of `group` spread over the client processes. */
async function connectAll(group, command) {
  const share = Math.ceil(SOCKETS / clients.length);
  await Promise.all(
    clients.map((client, i) => {
      const done = reply(client, 'connected');
      client.send({ type: 'connect', group, count: Math.min(share, SOCKETS - i * share), ...command });
      return done;
    }),
  );
}

async function closeAll() {
  await Promise.all(clients.map((client) => (client.send({ type: 'close' }), reply(client, 'closed'))));
}

/** Runs `trigger` and resolves with the time until every socket of `group` had its k-th message, and that message. */
async function lastDelivery(group, k, trigger) {
  let sample;
  const delivered = clients.map((client) =>
    reply(client, 'delivered').then((message) => {
      if (message.group !== group || message.k !== k)
        throw new Error(`expected ${group} ${k}, got ${message.group} ${message.k}`);
      sample = message.sample;
      return performance.now();
    }),
  );
  const started = performance.now();
  await trigger();
  const last = Math.max(...(await Promise.all(delivered)));
  return { ms: last - started, sample };
}

/** Resident memory of a process, in bytes (Linux). */
function rss(pid) {
  return Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
}

const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function idleMemoryPerSocket(pid, connect) {
  await settle(1000);
  const before = rss(pid);
  await connect();
  await settle(2000); // every subscription registered, the connection burst's garbage collected
  return (rss(pid) - before) / SOCKETS;
}

async function measure() {
  const call = caller(app.url);
  const admin = await signIn(call, 'admin', 'DemoPass123');
  const dealer = await signIn(call, 'dealer', 'DemoPass123');
  const db = new pg.Pool({ connectionString: embeddedDatabaseUrl(dataDir), max: 2 });
  const auctionId = await activeAuction(call, db, admin);
  await db.end();
  // scripts/start.mjs runs the api as its child
  const apiPid = profiling ? app.pid : Number(fs.readFileSync(`/proc/${app.pid}/task/${app.pid}/children`, 'utf8').split(' ')[0]);
  const limits = /Max open files\s+(\S+)\s+(\S+)/.exec(fs.readFileSync(`/proc/${apiPid}/limits`, 'utf8'));

  baseline = fork(path.join(root, 'bench', 'baselines', 'ws-broadcast.mjs'), [String(BASELINE_PORT)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => baseline.once('message', resolve));
  const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}`;

  const appBytes = await idleMemoryPerSocket(apiPid, () =>
    connectAll('app', {
      url: `${app.url.replace('http', 'ws')}/graphql`,
      cookie: dealer,
      subscribe: { query: `subscription { bidPlaced(auctionId: "${auctionId}") { id auctionId dealerId bidAmount createdAt } }` },
    }),
  );
  const baselineBytes = await idleMemoryPerSocket(baseline.pid, () =>
    connectAll('ws', { url: baselineUrl.replace('http', 'ws') }),
  );

  // One bid, then the same frame (the app's last, byte for byte) from the plain server, in turn:
  // both see the same load on this shared machine.
  const appTimes = [];
  const baselineTimes = [];
  let frame;
  for (let k = 0; k < WARM_UP + EVENTS; k++) {
    const bidAmount = `${1000 + k}.00`;
    const bid = await lastDelivery('app', k, () => call('POST', '/api/bids', { cookie: dealer, body: { auctionId, bidAmount } }));
    if (!bid.sample.includes(`"bidAmount":"${bidAmount}"`)) throw new Error(`unexpected frame ${bid.sample}`);
    frame = bid.sample;
    const broadcast = await lastDelivery('ws', k, () => fetch(`${baselineUrl}/broadcast`, { method: 'POST', body: frame }));
    if (k < WARM_UP) continue;
    appTimes.push(bid.ms);
    baselineTimes.push(broadcast.ms);
  }
  await closeAll();

  const ms = (value) => Math.round(value * 10) / 10;
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  const [appMedian, appP99] = [percentile(appTimes, 50), percentile(appTimes, 99)];
  const [wsMedian, wsP99] = [percentile(baselineTimes, 50), percentile(baselineTimes, 99)];
  report(
    'fanout',
    [
      {
        what: `one bid to ${SOCKETS} graphql-ws subscribers (last delivery)`,
        'median ms': ms(appMedian),
        'p99 ms': ms(appP99),
        'vs ws (median)': `${(appMedian / wsMedian).toFixed(2)}×`,
        'vs ws (p99)': `${(appP99 / wsP99).toFixed(2)}×`,
        target: 'p99 < 300 ms, ≤ 2× ws',
      },
      {
        what: `plain ws broadcast of the same ${Buffer.byteLength(frame)}-byte frame`,
        'median ms': ms(wsMedian),
        'p99 ms': ms(wsP99),
      },
      { what: 'api memory per idle subscribed socket (RSS)', KB: kb(appBytes), target: '< 40 KB' },
      { what: 'plain ws memory per idle socket (RSS)', KB: kb(baselineBytes) },
      { what: 'api open-files limit (soft / hard)', value: `${limits[1]} / ${limits[2]}` },
    ],
    { sockets: SOCKETS, events: EVENTS, clientProcesses: CLIENT_PROCESSES, frame, loadAverage: os.loadavg() },
  );
}

// every socket comes from this machine: the per-address cap (ADR 31) lifted for the load
const app = await startServer({ port: APP_PORT, dataDir, command, env: { SOCKETS_PER_CLIENT: String(SOCKETS + 100) } });
const clients = Array.from({ length: CLIENT_PROCESSES }, startClient);
let baseline;
try {
  await measure();
} finally {
  for (const client of clients) client.kill();
  baseline?.kill();
  await app.stop();
}
