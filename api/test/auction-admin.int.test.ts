import type { RunningServer } from '../src/app/server';
import { newDonationId, sql } from './auction-fixtures';
import { TestClient } from './client';
import { statementsOf } from './sql-cost';
import { startTestServer } from './harness';

let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = new TestClient(server.url);
  await admin.login('admin');
});
afterAll(() => server.close());

describe('admin auctions', () => {
  it('creates with the defaults: start now, end 7 days later, minimum bid 500', async () => {
    const donationId = await newDonationId(server);
    const picker = await admin.rest('GET', '/api/auctions/donations');
    expect((picker.body as Array<{ id: number }>).map((d) => d.id)).toContain(donationId);
    const before = Date.now();
    const { status, body } = await admin.rest('POST', '/api/auctions', { donationId, vehicleLocation: 'Ottawa, ON' });
    expect(status).toBe(201);
    const auction = body as { startDate: string; endDate: string; minimumBid: string; status: string; requiredBid: string };
    expect(auction).toMatchObject({
      minimumBid: '500.00',
      requiredBid: '500.00',
      status: 'pending',
      currentHighBid: '0.00',
      bidCount: 0,
    });
    expect(new Date(auction.startDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(auction.endDate).getTime() - new Date(auction.startDate).getTime()).toBe(7 * 86_400_000);
    expect(((await admin.rest('GET', '/api/auctions/donations')).body as Array<{ id: number }>).map((d) => d.id)).not.toContain(
      donationId,
    );
    const twice = await admin.rest('POST', '/api/auctions', { donationId, vehicleLocation: 'Ottawa, ON' });
    expect(twice.status).toBe(409);
  });

  it('names bad fields', async () => {
    const { status, body } = await admin.rest('POST', '/api/auctions', {
      donationId: 0,
      startDate: '2030-01-02',
      endDate: '2030-01-01',
      minimumBid: '-5',
      vehicleLocation: ' ',
    });
    expect(status).toBe(400);
    expect((body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual([
      'donationId',
      'endDate',
      'minimumBid',
      'vehicleLocation',
    ]);
    expect((await admin.rest('POST', '/api/auctions', { donationId: 999999, vehicleLocation: 'X' })).status).toBe(400);
  });

  it('starts a pending auction and ends an active one, each once', async () => {
    const { body } = await admin.rest('POST', '/api/auctions', { donationId: await newDonationId(server), vehicleLocation: 'X' });
    const id = (body as { id: number }).id;
    expect((await admin.rest('PATCH', `/api/auctions/${id}/end`)).status).toBe(409);
    expect((await admin.rest('PATCH', `/api/auctions/${id}/start`)).body).toMatchObject({ status: 'active' });
    expect((await admin.rest('PATCH', `/api/auctions/${id}/start`)).status).toBe(409);
    expect((await admin.rest('PATCH', `/api/auctions/${id}/end`)).body).toMatchObject({
      status: 'completed',
      winningDealerId: null,
    });
    const stats = await admin.rest('GET', '/api/auctions/stats');
    expect(stats.body).toMatchObject({ completed: expect.any(Number), total: expect.any(Number) });
    const filtered = await admin.rest('GET', '/api/auctions?status=completed');
    expect((filtered.body as Array<{ status: string }>).every((a) => a.status === 'completed')).toBe(true);
    expect((await admin.rest('GET', '/api/auctions?status=nope')).status).toBe(400);
  });

  it('lists auctions with their bids in a constant number of SQL statements', async () => {
    const count = async () => {
      // the notices' reactions to the auctions ended above run in the background (modules/auction-notices)
      await server.services.noticeReactor.settled();
      const statements = await statementsOf(server, async () => {
        const answer = await admin.gql(
          '{ auctions(first: 100) { edges { node { id vehicle { make } recentBids { id bidAmount } } } totalCount } }',
        );
        expect(answer.errors).toBeUndefined();
      });
      return statements.length;
    };
    const small = await count();
    for (let i = 0; i < 12; i++) {
      const { body } = await admin.rest('POST', '/api/auctions', {
        donationId: await newDonationId(server),
        vehicleLocation: 'X',
      });
      await sql(
        server,
        `insert into dealer_bids (auction_id, dealer_id, bid_amount) select ?, id, 600 from auto_dealers limit 1`,
        [(body as { id: number }).id],
      );
    }
    expect(await count()).toBe(small);
    // the page of auctions and its count, then their recent bids and each bidder's number (issue 18)
    expect(small).toBeGreaterThanOrEqual(2);
    expect(small).toBeLessThanOrEqual(4);
  });
});
