import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { activeAuction, dealerForm, newDonationId, verifiedDealer } from './auction-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';

type Who = 'anonymous' | 'user' | 'unverifiedDealer' | 'verifiedDealer' | 'staff' | 'admin';
const WHO: Who[] = ['anonymous', 'user', 'unverifiedDealer', 'verifiedDealer', 'staff', 'admin'];

let server: RunningServer;
const clients = {} as Record<Who, TestClient>;
let auctionId: number;
let pendingDealerId: number;

beforeAll(async () => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ outboxDir });
  const signIn = async (username: string) => {
    const client = new TestClient(server.url);
    await client.login(username);
    return client;
  };
  clients.anonymous = new TestClient(server.url);
  clients.user = await signIn('donor');
  clients.staff = await signIn('staff');
  clients.admin = await signIn('admin');
  clients.verifiedDealer = await signIn('dealer'); // the demo dealer is verified
  const revoked = await verifiedDealer(server, clients.admin, outboxDir);
  await clients.admin.rest('PATCH', `/api/dealers/${revoked.dealerId}/status`, { verificationStatus: 'rejected' });
  clients.unverifiedDealer = revoked.client;
  auctionId = await activeAuction(server, clients.admin);
  pendingDealerId = ((await new TestClient(server.url).rest('POST', '/api/dealers', dealerForm())).body as { id: number }).id;
}, 60_000);
afterAll(() => server.close());

let amount = 1000;

/** Each operation, and the status every kind of caller gets. */
const OPERATIONS: Array<{ name: string; call: (c: TestClient) => Promise<number>; expect: Record<Who, number> }> = [
  {
    name: 'POST /api/dealers',
    call: async (c) => (await c.rest('POST', '/api/dealers', dealerForm())).status,
    expect: { anonymous: 201, user: 201, unverifiedDealer: 201, verifiedDealer: 201, staff: 201, admin: 201 },
  },
  {
    name: 'GET /api/dealers',
    call: async (c) => (await c.rest('GET', '/api/dealers?search=Motors')).status,
    expect: { anonymous: 401, user: 403, unverifiedDealer: 403, verifiedDealer: 403, staff: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/dealers/{id}/status',
    call: async (c) =>
      (await c.rest('PATCH', `/api/dealers/${pendingDealerId}/status`, { verificationStatus: 'rejected' })).status,
    expect: { anonymous: 401, user: 403, unverifiedDealer: 403, verifiedDealer: 403, staff: 403, admin: 200 },
  },
  {
    name: 'GET /api/dealers/me',
    call: async (c) => (await c.rest('GET', '/api/dealers/me')).status,
    expect: { anonymous: 401, user: 403, unverifiedDealer: 200, verifiedDealer: 200, staff: 403, admin: 403 },
  },
  {
    name: 'GET /api/auctions',
    call: async (c) => (await c.rest('GET', '/api/auctions')).status,
    expect: { anonymous: 401, user: 403, unverifiedDealer: 200, verifiedDealer: 200, staff: 403, admin: 200 },
  },
  {
    name: 'GET /api/auctions/{id}/bids',
    call: async (c) => (await c.rest('GET', `/api/auctions/${auctionId}/bids`)).status,
    expect: { anonymous: 401, user: 403, unverifiedDealer: 200, verifiedDealer: 200, staff: 403, admin: 200 },
  },
  {
    name: 'POST /api/bids',
    call: async (c) => (await c.rest('POST', '/api/bids', { auctionId, bidAmount: String((amount += 10)) })).status,
    // an admin may bid, for a named dealer only (admin-bids.int.test.ts)
    expect: { anonymous: 401, user: 403, unverifiedDealer: 403, verifiedDealer: 201, staff: 403, admin: 400 },
  },
  {
    name: 'POST /api/auctions',
    call: async (c) =>
      (await c.rest('POST', '/api/auctions', { donationId: await newDonationId(server), vehicleLocation: 'Here' })).status,
    expect: { anonymous: 401, user: 403, unverifiedDealer: 403, verifiedDealer: 403, staff: 403, admin: 201 },
  },
  {
    name: 'GET /api/auctions/stats',
    call: async (c) => (await c.rest('GET', '/api/auctions/stats')).status,
    expect: { anonymous: 401, user: 403, unverifiedDealer: 403, verifiedDealer: 403, staff: 403, admin: 200 },
  },
  {
    name: 'PATCH /api/auctions/{id}/start and /end',
    call: async (c) => {
      const created = await clients.admin.rest('POST', '/api/auctions', {
        donationId: await newDonationId(server),
        vehicleLocation: 'Here',
      });
      const id = (created.body as { id: number }).id;
      const start = (await c.rest('PATCH', `/api/auctions/${id}/start`)).status;
      if (start === 200) expect((await c.rest('PATCH', `/api/auctions/${id}/end`)).status).toBe(200);
      else expect((await c.rest('PATCH', `/api/auctions/${id}/end`)).status).toBe(start);
      return start;
    },
    expect: { anonymous: 401, user: 403, unverifiedDealer: 403, verifiedDealer: 403, staff: 403, admin: 200 },
  },
];

const GQL: Array<{ name: string; query: () => string; expect: Record<Who, string> }> = [
  {
    name: 'query auctions',
    query: () => '{ auctions { edges { node { id recentBids { id } } } } }',
    expect: {
      anonymous: 'UNAUTHENTICATED',
      user: 'FORBIDDEN',
      unverifiedDealer: 'ok',
      verifiedDealer: 'ok',
      staff: 'FORBIDDEN',
      admin: 'ok',
    },
  },
  {
    name: 'query auctionBids',
    query: () => `{ auctionBids(auctionId: ${auctionId}) { edges { node { id } } totalCount } }`,
    expect: {
      anonymous: 'UNAUTHENTICATED',
      user: 'FORBIDDEN',
      unverifiedDealer: 'ok',
      verifiedDealer: 'ok',
      staff: 'FORBIDDEN',
      admin: 'ok',
    },
  },
  {
    name: 'mutation placeBid',
    query: () => `mutation { placeBid(input: { auctionId: ${auctionId}, bidAmount: "${(amount += 10)}" }) { id } }`,
    expect: {
      anonymous: 'UNAUTHENTICATED',
      user: 'FORBIDDEN',
      unverifiedDealer: 'FORBIDDEN',
      verifiedDealer: 'ok',
      staff: 'FORBIDDEN',
      admin: 'BAD_USER_INPUT',
    },
  },
  {
    name: 'query dealers',
    query: () => '{ dealers { edges { node { id } } totalCount } }',
    expect: {
      anonymous: 'UNAUTHENTICATED',
      user: 'FORBIDDEN',
      unverifiedDealer: 'FORBIDDEN',
      verifiedDealer: 'FORBIDDEN',
      staff: 'FORBIDDEN',
      admin: 'ok',
    },
  },
  {
    name: 'query myDealer',
    query: () => '{ myDealer { id isVerified } }',
    expect: {
      anonymous: 'UNAUTHENTICATED',
      user: 'FORBIDDEN',
      unverifiedDealer: 'ok',
      verifiedDealer: 'ok',
      staff: 'FORBIDDEN',
      admin: 'FORBIDDEN',
    },
  },
  {
    name: 'query auctionStats',
    query: () => '{ auctionStats { total } }',
    expect: {
      anonymous: 'UNAUTHENTICATED',
      user: 'FORBIDDEN',
      unverifiedDealer: 'FORBIDDEN',
      verifiedDealer: 'FORBIDDEN',
      staff: 'FORBIDDEN',
      admin: 'ok',
    },
  },
];

describe('permission matrix of dealers and auctions', () => {
  for (const operation of OPERATIONS) {
    it(`${operation.name}`, async () => {
      const got = {} as Record<Who, number>;
      for (const who of WHO) got[who] = await operation.call(clients[who]);
      expect(got).toEqual(operation.expect);
    });
  }
  for (const operation of GQL) {
    it(`GraphQL ${operation.name}`, async () => {
      const got = {} as Record<Who, string>;
      for (const who of WHO) {
        const answer = await clients[who].gql(operation.query());
        got[who] = answer.errors?.[0]?.extensions?.code ?? 'ok';
      }
      expect(got).toEqual(operation.expect);
    });
  }
});
