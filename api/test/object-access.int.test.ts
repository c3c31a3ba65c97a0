import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { socketErrorCodes } from './api-keys-fixtures';
import { activeAuction, verifiedDealer } from './auction-fixtures';
import { verifiedCharity, type SignedInCharity } from './charities-fixtures';
import { ChatBrowser } from './chat-client';
import { TestClient } from './client';
import { changedTables, fingerprinter, type Fingerprint } from './db-fingerprint';
import { eventually } from './eventually';
import { sql, startWithAdmin } from './harness';
import { signedIn, submitDonation } from './staff-fixtures';

/**
 * Issue 16 item 1, object level: a principal the permission table admits to an operation still
 * reaches only its own objects: another donor's donation, receipt and tracking code; another
 * dealer's bids; another visitor's chat; another charity's record and donations. Each refusal
 * is 403 or 404 (existence not told) and writes nothing.
 */
let server: RunningServer;
let admin: TestClient;
let fingerprint: () => Promise<Fingerprint>;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-objects-outbox-'));
  ({ server, admin } = await startWithAdmin({ outboxDir, donorLookupsPerMinute: 10_000 }));
  fingerprint = await fingerprinter(server);
}, 60_000);
afterAll(() => server.close());

type Call = () => Promise<{ status: number }>;

/** Runs each call, expecting 403 or 404 from every one and no table changed by any. */
async function refusedWritingNothing(calls: Record<string, Call>): Promise<void> {
  const before = await fingerprint();
  const statuses: Record<string, number> = {};
  for (const [name, call] of Object.entries(calls)) statuses[name] = (await call()).status;
  const refused = Object.fromEntries(Object.keys(calls).map((name) => [name, [403, 404].includes(statuses[name]!)]));
  expect({ statuses, refused }).toEqual({ statuses, refused: Object.fromEntries(Object.keys(calls).map((n) => [n, true])) });
  expect(changedTables(before, await fingerprint())).toEqual([]);
}

const gqlStatus = async (client: TestClient, query: string, variables?: Record<string, unknown>) => {
  const answer = await client.gql(query, variables);
  const code = answer.errors?.[0]?.extensions?.code;
  return { status: code === 'FORBIDDEN' ? 403 : code === 'NOT_FOUND' ? 404 : code ? 400 : 200 };
};

describe("another donor's donation, receipt and tracking code", () => {
  let mine: { id: number; accessCode: string };
  let theirs: { id: number; accessCode: string };
  let receiptNumber: string;

  beforeAll(async () => {
    mine = await submitDonation(server, { email: 'matrix.mine@example.com' });
    theirs = await submitDonation(server, { email: 'matrix.theirs@example.com' });
    const staff = await signedIn(server, 'staff');
    const receipt = await staff.rest('POST', `/api/donations/${theirs.id}/generate-receipt`, {
      receiptValue: '1000',
      sendEmail: false,
    });
    expect(receipt.status).toBe(201);
    receiptNumber = (receipt.body as { receiptNumber: string }).receiptNumber;
  });

  it('shows a tracking code its own donation only, and a receipt to its own code only', async () => {
    const anonymous = new TestClient(server.url);
    const own = await anonymous.rest('GET', `/api/donor-portal/${mine.accessCode}`);
    expect((own.body as { donation: { id: number } }).donation.id).toBe(mine.id);
    expect((await anonymous.rest('GET', `/api/donor-portal/${theirs.accessCode}/receipt/pdf`)).status).toBe(200);
    const altered = mine.accessCode.slice(0, -1) + (mine.accessCode.endsWith('A') ? 'B' : 'A');
    await refusedWritingNothing({
      'a code one character off': () => anonymous.rest('GET', `/api/donor-portal/${altered}`),
      'the receipt through my code (I have none)': () =>
        anonymous.rest('GET', `/api/donor-portal/${mine.accessCode}/receipt/pdf`),
    });
  });

  it('gives a signed-in donor no way to their donation, receipt or changes', async () => {
    const donor = await signedIn(server, 'donor');
    await refusedWritingNothing({
      'GET their donation': () => donor.rest('GET', `/api/donations/${theirs.id}`),
      'GET their receipt PDF': () => donor.rest('GET', `/api/receipts/${receiptNumber}/pdf`),
      'issue them a receipt': () => donor.rest('POST', `/api/donations/${theirs.id}/generate-receipt`, { receiptValue: '1' }),
      'GraphQL staffDonation': () =>
        gqlStatus(donor, `query ($id: Int!) { staffDonation(id: $id) { donation { id } } }`, { id: theirs.id }),
    });
  });

  it('answers an e-mail lookup only with one of its codes, and then without the code, address, phone or VIN (docs/donor-journey.md)', async () => {
    const anonymous = new TestClient(server.url);
    const alone = await anonymous.rest('GET', '/api/donations/email/matrix.theirs@example.com?accessCode=NOT-THEIRS');
    expect([alone.status, alone.body]).toEqual([200, []]);
    const answer = await anonymous.rest('GET', `/api/donations/email/matrix.theirs@example.com?accessCode=${theirs.accessCode}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(1);
    const text = JSON.stringify(answer.body);
    for (const secret of [theirs.accessCode, '514-555-0142', '12 rue Principale', '2T1BURHE0FC123456'])
      expect(text).not.toContain(secret);
  });
});

describe("another dealer's bids", () => {
  it('lets a dealer bid only as itself; refuses unverified dealers and dealer-scoped keys', async () => {
    const auctionId = await activeAuction(server, admin);
    const first = await verifiedDealer(server, admin, outboxDir);
    const second = await verifiedDealer(server, admin, outboxDir);
    expect((await second.client.rest('POST', '/api/bids', { auctionId, bidAmount: '900' })).status).toBe(201);
    expect(await sql(server, 'select dealer_id from dealer_bids where auction_id = ?', [auctionId])).toEqual([
      { dealer_id: second.dealerId },
    ]);
    const rejected = await verifiedDealer(server, admin, outboxDir);
    await admin.rest('PATCH', `/api/dealers/${rejected.dealerId}/status`, { verificationStatus: 'rejected' });
    const dealerKey = await admin.rest('POST', '/api/api-keys', { name: 'dealer rw', role: 'dealer', readOnly: false });
    const keyClient = new TestClient(server.url, { Authorization: `Bearer ${(dealerKey.body as { secret: string }).secret}` });
    await refusedWritingNothing({
      'a dealer bids as another': () =>
        second.client.rest('POST', '/api/bids', { auctionId, bidAmount: '1500', dealerId: first.dealerId }),
      'an unverified dealer bids': () => rejected.client.rest('POST', '/api/bids', { auctionId, bidAmount: '2000' }),
      'an unverified dealer bids as another': () =>
        rejected.client.rest('POST', '/api/bids', { auctionId, bidAmount: '2000', dealerId: first.dealerId }),
      "a dealer-scoped key (an admin's account, no dealer) bids": () =>
        keyClient.rest('POST', '/api/bids', { auctionId, bidAmount: '2000' }),
    });
  });
});

describe("another dealer's watchlist, notices and bill of sale", () => {
  it('shows a dealer only its own watchlist and notices, and a bill of sale only to its winner and staff', async () => {
    const auctionId = await activeAuction(server, admin);
    const loser = await verifiedDealer(server, admin, outboxDir);
    const winner = await verifiedDealer(server, admin, outboxDir);
    expect((await loser.client.rest('PUT', `/api/watchlist/${auctionId}`)).status).toBe(200);
    await loser.client.rest('POST', '/api/bids', { auctionId, bidAmount: '900' });
    await winner.client.rest('POST', '/api/bids', { auctionId, bidAmount: '1000' });
    await admin.rest('PATCH', `/api/auctions/${auctionId}/end`);
    await eventually(
      async () => (await sql(server, 'select count(*)::int as n from bills_of_sale where auction_id = ?', [auctionId]))[0],
      {
        n: 1,
      },
    );
    await eventually(
      async () => (await sql(server, `select count(*)::int as n from auction_notifications where mail_status = 'pending'`))[0],
      { n: 0 },
    );
    await server.services.noticeReactor.settled();
    const [notice] = await sql<{ id: number }>(
      server,
      'select id from auction_notifications where dealer_id = ? order by id limit 1',
      [loser.dealerId],
    );
    const listed = (await winner.client.rest('GET', '/api/notices')).body as Array<{ id: number }>;
    expect(listed.map((row) => row.id)).not.toContain(notice!.id);
    expect((await winner.client.rest('GET', '/api/watchlist')).body).toEqual([]);
    const dealerKey = await admin.rest('POST', '/api/api-keys', { name: 'dealer notices', role: 'dealer', readOnly: false });
    const keyClient = new TestClient(server.url, { Authorization: `Bearer ${(dealerKey.body as { secret: string }).secret}` });
    await refusedWritingNothing({
      "a dealer marks another's notice read": () => winner.client.rest('POST', `/api/notices/${notice!.id}/read`),
      "a dealer marks another's notice read (GraphQL)": () =>
        gqlStatus(winner.client, `mutation { markNoticeRead(id: "${notice!.id}") { unread } }`),
      "the loser reads the winner's bill of sale": () => loser.client.rest('GET', `/api/bills-of-sale/${auctionId}`),
      "the loser downloads the winner's bill of sale": () => loser.client.rest('GET', `/api/bills-of-sale/${auctionId}/pdf`),
      'the loser reads it through GraphQL': () => gqlStatus(loser.client, `{ billOfSale(auctionId: "${auctionId}") { url } }`),
      "a dealer-scoped key (an admin's account, no dealer) reads notices": () => keyClient.rest('GET', '/api/notices'),
      'a dealer-scoped key watches an auction': () => keyClient.rest('PUT', `/api/watchlist/${auctionId}`),
    });
    expect((await winner.client.rest('GET', `/api/bills-of-sale/${auctionId}`)).status).toBe(200);
    expect((await (await signedIn(server, 'staff')).rest('GET', `/api/bills-of-sale/${auctionId}`)).status).toBe(200);
  });
});

describe("another visitor's chat", () => {
  it('keeps a conversation to the browser that started it', async () => {
    const owner = new ChatBrowser(server.url);
    const created = await owner.rest('POST', '/api/chat/sessions', { title: 'Mine' });
    expect(created.status).toBe(201);
    const sessionId = (created.body as { sessionId: string }).sessionId;
    const other = new ChatBrowser(server.url);
    await other.rest('POST', '/api/chat/sessions', { title: 'Theirs' }); // a chat cookie of its own
    const donor = await signedIn(server, 'donor');
    await refusedWritingNothing({
      'GET it': () => other.rest('GET', `/api/chat/sessions/${sessionId}`),
      'GET its messages': () => other.rest('GET', `/api/chat/sessions/${sessionId}/messages`),
      'GET its simple messages': () => other.rest('GET', `/api/chat/simple/${sessionId}/messages`),
      'write to it': () => other.rest('POST', `/api/chat/sessions/${sessionId}/messages`, { content: 'hello' }),
      'welcome in it': () => other.rest('POST', `/api/chat/simple/${sessionId}/welcome`, {}),
      'delete it': () => other.rest('DELETE', `/api/chat/sessions/${sessionId}`),
      'a signed-in donor reads it': () => donor.rest('GET', `/api/chat/sessions/${sessionId}/messages`),
      'GraphQL chatMessages': () =>
        gqlStatus(other, 'query ($s: String!) { chatMessages(sessionId: $s) { totalCount } }', { s: sessionId }),
    });
    const socket = other.socket();
    try {
      const stream = 'subscription ($s: String!) { chatStream(sessionId: $s) { __typename } }';
      expect(await socketErrorCodes(socket, stream, { s: sessionId })).toEqual(['FORBIDDEN']);
    } finally {
      await socket.dispose();
    }
    const theirList = (await other.rest('GET', '/api/chat/sessions')).body;
    expect(JSON.stringify(theirList)).not.toContain(sessionId);
  });
});

describe("another charity's record and donations", () => {
  let other: SignedInCharity;
  let charity: TestClient;

  beforeAll(async () => {
    other = await verifiedCharity(server, admin, outboxDir);
    charity = await signedIn(server, 'charity');
  });

  it("refuses the other charity's registry record, checks and changes", async () => {
    await refusedWritingNothing({
      enhanced: () => charity.rest('GET', `/api/charities/${other.number}/enhanced`),
      metrics: () => charity.rest('GET', `/api/charities/${other.number}/metrics`),
      sync: () => charity.rest('POST', `/api/charities/${other.number}/sync`),
      update: () => charity.rest('PUT', `/api/charities/${other.id}`, {}),
      'GraphQL enhancedCharity': () =>
        gqlStatus(charity, 'query ($n: String!) { enhancedCharity(registrationNumber: $n) { __typename } }', {
          n: other.number,
        }),
    });
  });

  it('shows each charity its own donations only', async () => {
    const donation = await submitDonation(server, { email: 'matrix.charity@example.com' });
    await sql(server, 'update donations set charity_id = ? where id = ?', [other.id, donation.id]);
    const mine = JSON.stringify((await charity.rest('GET', '/api/charities/mine/portal')).body);
    const theirs = JSON.stringify((await other.client.rest('GET', '/api/charities/mine/portal')).body);
    const listed = new RegExp(`"(id|donationId)":${donation.id}\\b`);
    expect(theirs).toMatch(listed);
    expect(mine).not.toMatch(listed);
  });
});
