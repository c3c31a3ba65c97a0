import crypto from 'node:crypto';
import path from 'node:path';
import { createClient, type Client as WsClient } from 'graphql-ws';
import WebSocket from 'ws';
import { verifiedDealer, type SignedInDealer } from './auction-fixtures';
import { TestClient } from './client';
import { crashEnv, killSpawned, loadUntil, query, startApiProcess, type ApiProcess } from './crash-process';
import { createTestDatabase } from './harness';

// Issue 16 §6: the api killed with SIGKILL during a bid load, then started again. Every bid it
// acknowledged is there, a refused one is not, an unanswered one is there once or not at all (its
// retry with the same Idempotency-Key says which), the auction's totals match its bids, an
// auction ending around the kill closes exactly once, and a subscriber reconnects and catches up.

const PORT = 3364;
jest.setTimeout(90_000);

let databaseUrl: string;
let env: Record<string, string>;
let api: ApiProcess;
let admin: TestClient;
let dealers: SignedInDealer[];

let subscriber: WsClient | undefined;

afterAll(async () => {
  await subscriber?.dispose();
  killSpawned();
});

/** An auction open for bids on a new donation, created and started by the admin. */
async function openAuction(): Promise<number> {
  const [{ id: donationId }] = await query<{ id: number }>(
    databaseUrl,
    `insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code)
     values (2016, 'Honda', 'Civic', 'Crash', 'Test', 'crash@example.test', '555-0100', '1 Road', 'Ottawa', 'ON', 'K1A 0A1')
     returning id`,
  );
  const created = await admin.rest('POST', '/api/auctions', { donationId, vehicleLocation: 'Ottawa, ON', minimumBid: '500' });
  const id = (created.body as { id: number }).id;
  expect((await admin.rest('PATCH', `/api/auctions/${id}/start`)).status).toBe(200);
  return id;
}

interface Attempt {
  key: string;
  dealer: SignedInDealer;
  auctionId: number;
  bidAmount: string;
  outcome?: 'acknowledged' | 'refused' | 'unanswered';
}

/** A graphql-ws client that retries forever, 100 ms apart, and calls `onReconnect` on each reconnection. */
function retryingSocket(url: string, cookie: string, onReconnect: () => void): WsClient {
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 1000,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 100)),
    shouldRetry: () => true,
    on: { connected: (_socket, _payload, wasRetry) => wasRetry && onReconnect() },
  });
}

it('keeps every acknowledged bid, no half-written one, closes an auction ending around the kill once, and lets subscribers catch up', async () => {
  databaseUrl = await createTestDatabase();
  env = crashEnv('bids', databaseUrl);
  api = await startApiProcess(PORT, env);
  admin = new TestClient(api.url);
  await admin.login('admin');
  const outbox = path.join(env.DATA_DIR, 'outbox');
  dealers = [];
  for (let i = 0; i < 3; i++) dealers.push(await verifiedDealer(api, admin, outbox));
  const busy = await openAuction();
  const ending = await openAuction();
  // a bid on the ending auction (its soft close would extend it), then its end brought close to the kill
  expect((await dealers[0].client.rest('POST', '/api/bids', { auctionId: ending, bidAmount: '700' })).status).toBe(201);
  await query(databaseUrl, `update vehicle_auctions set end_date = now() + interval '1200 milliseconds' where id = $1`, [ending]);

  // a subscriber to the busy auction's bids, which fetches the auction again each time it reconnects
  const caughtUp: string[] = [];
  const events: string[] = [];
  const fetchHighBid = async () =>
    ((await dealers[2].client.rest('GET', `/api/auctions/${busy}`)).body as { currentHighBid: string }).currentHighBid;
  subscriber = retryingSocket(api.url, dealers[2].client.cookie!, () => void fetchHighBid().then((bid) => caughtUp.push(bid)));
  subscriber.subscribe(
    { query: `subscription { bidPlaced(auctionId: "${busy}") { bidAmount } }` },
    {
      next: (result) => events.push((result.data as { bidPlaced: { bidAmount: string } }).bidPlaced.bidAmount),
      error: () => undefined,
      complete: () => undefined,
    },
  );

  // the load: three dealers bidding higher and higher on the busy auction; SIGKILL after a second
  const attempts: Attempt[] = [];
  let amount = 1000;
  let killed = false;
  const killing = new Promise<void>((resolve) =>
    setTimeout(() => void api.kill('SIGKILL').then(() => ((killed = true), resolve())), 1000),
  );
  const bidding = dealers.map((dealer) =>
    loadUntil(
      () => killed,
      async () => {
        const attempt: Attempt = { key: crypto.randomUUID(), dealer, auctionId: busy, bidAmount: `${(amount += 10)}.00` };
        attempts.push(attempt);
        try {
          const answer = await dealer.client.rest('POST', '/api/bids', {
            auctionId: busy,
            bidAmount: attempt.bidAmount,
            idempotencyKey: attempt.key,
          });
          attempt.outcome = answer.status === 201 || answer.status === 200 ? 'acknowledged' : 'refused';
        } catch {
          attempt.outcome = 'unanswered';
        }
      },
    ),
  );
  await Promise.all([killing, ...bidding]);
  const acknowledged = attempts.filter((a) => a.outcome === 'acknowledged');
  const unanswered = attempts.filter((a) => a.outcome === 'unanswered');
  expect(acknowledged.length).toBeGreaterThan(10);

  api = await startApiProcess(PORT, env); // same port: the subscriber's retries find it
  const stored = await query<{ idempotency_key: string }>(
    databaseUrl,
    // stored as "<dealer id>:<key>"
    `select substr(idempotency_key, strpos(idempotency_key, ':') + 1) as idempotency_key from dealer_bids where auction_id = $1`,
    [busy],
  );
  const storedKeys = new Set(stored.map((row) => row.idempotency_key));
  expect(acknowledged.filter((a) => !storedKeys.has(a.key))).toEqual([]);
  expect(attempts.filter((a) => a.outcome === 'refused' && storedKeys.has(a.key))).toEqual([]);

  // the subscriber is back: it fetched again what it missed (nothing was bid since the restart)
  for (let waited = 0; caughtUp.length === 0 && waited < 15_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  const [{ current_high_bid: highNow }] = await query<{ current_high_bid: string }>(
    databaseUrl,
    'select current_high_bid::text from vehicle_auctions where id = $1',
    [busy],
  );
  expect(caughtUp[0]).toBe(highNow);
  // an unanswered bid retried with its key: placed once, or answered as the bid it already was
  for (const attempt of unanswered) {
    const retry = await attempt.dealer.client.rest('POST', '/api/bids', {
      auctionId: busy,
      bidAmount: attempt.bidAmount,
      idempotencyKey: attempt.key,
    });
    expect([200, 201, 409, 400]).toContain(retry.status);
  }
  const perKey = await query<{ n: number }>(
    databaseUrl,
    'select count(*)::int as n from dealer_bids group by idempotency_key having count(*) > 1',
  );
  expect(perKey).toEqual([]);
  const [totals] = await query<{
    bid_count: number;
    counted: number;
    current_high_bid: string;
    highest: string;
    leader_ok: boolean;
  }>(
    databaseUrl,
    `select a.bid_count, (select count(*)::int from dealer_bids b where b.auction_id = a.id) as counted,
       a.current_high_bid::text, (select max(bid_amount)::text from dealer_bids b where b.auction_id = a.id) as highest,
       a.winning_dealer_id = (select dealer_id from dealer_bids b where b.auction_id = a.id order by bid_amount desc limit 1) as leader_ok
     from vehicle_auctions a where a.id = $1`,
    [busy],
  );
  expect(totals).toMatchObject({ bid_count: totals.counted, current_high_bid: totals.highest, leader_ok: true });

  // the auction that ended around the kill: completed once, by whichever process got to it
  for (let waited = 0; waited < 10_000; waited += 200) {
    const [row] = await query<{ status: string }>(databaseUrl, 'select status from vehicle_auctions where id = $1', [ending]);
    if (row.status === 'completed') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const [closed] = await query<{ status: string; notes: number; winning: number; successful: number }>(
    databaseUrl,
    `select a.status,
       (select count(*)::int from donation_status_history h where h.donation_id = a.donation_id and (h.note_message -> 'values' ->> 'auctionId')::int = a.id) as notes,
       (select count(*)::int from dealer_bids b where b.auction_id = a.id and b.is_winning) as winning,
       (select successful_bids from auto_dealers d where d.id = $2) as successful
     from vehicle_auctions a where a.id = $1`,
    [ending, dealers[0].dealerId],
  );
  expect(closed).toEqual({ status: 'completed', notes: 1, winning: 1, successful: 1 });

  // and gets the next bid live on its new subscription
  // (above the high bid after the retries, which may have placed an unanswered bid higher than highNow)
  const placedAfter: string[] = []; // until one arrives: the resubscription is not acknowledged by the protocol
  for (let i = 1; i <= 20 && !placedAfter.some((bid) => events.includes(bid)); i++) {
    const bidAmount = `${Math.ceil(Number(totals.current_high_bid)) + 100 * i}.00`;
    expect((await dealers[1].client.rest('POST', '/api/bids', { auctionId: busy, bidAmount })).status).toBe(201);
    placedAfter.push(bidAmount);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  expect(placedAfter.some((bid) => events.includes(bid))).toBe(true);
  await subscriber.dispose();
  subscriber = undefined;
  await api.kill('SIGTERM');
});
