// Issue 15 goal 3: one event to 10,000 subscribed graphql-ws sockets, last delivery < 300 ms p99
// and <= 2x a plain `ws` broadcast of the same frame measured in the same run; memory per idle
// subscribed socket < 40 KB. The app runs as users start it (`node scripts/start.mjs`: development
// mode, demo data, its own embedded PostgreSQL in .test-data/bench-fanout); a signed-in dealer's
// sockets subscribe to `bidPlaced` on one auction and the dealer places bids. The baseline
// (bench/baselines/ws-broadcast.mjs) runs in its own process and is measured by the same client
// processes (bench/fanout/client-worker.mjs), which hold the sockets and report when each of
// theirs has had the k-th message. BENCH_CPU_PROF=1 writes the api's CPU profile to .test-data.
import { fork } from 'node:child_process';
import fs from 'node:fs';
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

/** Opens `SOCKETS` sockets spread over the client processes. */
async function connectAll(command) {
  const share = Math.ceil(SOCKETS / clients.length);
  await Promise.all(
    clients.map((client, i) => {
      const done = reply(client, 'connected');
      client.send({ type: 'connect', count: Math.min(share, SOCKETS - i * share), ...command });
      return done;
    }),
  );
}

async function closeAll() {
  await Promise.all(clients.map((client) => (client.send({ type: 'close' }), reply(client, 'closed'))));
}

/** Runs `trigger` WARM_UP + EVENTS times; the time from each trigger until every client process had that message. */
async function lastDeliveries(trigger) {
  const times = [];
  let sample;
  for (let k = 0; k < WARM_UP + EVENTS; k++) {
    const delivered = clients.map((client) =>
      reply(client, 'delivered').then((message) => {
        if (message.k !== k) throw new Error(`expected message ${k}, got ${message.k}`);
        sample = message.sample;
        return performance.now();
      }),
    );
    const started = performance.now();
    await trigger(k);
    const last = Math.max(...(await Promise.all(delivered)));
    if (k >= WARM_UP) times.push(last - started);
  }
  return { median: percentile(times, 50), p99: percentile(times, 99), sample };
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

  const appBytes = await idleMemoryPerSocket(apiPid, () =>
    connectAll({
      url: `${app.url.replace('http', 'ws')}/graphql`,
      cookie: dealer,
      subscribe: { query: `subscription { bidPlaced(auctionId: "${auctionId}") { id auctionId dealerId bidAmount createdAt } }` },
    }),
  );
  const appTimes = await lastDeliveries(async (k) => {
    const bidAmount = `${1000 + k}.00`;
    await call('POST', '/api/bids', { cookie: dealer, body: { auctionId, bidAmount } });
  });
  if (!appTimes.sample.includes(`"bidAmount":"${1000 + WARM_UP + EVENTS - 1}.00"`))
    throw new Error(`unexpected frame ${appTimes.sample}`);
  await closeAll();

  baseline = fork(path.join(root, 'bench', 'baselines', 'ws-broadcast.mjs'), [String(BASELINE_PORT)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => baseline.once('message', resolve));
  const baselineUrl = `http://127.0.0.1:${BASELINE_PORT}`;
  const baselineBytes = await idleMemoryPerSocket(baseline.pid, () => connectAll({ url: baselineUrl.replace('http', 'ws') }));
  const frame = appTimes.sample; // the app's last frame, byte for byte
  const baselineTimes = await lastDeliveries(async () => {
    await fetch(`${baselineUrl}/broadcast`, { method: 'POST', body: frame });
  });
  await closeAll();

  const ms = (value) => Math.round(value * 10) / 10;
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  report(
    'fanout',
    [
      {
        what: `one bid to ${SOCKETS} graphql-ws subscribers (last delivery)`,
        'median ms': ms(appTimes.median),
        'p99 ms': ms(appTimes.p99),
        'vs ws (p99)': `${(appTimes.p99 / baselineTimes.p99).toFixed(2)}×`,
        'vs ws (median)': `${(appTimes.median / baselineTimes.median).toFixed(2)}×`,
        target: 'p99 < 300 ms, ≤ 2× ws',
      },
      {
        what: `plain ws broadcast of the same ${Buffer.byteLength(frame)}-byte frame`,
        'median ms': ms(baselineTimes.median),
        'p99 ms': ms(baselineTimes.p99),
      },
      { what: 'api memory per idle subscribed socket (RSS)', KB: kb(appBytes), target: '< 40 KB' },
      { what: 'plain ws memory per idle socket (RSS)', KB: kb(baselineBytes) },
      { what: 'api open-files limit (soft / hard)', value: `${limits[1]} / ${limits[2]}` },
    ],
    { sockets: SOCKETS, events: EVENTS, clientProcesses: CLIENT_PROCESSES, frame },
  );
}

const app = await startServer({ port: APP_PORT, dataDir, command });
const clients = Array.from({ length: CLIENT_PROCESSES }, startClient);
let baseline;
try {
  await measure();
} finally {
  for (const client of clients) client.kill();
  baseline?.kill();
  await app.stop();
}
