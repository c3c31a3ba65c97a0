// Helpers shared by the benchmarks: start the real server, wait for it, print and save results.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Starts `command` (default: the built server) and resolves once /healthz answers. */
export async function startServer({ port, dataDir, command = [process.execPath, 'api/dist/main.js'], env = {}, cwd = root }) {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  return {
    url,
    ms,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGINT');
      }),
  };
}

/** What the benchmarks run the api with unless they say otherwise: production mode, no demo data. */
export const PRODUCTION = {
  NODE_ENV: 'production',
  DEMO: '0',
  SESSION_SECRET: 'b'.repeat(40),
  SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 11).toString('base64'),
};

/**
 * The api from its sources (`node --conditions=source -r @swc-node/register src/main.ts`) on a
 * new embedded PostgreSQL in .test-data/bench-<name>; stopped if the benchmark throws.
 * Resolves with startServer's handle plus the data directory and the database's address.
 */
export async function startFromSources(name, { port, env = {} }) {
  const dataDir = path.join(root, '.test-data', `bench-${name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({
    port,
    dataDir,
    cwd: path.join(root, 'api'),
    command: [process.execPath, '--conditions=source', '-r', '@swc-node/register', 'src/main.ts'],
    env: { DATABASE_URL: '', ...env },
  });
  process.on('uncaughtException', (error) => {
    console.error(error);
    void server.stop().then(() => process.exit(1));
  });
  return { ...server, dataDir, databaseUrl: () => embeddedDatabaseUrl(dataDir) };
}

/** The embedded database's address, from its data directory. */
export function embeddedDatabaseUrl(dataDir) {
  const password = fs.readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const port = fs
    .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/vdp`;
}

/** A JSON call to the api that throws unless it succeeds: its body, the session cookie it set, how long it took. */
export function caller(baseUrl) {
  return async function call(method, url, { cookie, body } = {}) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return {
      body: text ? JSON.parse(text) : null,
      cookie: response.headers.getSetCookie()[0]?.split(';')[0],
      ms: performance.now() - started,
    };
  };
}

/** The session cookie of a sign-in. */
export const signIn = async (call, username, password) =>
  (await call('POST', '/api/auth/login', { body: { username, password } })).cookie;

/** The text of the e-mail last written to `dataDir`'s outbox for `email`, quoted-printable undone. */
function mailTo(dataDir, email) {
  const outbox = path.join(dataDir, 'outbox');
  return fs
    .readdirSync(outbox)
    .map((file) =>
      fs
        .readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .find((text) => text.includes(`To: ${email}`));
}

/**
 * A dealer that applied, was verified by the admin, set its password from the e-mail and signed
 * in, as a real one does: its id and session cookie.
 */
export async function verifiedDealer(call, { admin, dataDir }, n) {
  const email = `bench-${n}@example.test`;
  const { body } = await call('POST', '/api/dealers', {
    body: {
      businessName: `Bench ${n}`,
      contactName: 'Bench',
      email,
      phone: '555',
      address: '1 St',
      city: 'X',
      state: 'NY',
      zipCode: '1',
      dealerLicense: `B${n}`,
      specialties: ['Import'],
    },
  });
  await call('PATCH', `/api/dealers/${body.id}/status`, { cookie: admin, body: { verificationStatus: 'verified' } });
  const token = decodeURIComponent(/token=([A-Za-z0-9._%-]+)/.exec(mailTo(dataDir, email))[1]);
  await call('POST', '/api/dealers/set-password', { body: { token, password: 'BenchPass123' } });
  return { id: body.id, cookie: await signIn(call, email, 'BenchPass123') };
}

/** A donation written straight into the database and its auction, started by the admin, ending in a day: its id. */
export async function activeAuction(call, db, admin) {
  const [{ id: donationId }] = (
    await db.query(`insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code)
      values (2015, 'Bench', 'Car', 'B', 'D', 'b@example.test', '5', '1', 'X', 'ON', 'K') returning id`)
  ).rows;
  const { body } = await call('POST', '/api/auctions', {
    cookie: admin,
    body: { donationId, vehicleLocation: 'Bench', minimumBid: '1', endDate: new Date(Date.now() + 86_400_000).toISOString() },
  });
  await call('PATCH', `/api/auctions/${body.id}/start`, { cookie: admin });
  return body.id;
}

/** CPU milliseconds (user + system) process `pid` has used so far (Linux). */
export function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** The p-th percentile (nearest rank) of `values`. */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))];

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function report(name, rows, extra = {}) {
  console.table(rows);
  const file = path.join(root, 'bench', 'results', `${name}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ name, at: new Date().toISOString(), rows, ...extra }, null, 2));
  console.log(`wrote ${path.relative(root, file)}`);
}

/** The same work as a bid, straight on PostgreSQL: conditional UPDATE + INSERT per transaction. */
export async function postgresCeiling(db, auctionId, dealerIds, connections, seconds = Number(process.env.BENCH_seconds ?? 8)) {
  let amount = 1_000_000;
  let done = 0;
  const latencies = [];
  const stop = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      const client = await db.connect();
      try {
        while (Date.now() < stop) {
          const bid = ((amount += 1) / 100).toFixed(2);
          const t = performance.now();
          await client.query('begin');
          const updated = await client.query(
            `update vehicle_auctions set current_high_bid = $1, bid_count = bid_count + 1, updated_at = now()
             where id = $2 and status = 'active' and end_date > now() and $1 >= greatest(current_high_bid + 0.01, minimum_bid)`,
            [bid, auctionId],
          );
          if (updated.rowCount === 1) {
            await client.query('insert into dealer_bids (auction_id, dealer_id, bid_amount) values ($1, $2, $3)', [
              auctionId,
              dealerIds[c % dealerIds.length],
              bid,
            ]);
          }
          await client.query('commit');
          latencies.push(performance.now() - t);
          done++;
        }
      } finally {
        client.release();
      }
    }),
  );
  return { 'bids/s': Math.round(done / seconds), 'p99 ms': Math.round(percentile(latencies, 99) * 10) / 10 };
}
