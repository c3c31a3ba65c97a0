import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { activeAuction, sql, verifiedDealer, type SignedInDealer } from './auction-fixtures';
import { TestClient } from './client';
import { eventually } from './eventually';
import { startTestServer } from './harness';

/** Issue 18 §2 and §5: the secret reserve, the provisional outcome and its decision, the dealer history. */
let server: RunningServer;
let admin: TestClient;
let alice: SignedInDealer;
let bob: SignedInDealer;

beforeAll(async () => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ outboxDir, smtpUrl: undefined });
  admin = new TestClient(server.url);
  await admin.login('admin');
  alice = await verifiedDealer(server, admin, outboxDir);
  bob = await verifiedDealer(server, admin, outboxDir);
}, 120_000);
afterAll(() => server.close());

interface AuctionBody {
  status: string;
  reservePrice: string | null;
  hasReserve: boolean;
  reserveMet: boolean;
  winningDealerId: number | null;
  provisionalUntil: string | null;
  reserveDecision: string | null;
}

async function auctionAs(client: TestClient, id: number): Promise<AuctionBody> {
  return (await client.rest('GET', `/api/auctions/${id}`)).body as AuctionBody;
}

async function noticesOf(auctionId: number): Promise<Array<{ dealer_id: number; notification_type: string; message: string }>> {
  return sql(server, 'select dealer_id, notification_type, message from auction_notifications where auction_id = ? order by id', [
    auctionId,
  ]);
}

async function finalValue(auctionId: number): Promise<string | null> {
  const [row] = await sql<{ final_value: string | null }>(
    server,
    'select n.final_value from donations n join vehicle_auctions a on a.donation_id = n.id where a.id = ?',
    [auctionId],
  );
  return row!.final_value;
}

/** An auction with a $2,000 reserve that alice leads at $1,500, ended by the admin: provisional. */
async function provisionalAuction(): Promise<number> {
  const id = await activeAuction(server, admin, { reservePrice: '2000' });
  expect((await alice.client.rest('POST', '/api/bids', { auctionId: id, bidAmount: '1500' })).status).toBe(201);
  expect((await admin.rest('PATCH', `/api/auctions/${id}/end`)).status).toBe(200);
  return id;
}

describe('the reserve', () => {
  it('stays secret: dealers see only whether it is met', async () => {
    const id = await activeAuction(server, admin, { reservePrice: '2000' });
    expect(await auctionAs(bob.client, id)).toMatchObject({ reservePrice: null, hasReserve: true, reserveMet: false });
    expect(await auctionAs(admin, id)).toMatchObject({ reservePrice: '2000.00', hasReserve: true });
    const listed = (await bob.client.rest('GET', `/api/auctions?search=%23${id}`)).body as AuctionBody[];
    expect(listed[0]).toMatchObject({ reservePrice: null, reserveMet: false });
    const graphql = await bob.client.gql<{ auction: { reservePrice: string | null; reserveMet: boolean } }>(
      'query ($id: ID!) { auction(id: $id) { reservePrice reserveMet } }',
      { id },
    );
    expect(graphql.data?.auction).toEqual({ reservePrice: null, reserveMet: false });
    await bob.client.rest('POST', '/api/bids', { auctionId: id, bidAmount: '2000' });
    expect(await auctionAs(bob.client, id)).toMatchObject({ reservePrice: null, reserveMet: true });
  });

  it('an auction ending below it is provisional: the top bidder is told, nothing is sold yet', async () => {
    const id = await provisionalAuction();
    const ended = await auctionAs(admin, id);
    expect(ended).toMatchObject({ status: 'provisional', winningDealerId: alice.dealerId, reserveDecision: null });
    expect(new Date(ended.provisionalUntil!).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(await finalValue(id)).toBeNull();
    expect(await noticesOf(id)).toEqual([
      expect.objectContaining({ dealer_id: alice.dealerId, notification_type: 'provisional' }),
    ]);
    expect((await bob.client.rest('POST', '/api/bids', { auctionId: id, bidAmount: '2500' })).status).toBe(409);
  });

  it('accepted: the top bidder wins at its bid, the donation takes that value, the dealer figures follow', async () => {
    const id = await provisionalAuction();
    expect((await bob.client.rest('PATCH', `/api/auctions/${id}/accept`)).status).toBe(403);
    const accepted = await admin.rest('PATCH', `/api/auctions/${id}/accept`);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'completed', winningDealerId: alice.dealerId, reserveDecision: 'accepted' });
    expect(await finalValue(id)).toBe('1500.00');
    expect((await noticesOf(id)).map((n) => [n.notification_type, n.message])).toEqual([
      ['provisional', 'notices.provisional'],
      ['accepted', 'notices.accepted'],
    ]);
    expect((await admin.rest('PATCH', `/api/auctions/${id}/accept`)).status).toBe(409);
    const totals = (await alice.client.rest('GET', '/api/dealers/me/bid-totals')).body as Record<string, unknown>;
    expect(totals).toMatchObject({ successfulBids: 1, auctionsWon: 1 });
    const [record] = await sql<{ total_bids: number; successful_bids: number; rating: string }>(
      server,
      'select total_bids, successful_bids, rating from auto_dealers where id = ?',
      [alice.dealerId],
    );
    expect(record).toMatchObject({ total_bids: totals.totalBids, successful_bids: 1, rating: totals.rating });
  });

  it('declined by the admin or lapsed: no sale, the top bidder is told', async () => {
    const declinedId = await provisionalAuction();
    const declined = await admin.gql<{ declineTopBid: { status: string; winningDealerId: string | null } }>(
      'mutation ($id: ID!) { declineTopBid(id: $id) { status winningDealerId } }',
      { id: declinedId },
    );
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.declineTopBid).toEqual({ status: 'completed', winningDealerId: null });
    expect(await finalValue(declinedId)).toBeNull();
    expect((await noticesOf(declinedId)).map((n) => n.notification_type)).toEqual(['provisional', 'declined']);

    const lapsedId = await provisionalAuction();
    await sql(server, `update vehicle_auctions set provisional_until = now() - interval '1 second' where id = ?`, [lapsedId]);
    await eventually(async () => (await auctionAs(admin, lapsedId)).reserveDecision, 'lapsed');
    expect(await auctionAs(admin, lapsedId)).toMatchObject({ status: 'completed', winningDealerId: null });
    expect(await finalValue(lapsedId)).toBeNull();
    expect((await noticesOf(lapsedId)).map((n) => n.notification_type)).toEqual(['provisional', 'declined']);
  });
});

describe('a maximum', () => {
  it('is read only by its dealer, and answered at once for it', async () => {
    const id = await activeAuction(server, admin);
    const set = await bob.client.rest('PUT', `/api/auctions/${id}/maximum`, { maxAmount: '1200' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ maxAmount: '1200.00', leading: true, currentHighBid: '500.00' });
    expect((await alice.client.rest('GET', `/api/auctions/${id}/maximum`)).body).toBeNull();
    expect((await admin.rest('GET', `/api/auctions/${id}/maximum`)).status).toBe(403);
    // alice bids by hand: bob's maximum answers at once with one increment
    expect((await alice.client.rest('POST', '/api/bids', { auctionId: id, bidAmount: '700' })).status).toBe(201);
    const bids = (await alice.client.rest('GET', `/api/auctions/${id}/bids`)).body as Array<{ bidAmount: string }>;
    expect(bids.map((b) => b.bidAmount)).toEqual(['725.00', '700.00', '500.00']);
    expect(JSON.stringify(bids)).not.toContain('1200');
    expect((await bob.client.rest('GET', `/api/auctions/${id}/maximum`)).body).toMatchObject({
      leading: true,
      currentHighBid: '725.00',
    });
    // lowering is refused, naming the field; cancelling keeps the bids
    const lower = await bob.client.rest('PUT', `/api/auctions/${id}/maximum`, { maxAmount: '900' });
    expect(lower.status).toBe(400);
    expect(JSON.stringify(lower.body)).toContain('maxAmount');
    expect((await bob.client.rest('DELETE', `/api/auctions/${id}/maximum`)).body).toMatchObject({ active: false });
    expect((await alice.client.rest('POST', '/api/bids', { auctionId: id, bidAmount: '800' })).status).toBe(201);
    const [auction] = await sql<{ winning_dealer_id: number }>(
      server,
      'select winning_dealer_id from vehicle_auctions where id = ?',
      [id],
    );
    expect(auction!.winning_dealer_id).toBe(alice.dealerId);
    // alice's outbid notice came once, when bob's maximum finally beat her; bob's when she won the lead back
    expect((await noticesOf(id)).map((n) => n.dealer_id)).toEqual([alice.dealerId, bob.dealerId]);
  });
});

describe('the dealer history', () => {
  it('lists the dealer’s own bids, newest first, with what became of them', async () => {
    const id = await activeAuction(server, admin);
    await bob.client.rest('POST', '/api/bids', { auctionId: id, bidAmount: '600' });
    await alice.client.rest('POST', '/api/bids', { auctionId: id, bidAmount: '650' });
    const mine = (await bob.client.rest('GET', '/api/dealers/me/bids?limit=1')).body as Array<Record<string, unknown>>;
    expect(mine).toEqual([expect.objectContaining({ auctionId: id, bidAmount: '600.00', outcome: 'outbid', automatic: false })]);
    const page = await alice.client.gql<{ myBids: { edges: Array<{ node: { bidAmount: string; outcome: string } }> } }>(
      '{ myBids(first: 1) { edges { node { bidAmount outcome } } } }',
    );
    expect(page.data?.myBids.edges[0]?.node).toEqual({ bidAmount: '650.00', outcome: 'leading' });
  });
});
