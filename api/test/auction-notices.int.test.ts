import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { activeAuction, sql, verifiedDealer, type SignedInDealer } from './auction-fixtures';
import { mailsTo, noticesOf, settled, shiftClocks } from './auction-notices-fixtures';
import { TestClient } from './client';
import { eventually } from './eventually';
import { startReplicas } from './harness';

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;
let outboxDir: string;
let alice: SignedInDealer;
let bob: SignedInDealer;
/** Bob's session on the second process. */
let bobOnB: TestClient;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  [a, b] = await startReplicas({ outboxDir, smtpUrl: undefined });
  admin = new TestClient(a.url);
  await admin.login('admin');
  alice = await verifiedDealer(a, admin, outboxDir);
  bob = await verifiedDealer(a, admin, outboxDir);
  bobOnB = new TestClient(b.url);
  bobOnB.cookie = bob.client.cookie;
}, 90_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

const both = () => [a, b];
const bid = (dealer: TestClient, auctionId: number, amount: string) =>
  dealer.rest('POST', '/api/bids', { auctionId, bidAmount: amount });

describe('outbid notices, written by the bid statement in the stored format', () => {
  it('writes one notice as a catalog id with values, and one e-mail, with two api processes', async () => {
    const auctionId = await activeAuction(a, admin);
    expect((await bid(alice.client, auctionId, '600')).status).toBe(201);
    expect((await bid(bobOnB, auctionId, '650')).status).toBe(201);
    await eventually(async () => (await noticesOf(a, auctionId)).map((n) => n.mail_status), ['sent']);
    await settled(both());
    const [notice] = await noticesOf(a, auctionId);
    expect(notice).toMatchObject({
      dealer_id: alice.dealerId,
      notification_type: 'outbid',
      message: 'notices.outbid',
      message_values: { auctionId, amount: 650, vehicle: '2015 Toyota Corolla' },
    });
    const mails = await mailsTo(outboxDir, alice.email);
    expect(mails.filter((mail) => mail.includes(`auction #${auctionId}`))).toHaveLength(1);
    expect(mails.at(-1)).toContain('You have been outbid on the 2015 Toyota Corolla');
    expect(mails.at(-1)).toContain('$650.00');
  });

  it('e-mails at most once per auction per 5 minutes, in the dealer’s language', async () => {
    const auctionId = await activeAuction(a, admin);
    const language = await alice.client.rest('PUT', '/api/notices/language', { language: 'fr' });
    expect(language.status).toBe(200);
    await bid(alice.client, auctionId, '600');
    await bid(bobOnB, auctionId, '700');
    await bid(alice.client, auctionId, '750');
    await bid(bobOnB, auctionId, '800'); // alice outbid again within the window: a notice, no e-mail
    await eventually(async () => (await noticesOf(a, auctionId)).map((n) => n.mail_status), ['sent', 'sent', 'throttled']);
    shiftClocks(both(), 6 * 60_000);
    await bid(alice.client, auctionId, '850');
    await bid(bobOnB, auctionId, '900'); // 6 minutes later: e-mailed again
    await eventually(
      async () => (await noticesOf(a, auctionId)).filter((n) => n.dealer_id === alice.dealerId).map((n) => n.mail_status),
      ['sent', 'throttled', 'sent'],
    );
    await settled(both());
    const french = (await mailsTo(outboxDir, alice.email)).filter((mail) => mail.includes(`no ${auctionId}`));
    expect(french).toHaveLength(2);
    expect(french[0]).toContain('Votre offre sur le véhicule 2015 Toyota Corolla');
    expect(french[0]).toContain('700,00 $');
    expect(french[1]).toContain('900,00 $');
    await alice.client.rest('PUT', '/api/notices/language', { language: 'en' });
  });

  it('claims the notices that arrive together at once: one e-mail per dealer and auction, the next throttled', async () => {
    const [x, y] = [await activeAuction(a, admin), await activeAuction(a, admin)];
    const [carol, dave] = [await verifiedDealer(a, admin, outboxDir), await verifiedDealer(a, admin, outboxDir)];
    const row = `(?, ?, 'outbid', 'notices.outbid', ?::jsonb, ?, false, now())`;
    const rows: Array<[number, number, string]> = [
      [x, carol.dealerId, 'together-1'],
      [x, carol.dealerId, 'together-2'],
      [y, carol.dealerId, 'together-3'],
      [x, dave.dealerId, 'together-4'],
    ];
    await sql(
      a,
      `insert into auction_notifications (auction_id, dealer_id, notification_type, message, message_values, occasion, is_read, created_at)
       values ${rows.map(() => row).join(', ')}`,
      rows.flatMap(([auctionId, dealerId, occasion]) => [
        auctionId,
        dealerId,
        JSON.stringify({ auctionId, amount: 500, vehicle: '2015 Toyota Corolla' }),
        occasion,
      ]),
    );
    const statuses = async () =>
      (
        await sql<{ mail_status: string }>(
          a,
          `select mail_status from auction_notifications where occasion like 'together-%' order by id`,
        )
      ).map((notice) => notice.mail_status);
    await eventually(statuses, ['sent', 'throttled', 'sent', 'sent']);
    await settled(both());
    const mailed = async (email: string, auctionId: number) =>
      (await mailsTo(outboxDir, email)).filter((mail) => mail.includes(`auction #${auctionId}`)).length;
    expect([await mailed(carol.email, x), await mailed(carol.email, y), await mailed(dave.email, x)]).toEqual([1, 1, 1]);
  });

  it('turns any bid path’s text notice into the stored format, and drops the same notice written twice', async () => {
    const auctionId = await activeAuction(a, admin);
    await bid(alice.client, auctionId, '600');
    await bid(bobOnB, auctionId, '650');
    const stored = `select message, message_values, occasion from auction_notifications where auction_id = ? and dealer_id = ?`;
    const [fromBids] = await sql(a, stored, [auctionId, alice.dealerId]); // written stored by place_bids (ADR 34)
    await sql(a, `delete from auction_notifications where auction_id = ? and dealer_id = ?`, [auctionId, alice.dealerId]);
    // what another writer may insert: English text, which the trigger turns into the stored format (ADR 30)
    const again = `insert into auction_notifications (auction_id, dealer_id, notification_type, message, is_read, created_at)
      values (?, ?, 'outbid', 'You have been outbid: $650.00.', false, now())`;
    await sql(a, again, [auctionId, alice.dealerId]);
    expect(await sql(a, stored, [auctionId, alice.dealerId])).toEqual([fromBids]); // the same row either way
    await sql(a, again, [auctionId, alice.dealerId]); // the same notice again: dropped
    await sql(
      a,
      `insert into auction_notifications (auction_id, dealer_id, notification_type, message) values (?, ?, 'note', 'Free text')`,
      [auctionId, alice.dealerId],
    );
    const notices = await noticesOf(a, auctionId);
    expect(notices.map((n) => [n.notification_type, n.message, n.message_values])).toEqual([
      ['outbid', 'notices.outbid', { auctionId, amount: 650, vehicle: '2015 Toyota Corolla' }],
      ['note', 'notices.legacy', { text: 'Free text' }],
    ]);
  });

  it('refuses a language other than en and fr, naming the field', async () => {
    const answer = await alice.client.rest('PUT', '/api/notices/language', { language: 'de' });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('language');
  });
});

describe('watched auctions', () => {
  it('tells each watcher once when a watched auction starts', async () => {
    const created = await admin.rest('POST', '/api/auctions', {
      donationId: (
        await sql<{ id: number }>(
          a,
          `insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code)
        values (2018, 'Honda', 'Civic', 'W', 'D', 'w@example.test', '555-0100', '1 Road', 'Ottawa', 'ON', 'K1A 0A1') returning id`,
        )
      )[0]!.id,
      vehicleLocation: 'Ottawa, ON',
      minimumBid: '500',
    });
    const auctionId = (created.body as { id: number }).id;
    expect((await alice.client.rest('PUT', `/api/watchlist/${auctionId}`)).body).toEqual({ auctionId, watching: true });
    await bobOnB.gql(`mutation { watchAuction(auctionId: "${auctionId}") { watching } }`);
    await admin.rest('PATCH', `/api/auctions/${auctionId}/start`);
    await eventually(
      async () => (await noticesOf(a, auctionId)).map((n) => [n.dealer_id, n.notification_type]).sort(),
      [
        [alice.dealerId, 'started'],
        [bob.dealerId, 'started'],
      ].sort(),
    );
    await settled(both());
    expect(await noticesOf(a, auctionId)).toHaveLength(2);
    const list = await alice.client.gql<{
      watchlist: { totalCount: number; edges: Array<{ node: { auctionId: string; vehicle: string } }> };
    }>('{ watchlist(first: 5) { totalCount edges { node { auctionId vehicle } } } }');
    expect(list.data?.watchlist.edges[0]?.node).toEqual({ auctionId: String(auctionId), vehicle: '2018 Honda Civic' });
    expect((await alice.client.rest('DELETE', `/api/watchlist/${auctionId}`)).body).toEqual({ auctionId, watching: false });
    expect((await alice.client.rest('GET', `/api/watchlist/${auctionId}`)).body).toEqual({ auctionId, watching: false });
  });

  it('tells watchers and bidders once that an auction ends within 15 minutes, whichever process sweeps', async () => {
    const auctionId = await activeAuction(a, admin);
    await alice.client.rest('PUT', `/api/watchlist/${auctionId}`);
    await bid(bobOnB, auctionId, '600');
    const clockNow = a.services.noticeClock.now(); // earlier tests moved the notice clocks
    await sql(a, `update vehicle_auctions set end_date = ?::timestamptz + interval '20 minutes' where id = ?`, [
      clockNow,
      auctionId,
    ]);
    await Promise.all([a.services.noticeSweep.tick(), b.services.noticeSweep.tick()]);
    expect((await noticesOf(a, auctionId)).filter((n) => n.notification_type === 'ending')).toHaveLength(0);
    shiftClocks(both(), 6 * 60_000); // now within 15 minutes of the end
    await Promise.all([a.services.noticeSweep.tick(), b.services.noticeSweep.tick()]);
    await Promise.all([a.services.noticeSweep.tick(), b.services.noticeSweep.tick()]);
    const ending = (await noticesOf(a, auctionId)).filter((n) => n.notification_type === 'ending');
    expect(ending.map((n) => n.dealer_id).sort()).toEqual([alice.dealerId, bob.dealerId].sort());
    expect(ending[0]!.message).toBe('notices.endingSoon');
  });
});

describe('the notice centre', () => {
  it('lists the dealer’s own notices newest first, counts the unread and marks them read', async () => {
    const auctionId = await activeAuction(a, admin);
    await bob.client.rest('POST', '/api/notices/read-all');
    const before = (await bob.client.rest('GET', '/api/notices/counts')).body as { total: number; unread: number };
    expect(before.unread).toBe(0);
    await bid(bob.client, auctionId, '600');
    await bid(alice.client, auctionId, '610');
    await bid(bob.client, auctionId, '620');
    const counts = await bob.client.rest('GET', '/api/notices/counts');
    expect(counts.body).toEqual({ total: before.total + 1, unread: 1 });
    const page = await bob.client.gql<{
      dealerNotices: { edges: Array<{ node: { id: string; text: string; messageId: string } }> };
    }>('{ dealerNotices(first: 10) { edges { node { id text messageId values } } } }');
    const [newest] = page.data!.dealerNotices.edges;
    expect(newest!.node.messageId).toBe('notices.outbid');
    expect(newest!.node.text).toContain('$610.00');
    expect((await alice.client.rest('POST', `/api/notices/${newest!.node.id}/read`)).status).toBe(404); // not alice's
    expect((await bob.client.rest('POST', `/api/notices/${newest!.node.id}/read`)).body).toEqual({
      total: before.total + 1,
      unread: 0,
    });
    const all = await alice.client.gql<{ markAllNoticesRead: { unread: number } }>('mutation { markAllNoticesRead { unread } }');
    expect(all.data?.markAllNoticesRead.unread).toBe(0);
    const rest = await bob.client.rest('GET', '/api/notices?limit=1');
    expect((rest.body as Array<{ id: number }>)[0]!.id).toBe(Number(newest!.node.id));
  });

  it('delivers each new notice live to its own dealer only, from the other api process', async () => {
    const auctionId = await activeAuction(a, admin);
    const aliceSocket = new TestClient(b.url);
    aliceSocket.cookie = alice.client.cookie;
    const ws = aliceSocket.socket();
    const bobWs = bobOnB.socket();
    const received: Array<{ id: string; auctionId: string; notificationType: string }> = [];
    const bobReceived: unknown[] = [];
    const query = 'subscription { dealerNotification { id auctionId notificationType } }';
    const stopAlice = ws.subscribe<{ dealerNotification: { id: string; auctionId: string; notificationType: string } }>(
      { query },
      {
        next: (value) => void received.push(value.data!.dealerNotification as (typeof received)[number]),
        error: () => undefined,
        complete: () => undefined,
      },
    );
    const stopBob = bobWs.subscribe(
      { query },
      { next: (value) => void bobReceived.push(value), error: () => undefined, complete: () => undefined },
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await bid(alice.client, auctionId, '600');
    await bid(bob.client, auctionId, '650'); // through process a; alice listens on b
    await eventually(
      async () => received.map(({ auctionId: auction, notificationType }) => ({ auction, notificationType })),
      [{ auction: String(auctionId), notificationType: 'outbid' }],
    );
    expect(bobReceived).toEqual([]);
    stopAlice();
    stopBob();
    await ws.dispose();
    await bobWs.dispose();
  });
});
