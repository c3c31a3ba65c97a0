import crypto from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Client as WsClient } from 'graphql-ws';
import type { RunningServer } from '../src/app/server';
import { activeAuction, sql, verifiedDealer, type SignedInDealer } from './auction-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;
let dealerA: SignedInDealer;
let dealerB: TestClient;
const sockets: WsClient[] = [];

beforeAll(async () => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  const sessionSecret = crypto.randomBytes(32).toString('hex'); // shared, as replicas behind a load balancer
  a = await startTestServer({ outboxDir, sessionSecret });
  b = await startTestServer({ outboxDir, sessionSecret, databaseUrl: a.db.url }); // a second api process, same database
  admin = new TestClient(a.url);
  await admin.login('admin');
  dealerA = await verifiedDealer(a, admin, outboxDir);
  const other = await verifiedDealer(a, admin, outboxDir);
  dealerB = new TestClient(b.url);
  dealerB.cookie = other.client.cookie; // sessions live in the database: the same sign-in works on b
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await b.close();
  await a.close();
});

/** Collects the events of one subscription until `count` arrived. */
function collect<T>(socket: WsClient, query: string, count: number): Promise<T[]> {
  sockets.push(socket);
  const events: T[] = [];
  return new Promise((resolve, reject) => {
    const stop = socket.subscribe<T>(
      { query },
      {
        next: (value) => {
          if (value.errors) return reject(new Error(JSON.stringify(value.errors)));
          events.push(value.data as T);
          if (events.length === count) {
            stop();
            resolve(events);
          }
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => undefined,
      },
    );
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live auctions across two api processes', () => {
  it('delivers each bid to subscribers on both processes, after commit', async () => {
    const auctionId = await activeAuction(a, admin);
    await settle(); // the "started" event has gone by
    const bidQuery = `subscription { bidPlaced(auctionId: "${auctionId}") { id auctionId dealerId bidAmount } }`;
    const onA = collect<{ bidPlaced: { bidAmount: string } }>(dealerA.client.socket(), bidQuery, 2);
    const onB = collect<{ bidPlaced: { bidAmount: string } }>(dealerB.socket(), bidQuery, 2);
    const changes = collect<{ auctionChanged: { reasons: string[]; currentHighBid: string; bidCount: number } }>(
      dealerB.socket(),
      `subscription { auctionChanged(auctionId: "${auctionId}") { reasons currentHighBid bidCount endDate } }`,
      2,
    );
    await settle();
    expect((await dealerA.client.rest('POST', '/api/bids', { auctionId, bidAmount: '600' })).status).toBe(201);
    const placed = await dealerB.gql<{ placeBid: { bidAmount: string } }>(
      `mutation { placeBid(input: { auctionId: ${auctionId}, bidAmount: "650.50" }) { bidAmount replayed } }`,
    );
    expect(placed.data?.placeBid.bidAmount).toBe('650.50');
    for (const events of [await onA, await onB]) expect(events.map((e) => e.bidPlaced.bidAmount)).toEqual(['600.00', '650.50']);
    expect(
      (await changes).map((e) => [e.auctionChanged.reasons, e.auctionChanged.currentHighBid, e.auctionChanged.bidCount]),
    ).toEqual([
      [['bid'], '600.00', 1],
      [['bid'], '650.50', 2],
    ]);
  });

  it('refuses subscriptions to anonymous visitors', async () => {
    const anonymous = new TestClient(a.url).socket();
    sockets.push(anonymous);
    await expect(collect(anonymous, 'subscription { auctionChanged { auctionId } }', 1)).rejects.toThrow(
      /sign in|UNAUTHENTICATED/i,
    );
  });

  it('completes an auction past its end exactly once with both closers running, and tells everyone', async () => {
    const auctionId = await activeAuction(a, admin, { reservePrice: '640' });
    const ended = collect<{ auctionChanged: { reasons: string[]; status: string } }>(
      dealerA.client.socket(),
      `subscription { auctionChanged(auctionId: "${auctionId}") { reasons status } }`,
      2,
    );
    await settle();
    await dealerA.client.rest('POST', '/api/bids', { auctionId, bidAmount: '650' });
    await sql(a, `update vehicle_auctions set end_date = now() + interval '1 second' where id = ?`, [auctionId]);
    const events = await ended;
    expect(events[1].auctionChanged).toEqual({ reasons: ['ended'], status: 'completed' });
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // both closers ran again meanwhile
    const [auction] = await sql<{ status: string; winning_dealer_id: number; donation_id: number }>(
      a,
      'select status, winning_dealer_id, donation_id from vehicle_auctions where id = ?',
      [auctionId],
    );
    expect(auction).toMatchObject({ status: 'completed', winning_dealer_id: dealerA.dealerId });
    const notes = await sql<{ note_message: unknown }>(
      a,
      'select note_message from donation_status_history where donation_id = ?',
      [auction.donation_id],
    );
    expect(notes).toEqual([
      { note_message: { id: 'donation.history.auctionSold', values: { auctionId, amount: 650, dealerId: dealerA.dealerId } } },
    ]);
    const [donation] = await sql<{ final_value: string }>(a, 'select final_value from donations where id = ?', [
      auction.donation_id,
    ]);
    expect(donation.final_value).toBe('650.00');
    const [winning] = await sql<{ n: number }>(
      a,
      'select count(*)::int as n from dealer_bids where auction_id = ? and is_winning',
      [auctionId],
    );
    expect(winning.n).toBe(1);
  }, 30_000);

  it('names no winner yet when the reserve is not met: provisional, the top bidder kept for the decision (issue 18)', async () => {
    const auctionId = await activeAuction(a, admin, { reservePrice: '10000' });
    await dealerA.client.rest('POST', '/api/bids', { auctionId, bidAmount: '700' });
    const ended = await admin.rest('PATCH', `/api/auctions/${auctionId}/end`);
    expect(ended.body).toMatchObject({ status: 'provisional', winningDealerId: dealerA.dealerId, currentHighBid: '700.00' });
    expect((await admin.rest('PATCH', `/api/auctions/${auctionId}/end`)).status).toBe(409);
  });
});
