import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { activeAuction, sql, verifiedDealer, type SignedInDealer } from './auction-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';

let server: RunningServer;
let admin: TestClient;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ outboxDir, smtpUrl: undefined });
  admin = new TestClient(server.url);
  await admin.login('admin');
}, 60_000);
afterAll(() => server.close());

interface BidBody {
  id: number;
  dealerId: number;
  bidAmount: string;
  replayed: boolean;
}

describe('bids under concurrency', () => {
  it('keeps currentHighBid and bidCount equal to the bid rows with 200 concurrent bids from 20 dealers', async () => {
    const dealers: SignedInDealer[] = [];
    for (let i = 0; i < 20; i++) dealers.push(await verifiedDealer(server, admin, outboxDir));
    const auctionId = await activeAuction(server, admin);
    const attempts = dealers.flatMap((dealer, d) =>
      Array.from({ length: 10 }, (_, k) => ({
        dealer,
        amount: `${500 + k * 37 + d * 3}.${String((d * 7 + k) % 100).padStart(2, '0')}`,
      })),
    );
    const answers = await Promise.all(
      attempts.map(({ dealer, amount }) => dealer.client.rest('POST', '/api/bids', { auctionId, bidAmount: amount })),
    );
    const accepted = answers.filter((a) => a.status === 201).map((a) => a.body as BidBody);
    const refused = answers.filter((a) => a.status !== 201);
    expect(accepted.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect((answer.body as { message: string }).message).toMatch(/^Bid Too Low - Your bid must be at least \$[\d,]+\.\d\d$/);
    }
    const [auction] = await sql<{ current_high_bid: string; bid_count: number }>(
      server,
      'select current_high_bid, bid_count from vehicle_auctions where id = ?',
      [auctionId],
    );
    const rows = await sql<{ id: number; bid_amount: string; dealer_id: number }>(
      server,
      'select id, bid_amount, dealer_id from dealer_bids where auction_id = ? order by id',
      [auctionId],
    );
    expect(rows.length).toBe(accepted.length);
    expect(auction.bid_count).toBe(rows.length);
    const highest = rows.reduce((max, r) => (Number(r.bid_amount) > Number(max) ? r.bid_amount : max), '0');
    expect(auction.current_high_bid).toBe(highest);
    // every accepted bid beat the one committed before it: amounts rise with commit order
    for (let i = 1; i < rows.length; i++) expect(Number(rows[i].bid_amount)).toBeGreaterThan(Number(rows[i - 1].bid_amount));
    expect(new Set(accepted.map((b) => b.id)).size).toBe(accepted.length);
    const listed = await dealers[0].client.rest('GET', `/api/auctions/${auctionId}/bids`);
    expect((listed.body as BidBody[])[0].bidAmount).toBe(highest);
  }, 180_000);
});

describe('one bid', () => {
  let alice: SignedInDealer;
  let bob: SignedInDealer;
  beforeAll(async () => {
    alice = await verifiedDealer(server, admin, outboxDir);
    bob = await verifiedDealer(server, admin, outboxDir);
  }, 60_000);

  it('refuses a low bid with the required minimum', async () => {
    const auctionId = await activeAuction(server, admin);
    const low = await alice.client.rest('POST', '/api/bids', { auctionId, bidAmount: '499.99' });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      message: 'Bid Too Low - Your bid must be at least $500.00',
      fields: [{ field: 'bidAmount' }],
    });
    expect((await alice.client.rest('POST', '/api/bids', { auctionId, bidAmount: 500 })).status).toBe(201);
    const again = await bob.client.rest('POST', '/api/bids', { auctionId, bidAmount: '500.00' });
    expect(again.body).toMatchObject({ message: 'Bid Too Low - Your bid must be at least $500.01' });
  });

  it('names bad fields with 400, never 500', async () => {
    const bad = await alice.client.rest('POST', '/api/bids', { auctionId: 'x', bidAmount: '12.345' });
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual(['auctionId', 'bidAmount']);
    const missing = await alice.client.rest('POST', '/api/bids', { auctionId: 999999, bidAmount: '600' });
    expect(missing.status).toBe(404);
  });

  it('creates one bid for a retried Idempotency-Key', async () => {
    const auctionId = await activeAuction(server, admin);
    const key = { 'Idempotency-Key': 'retry-key-0001' };
    const client = new TestClient(server.url, key);
    client.cookie = alice.client.cookie;
    const [first, second] = await Promise.all([
      client.rest('POST', '/api/bids', { auctionId, bidAmount: '700' }),
      client.rest('POST', '/api/bids', { auctionId, bidAmount: '700' }),
    ]);
    const third = await client.rest('POST', '/api/bids', { auctionId, bidAmount: '700' });
    const ids = [first, second, third].map((a) => (a.body as BidBody).id);
    expect(new Set(ids).size).toBe(1);
    expect([first.status, second.status, third.status].sort()).toEqual([200, 200, 201]);
    const [{ n }] = await sql<{ n: number }>(server, 'select count(*)::int as n from dealer_bids where auction_id = ?', [
      auctionId,
    ]);
    expect(n).toBe(1);
    const other = await client.rest('POST', '/api/bids', { auctionId, bidAmount: '800' });
    expect(other.status).toBe(409);
  });

  it('bids as the signed-in dealer, which may name itself but no other dealer', async () => {
    const auctionId = await activeAuction(server, admin);
    const own = await alice.client.rest('POST', '/api/bids', { auctionId, dealerId: alice.dealerId, bidAmount: '600' });
    expect(own.status).toBe(201);
    expect((own.body as BidBody).dealerId).toBe(alice.dealerId);
    const other = await alice.client.rest('POST', '/api/bids', { auctionId, dealerId: bob.dealerId, bidAmount: '700' });
    expect(other.status).toBe(403);
  });

  it('notifies the outbid dealer', async () => {
    const auctionId = await activeAuction(server, admin);
    await alice.client.rest('POST', '/api/bids', { auctionId, bidAmount: '600' });
    await bob.client.rest('POST', '/api/bids', { auctionId, bidAmount: '650' });
    const notes = await sql<{ dealer_id: number; notification_type: string; message: string; message_values: object }>(
      server,
      'select dealer_id, notification_type, message, message_values from auction_notifications where auction_id = ?',
      [auctionId],
    );
    // stored as a catalog id and its values (ADR 30), rendered in the reader's language
    expect(notes).toEqual([
      {
        dealer_id: alice.dealerId,
        notification_type: 'outbid',
        message: 'notices.outbid',
        message_values: { auctionId, amount: 650, vehicle: '2015 Toyota Corolla' },
      },
    ]);
  });

  it('extends the end by 2 minutes for a bid in the last 2 minutes', async () => {
    const auctionId = await activeAuction(server, admin);
    await sql(server, `update vehicle_auctions set end_date = now() + interval '60 seconds' where id = ?`, [auctionId]);
    const [before] = await sql<{ end_date: Date }>(server, 'select end_date from vehicle_auctions where id = ?', [auctionId]);
    expect((await alice.client.rest('POST', '/api/bids', { auctionId, bidAmount: '600' })).status).toBe(201);
    const [after] = await sql<{ end_date: Date }>(server, 'select end_date from vehicle_auctions where id = ?', [auctionId]);
    expect(new Date(after.end_date).getTime() - new Date(before.end_date).getTime()).toBe(120_000);
  });

  it('stops a revoked dealer at once, and refuses bids on auctions not open', async () => {
    const carol = await verifiedDealer(server, admin, outboxDir);
    const auctionId = await activeAuction(server, admin);
    expect((await carol.client.rest('POST', '/api/bids', { auctionId, bidAmount: '600' })).status).toBe(201);
    expect((await admin.rest('PATCH', `/api/dealers/${carol.dealerId}/status`, { verificationStatus: 'rejected' })).status).toBe(
      200,
    );
    const refused = await carol.client.rest('POST', '/api/bids', { auctionId, bidAmount: '900' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: 'Only verified dealers can bid. Your dealer account is not verified.' });
    expect((await admin.rest('PATCH', `/api/auctions/${auctionId}/end`)).status).toBe(200);
    const closed = await alice.client.rest('POST', '/api/bids', { auctionId, bidAmount: '5000' });
    expect(closed.status).toBe(409);
  });
});
