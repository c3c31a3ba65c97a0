// The loads of notify.bench.mjs: listening connections that time each notification, and
// publishers sending NOTIFYs (or another statement) as fast as PostgreSQL commits them.
import pg from 'pg';

const CHANNEL = 'bench';
/** The send time (performance.now(), same process) first, padded to `bytes`. */
const payload = (bytes) => `${performance.now().toFixed(3)} `.padEnd(bytes, 'x');

/** `count` connections listening on the channel, each counting and timing what it gets. */
export async function listeners(url, count) {
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = new pg.Client({ connectionString: url });
      const listener = { client, received: 0, latencies: [] };
      client.on('notification', (message) => {
        listener.received++;
        listener.latencies.push(performance.now() - Number(message.payload.slice(0, message.payload.indexOf(' '))));
      });
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      return listener;
    }),
  );
  return { clients, close: () => Promise.all(clients.map((l) => l.client.end())) };
}

/**
 * `publishers` connections each sending `statement` (default pg_notify) with a payload of `bytes`
 * in a loop for `seconds`, one transaction each, without waiting for a disk flush (as the api's
 * event pool does): how many committed.
 */
export async function publish(url, { publishers, bytes, seconds, statement = `select pg_notify('${CHANNEL}', $1)` }) {
  let count = 0;
  const stop = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: publishers }, async () => {
      const client = new pg.Client({ connectionString: url, options: '-c synchronous_commit=off' });
      await client.connect();
      while (performance.now() < stop) {
        await client.query(statement, [payload(bytes)]);
        count++;
      }
      await client.end();
    }),
  );
  return { count };
}

/** Waits until every listener has `expected` notifications (or 30 s): how long that took. */
export async function drain(group, expected) {
  const t = performance.now();
  while (group.clients.some((l) => l.received < expected) && performance.now() - t < 30_000) {
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - t;
}
