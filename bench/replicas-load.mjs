// The loads of replicas.bench.mjs: the PostgreSQL ceiling for a bid, bids through a given
// address, the invariants of an auction afterwards, and one bid to many subscribed sockets.
import autocannon from 'autocannon';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { caller, percentile } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

/** POST /api/bids at `baseUrl` from one connection per dealer cookie, rising amounts, auctions in turn. */
export async function bidLoad(baseUrl, auctionIds, cookies) {
  let amount = 100;
  let next = 0;
  let turn = 0;
  const result = await autocannon({
    url: `${baseUrl}/api/bids`,
    connections: cookies.length,
    duration: SECONDS,
    method: 'POST',
    setupClient: (client) => client.setHeaders({ 'content-type': 'application/json', cookie: cookies[next++ % cookies.length] }),
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            auctionId: auctionIds[turn++ % auctionIds.length],
            bidAmount: ((amount += 1) / 100).toFixed(2),
          }),
        }),
      },
    ],
  });
  const statuses = result.statusCodeStats ?? {};
  return {
    'bids/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    accepted: statuses['201']?.count ?? 0,
    'refused too low': statuses['400']?.count ?? 0,
    errors:
      result.errors +
      Object.entries(statuses)
        .filter(([code]) => !['201', '400'].includes(code))
        .reduce((n, [, s]) => n + s.count, 0),
  };
}

/**
 * For each auction: bid_count = rows, high bid = highest row, no amount twice; and rows = bids
 * answered 201 plus at most one in flight per connection when the load stopped (committed, its
 * answer cut off).
 */
export async function invariants(db, auctionIds, accepted, connections) {
  const { rows } = await db.query(
    `select a.bid_count = count(b.id) and a.current_high_bid = coalesce(max(b.bid_amount), 0) as consistent,
       count(b.id)::int as rows, (count(b.id) - count(distinct b.bid_amount))::int as duplicates
     from vehicle_auctions a left join dealer_bids b on b.auction_id = a.id where a.id = any($1) group by a.id`,
    [auctionIds],
  );
  const count = rows.reduce((n, row) => n + row.rows, 0);
  const inFlight = count - accepted;
  const ok = rows.every((row) => row.consistent && row.duplicates === 0) && inFlight >= 0 && inFlight <= connections;
  return { ok, rows: count, inFlight };
}

/**
 * `subscribers` graphql-ws sockets, the i-th on subscribe[i % n], on one auction's bids; then
 * `rounds` bids, the i-th placed on bidOn[i % n]: how many deliveries arrived (each subscriber must
 * get each bid once), and the time from a bid's POST to its last delivery. `onReady` runs once
 * every socket is subscribed; its answer is returned as `ready`.
 */
export async function fanOut({ auctionId, cookie, subscribe, subscribers, bidOn, rounds = 30, onReady }) {
  const received = Array.from({ length: subscribers }, () => new Map());
  let expected = null;
  const sockets = Array.from({ length: subscribers }, (_, i) =>
    createClient({
      url: subscribe[i % subscribe.length],
      lazy: false,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address, protocols) {
          super(address, protocols, { headers: { cookie } });
        }
      },
    }),
  );
  let connected = 0;
  await new Promise((resolve) => {
    sockets.forEach((socket, i) => {
      socket.subscribe(
        { query: `subscription { bidPlaced(auctionId: "${auctionId}") { bidAmount } }` },
        {
          next: ({ data }) => {
            const amount = data?.bidPlaced.bidAmount;
            received[i].set(amount, (received[i].get(amount) ?? 0) + 1);
            if (amount === expected?.amount && ++expected.count === subscribers) expected.done(performance.now());
          },
          error: (e) => console.error('subscriber error', e),
          complete: () => undefined,
        },
      );
      socket.on('connected', () => ++connected === subscribers && resolve());
    });
  });
  await new Promise((r) => setTimeout(r, 1000)); // every subscription registered
  const ready = onReady ? await onReady() : undefined;
  const lastDelivery = [];
  const amounts = [];
  for (let i = 0; i < rounds; i++) {
    const amount = `${90_000_000 + i}.00`;
    amounts.push(amount);
    const done = new Promise((resolve) => (expected = { amount, count: 0, done: resolve }));
    const t = performance.now();
    await caller(bidOn[i % bidOn.length])('POST', '/api/bids', { cookie, body: { auctionId, bidAmount: amount } });
    const at = await Promise.race([done, new Promise((r) => setTimeout(() => r(null), 5000))]);
    if (at !== null) lastDelivery.push(at - t);
  }
  await new Promise((r) => setTimeout(r, 200)); // a late duplicate would show
  for (const socket of sockets) await socket.dispose();
  const deliveries = received.reduce((n, m) => n + [...m.values()].reduce((s, c) => s + c, 0), 0);
  const missing = received.reduce((n, m) => n + amounts.filter((a) => !m.has(a)).length, 0);
  const twice = received.reduce((n, m) => n + [...m.values()].filter((c) => c > 1).length, 0);
  return {
    subscribers,
    bids: rounds,
    deliveries,
    missing,
    duplicated: twice,
    'median ms': Math.round(percentile(lastDelivery, 50) * 10) / 10,
    'p99 ms': Math.round(percentile(lastDelivery, 99) * 10) / 10,
    ...(ready ? { ready } : {}),
  };
}
