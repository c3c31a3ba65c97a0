// Issue 15 goal 5 (docs/scaling.md): what PostgreSQL LISTEN/NOTIFY carries on this machine.
// NOTIFYs per second delivered to 1, 2 and 8 listening connections (one per api process) at
// 100 B, 1 KB and 7.9 KB (the limit is 8,000 bytes); publishers 1, 4 and 16 beside the same
// round trips without a NOTIFY; and the notification queue with a listener stuck in a
// transaction. The embedded PostgreSQL of an idle api (or BENCH_DATABASE_URL's server).
import pg from 'pg';
import { PRODUCTION, percentile, report, startFromSources } from './lib.mjs';
import { drain, listeners, publish } from './notify-load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const server = process.env.BENCH_DATABASE_URL ? null : await startFromSources('notify', { port: 3505, env: PRODUCTION });
const url = process.env.BENCH_DATABASE_URL ?? server.databaseUrl();
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const setting = async (name) => (await admin.query(`select current_setting($1, true) as v`, [name])).rows[0].v;
const settings = {
  version: await setting('server_version'),
  max_connections: await setting('max_connections'),
  max_notify_queue_pages: (await setting('max_notify_queue_pages')) ?? '(none before PostgreSQL 17: 8 GB)',
};

const round = (n) => Math.round(n * 10) / 10;
const rows = [];

// 1. Payload size × listeners, 4 publishers.
for (const bytes of [100, 1000, 7900]) {
  for (const count of [1, 2, 8]) {
    const group = await listeners(url, count);
    const sent = await publish(url, { publishers: 4, bytes, seconds: SECONDS });
    const drainMs = await drain(group, sent.count);
    const perListener = Math.min(...group.clients.map((l) => l.received));
    const latencies = group.clients.flatMap((l) => l.latencies);
    rows.push({
      what: `NOTIFY ${bytes} B, 4 publishers, ${count} listener(s)`,
      'notify/s': Math.round(sent.count / SECONDS),
      'delivered/s (all listeners)': Math.round((perListener * count) / SECONDS),
      'MB/s out': round((perListener * count * bytes) / SECONDS / 1e6),
      lost: sent.count * count - group.clients.reduce((n, l) => n + l.received, 0),
      'p50 ms': round(percentile(latencies, 50)),
      'p99 ms': round(percentile(latencies, 99)),
      'backlog drain ms': Math.round(drainMs),
    });
    await group.close();
  }
}

// 2. Publishers: NOTIFYing commits take the queue's lock in turn; plain round trips beside.
for (const publishers of [1, 4, 16]) {
  const group = await listeners(url, 1);
  const sent = await publish(url, { publishers, bytes: 100, seconds: SECONDS });
  await drain(group, sent.count);
  const plain = await publish(url, { publishers, bytes: 100, seconds: SECONDS, statement: 'select length($1::text)' });
  rows.push({
    what: `${publishers} publisher(s), 100 B, 1 listener`,
    'notify/s': Math.round(sent.count / SECONDS),
    'same round trips without NOTIFY /s': Math.round(plain.count / SECONDS),
    'p99 ms': round(percentile(group.clients[0].latencies, 99)),
  });
  await group.close();
}

// 3. The queue: a listener inside an open transaction reads nothing, and the queue keeps
// everything sent since, for every listener, until it ends its transaction.
const stuck = new pg.Client({ connectionString: url });
await stuck.connect();
let stuckReceived = 0;
stuck.on('notification', () => stuckReceived++);
await stuck.query('listen bench');
await stuck.query('begin');
await stuck.query('select 1');
const live = await listeners(url, 1);
const backlog = await publish(url, { publishers: 4, bytes: 7900, seconds: SECONDS });
await drain(live, backlog.count);
const usage = Number((await admin.query('select pg_notification_queue_usage() as u')).rows[0].u);
const queuedMb = (backlog.count * 7900) / 1e6;
const t = performance.now();
await stuck.query('commit');
while (stuckReceived < backlog.count) await new Promise((r) => setTimeout(r, 10));
const catchUpMs = performance.now() - t;
const usageAfter = Number((await admin.query('select pg_notification_queue_usage() as u')).rows[0].u);
rows.push({
  what: 'a listener stuck in a transaction, 7.9 KB NOTIFYs, 4 publishers',
  'notify/s': Math.round(backlog.count / SECONDS),
  'queued MB': round(queuedMb),
  'queue used': `${(usage * 100).toFixed(3)} %`,
  'queue full after (MB, extrapolated)': Math.round(queuedMb / usage),
  'catch-up ms once it commits': Math.round(catchUpMs),
  'queue used after': `${(usageAfter * 100).toFixed(3)} %`,
});
await live.close();
await stuck.end();
await admin.end();
await server?.stop();
report('notify', rows, { settings });
console.log(settings);
