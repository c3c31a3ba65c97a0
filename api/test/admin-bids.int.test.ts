import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Client as WsClient } from 'graphql-ws';
import type { RunningServer } from '../src/app/server';
import { activeAuction, sql, verifiedDealer, type SignedInDealer } from './auction-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';

/** Issue 13 item 7: an admin places a bid for a named verified dealer (a phone bid). */
let server: RunningServer;
let admin: TestClient;
let adminId: number;
let alice: SignedInDealer;
let revoked: SignedInDealer;
let socket: WsClient | undefined;

beforeAll(async () => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ outboxDir, smtpUrl: undefined });
  admin = new TestClient(server.url);
  await admin.login('admin');
  [{ id: adminId }] = await sql<{ id: number }>(server, `select id from users where username = 'admin'`);
  alice = await verifiedDealer(server, admin, outboxDir);
  revoked = await verifiedDealer(server, admin, outboxDir);
  await admin.rest('PATCH', `/api/dealers/${revoked.dealerId}/status`, { verificationStatus: 'rejected' });
}, 60_000);
afterAll(async () => {
  await socket?.dispose();
  await server.close();
});

interface BidBody {
  id: number;
  dealerId: number;
  bidAmount: string;
}
interface ErrorBody {
  message: string;
  fields?: Array<{ field: string; message: string }>;
}

const bidRow = async (id: number) =>
  (
    await sql<{ dealer_id: number; entered_by_id: number | null; bid_amount: string }>(
      server,
      'select dealer_id, entered_by_id, bid_amount from dealer_bids where id = ?',
      [id],
    )
  )[0];

describe('an admin bids for a dealer', () => {
  it('over REST: the bid row names the dealer and the admin, and counts like any bid', async () => {
    const auctionId = await activeAuction(server, admin);
    const answer = await admin.rest('POST', '/api/bids', { auctionId, dealerId: alice.dealerId, bidAmount: '600' });
    expect(answer.status).toBe(201);
    const bid = answer.body as BidBody;
    expect(bid.dealerId).toBe(alice.dealerId);
    expect(await bidRow(bid.id)).toEqual({ dealer_id: alice.dealerId, entered_by_id: adminId, bid_amount: '600.00' });
    const [auction] = await sql<{ current_high_bid: string; bid_count: number; winning_dealer_id: number }>(
      server,
      'select current_high_bid, bid_count, winning_dealer_id from vehicle_auctions where id = ?',
      [auctionId],
    );
    expect(auction).toEqual({ current_high_bid: '600.00', bid_count: 1, winning_dealer_id: alice.dealerId });
    // the same rules: the next bid must beat it, whoever enters it
    const low = await admin.rest('POST', '/api/bids', { auctionId, dealerId: alice.dealerId, bidAmount: '600' });
    expect(low.status).toBe(400);
    expect((low.body as ErrorBody).message).toBe('Bid Too Low - Your bid must be at least $600.01');
  });

  it('over GraphQL, published live like any bid', async () => {
    const auctionId = await activeAuction(server, admin);
    socket = alice.client.socket();
    const live = new Promise<{ dealerId: string; bidAmount: string }>((resolve, reject) => {
      socket!.subscribe<{ bidPlaced: { dealerId: string; bidAmount: string } }>(
        { query: `subscription { bidPlaced(auctionId: "${auctionId}") { dealerId bidAmount } }` },
        {
          next: (value) => (value.data ? resolve(value.data.bidPlaced) : reject(new Error(JSON.stringify(value.errors)))),
          error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => undefined,
        },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 300)); // the subscription is in place
    const placed = await admin.gql<{ placeBid: { id: string; dealerId: string } }>(
      `mutation { placeBid(input: { auctionId: ${auctionId}, bidAmount: "750", dealerId: ${alice.dealerId} }) { id dealerId } }`,
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeBid.dealerId).toBe(String(alice.dealerId));
    expect(await live).toEqual({ dealerId: String(alice.dealerId), bidAmount: '750.00' });
    expect((await bidRow(Number(placed.data!.placeBid.id))).entered_by_id).toBe(adminId);
  });

  it('requires dealerId of an admin, naming it', async () => {
    const auctionId = await activeAuction(server, admin);
    const answer = await admin.rest('POST', '/api/bids', { auctionId, bidAmount: '600' });
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).fields).toEqual([{ field: 'dealerId', message: expect.stringMatching(/dealerId/) }]);
    const gql = await admin.gql(`mutation { placeBid(input: { auctionId: ${auctionId}, bidAmount: "600" }) { id } }`);
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(gql.errors?.[0]?.message).toMatch(/dealerId/);
  });

  it('refuses an unknown or unverified dealer with 400 naming dealerId, writing nothing', async () => {
    const auctionId = await activeAuction(server, admin);
    for (const dealerId of [revoked.dealerId, 999_999]) {
      const answer = await admin.rest('POST', '/api/bids', { auctionId, dealerId, bidAmount: '600' });
      expect(answer.status).toBe(400);
      expect((answer.body as ErrorBody).message).toBe(`dealerId ${dealerId} is not a verified dealer.`);
      expect((answer.body as ErrorBody).fields?.[0]?.field).toBe('dealerId');
    }
    const invalid = await admin.rest('POST', '/api/bids', { auctionId, dealerId: 'x', bidAmount: '600' });
    expect(invalid.status).toBe(400);
    const [{ n }] = await sql<{ n: number }>(server, 'select count(*)::int as n from dealer_bids where auction_id = ?', [
      auctionId,
    ]);
    expect(n).toBe(0);
  });

  it("refuses a dealer naming another dealer (403), and leaves a dealer's own bid unchanged", async () => {
    const auctionId = await activeAuction(server, admin);
    const other = await alice.client.rest('POST', '/api/bids', { auctionId, dealerId: revoked.dealerId, bidAmount: '600' });
    expect(other.status).toBe(403);
    const own = await alice.client.rest('POST', '/api/bids', { auctionId, bidAmount: '600' });
    expect(own.status).toBe(201);
    expect(await bidRow((own.body as BidBody).id)).toEqual({
      dealer_id: alice.dealerId,
      entered_by_id: null,
      bid_amount: '600.00',
    });
  });
});
