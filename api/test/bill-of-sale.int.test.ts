import crypto from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { BILL_OF_SALE_LABELS } from '../src/modules/auction-notices/bill-of-sale.labels';
import { activeAuction, sql, verifiedDealer, type SignedInDealer } from './auction-fixtures';
import { mailsTo, noticesOf, settled } from './auction-notices-fixtures';
import { TestClient } from './client';
import { eventually } from './eventually';
import { startReplicas } from './harness';
import { fetchPdf, pdfText } from './pdf-text';

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;
let staff: TestClient;
let outboxDir: string;
let winner: SignedInDealer;
let loser: SignedInDealer;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  [a, b] = await startReplicas({ outboxDir, smtpUrl: undefined });
  admin = new TestClient(a.url);
  await admin.login('admin');
  staff = new TestClient(b.url);
  await staff.login('staff');
  winner = await verifiedDealer(a, admin, outboxDir);
  loser = await verifiedDealer(a, admin, outboxDir);
}, 90_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

/** An auction with a VIN, pickup instructions and two bids, ended by the admin. */
async function soldAuction(language: 'en' | 'fr'): Promise<number> {
  await winner.client.rest('PUT', '/api/notices/language', { language });
  const auctionId = await activeAuction(a, admin, { pickupInstructions: 'Weekdays 9-5 at the back gate' });
  await sql(
    a,
    `update donations set vin = '1HGCM82633A004352', mileage = 123456 where id = (select donation_id from vehicle_auctions where id = ?)`,
    [auctionId],
  );
  expect((await loser.client.rest('POST', '/api/bids', { auctionId, bidAmount: '900' })).status).toBe(201);
  expect((await winner.client.rest('POST', '/api/bids', { auctionId, bidAmount: '1250' })).status).toBe(201);
  expect((await admin.rest('PATCH', `/api/auctions/${auctionId}/end`)).status).toBe(200);
  await eventually(
    async () => (await sql(a, 'select count(*)::int as n from bills_of_sale where auction_id = ?', [auctionId]))[0],
    { n: 1 },
  );
  await settled([a, b]);
  return auctionId;
}

describe('the bill of sale', () => {
  it('is made once with two api processes, holds every field, and its SHA-256 matches the archive', async () => {
    const auctionId = await soldAuction('en');
    const [dealer] = await sql<{ business_name: string; contact_name: string; dealer_license: string }>(
      a,
      'select business_name, contact_name, dealer_license from auto_dealers where id = ?',
      [winner.dealerId],
    );
    const [archive] = await sql<{ file_hash: string; file_size: number }>(
      a,
      'select file_hash, file_size from bills_of_sale where auction_id = ?',
      [auctionId],
    );
    const download = await fetchPdf(a.url, `/api/bills-of-sale/${auctionId}/pdf`, winner.client.cookie);
    expect(download.status).toBe(200);
    expect(download.type).toBe('application/pdf');
    expect(crypto.createHash('sha256').update(download.pdf).digest('hex')).toBe(archive!.file_hash);
    expect(download.pdf.length).toBe(archive!.file_size);
    const text = await pdfText(download.pdf);
    const l = BILL_OF_SALE_LABELS.en;
    for (const expected of [
      l.title,
      l.number(auctionId),
      l.seller,
      'CarDonation Canada',
      l.buyer,
      dealer!.business_name,
      dealer!.contact_name,
      `${l.dealerLicense}: ${dealer!.dealer_license}`,
      '2015 Toyota Corolla',
      `${l.vin}: 1HGCM82633A004352`,
      '$1,250.00',
      l.date,
      'Weekdays 9-5 at the back gate',
      l.pickupAt('Ottawa, ON'),
    ])
      expect(text).toContain(expected);
  });

  it('is e-mailed to the winner with the PDF, tells the winner and the loser; the donation’s history notes the sale once', async () => {
    const auctionId = await soldAuction('en');
    const mails = (await mailsTo(outboxDir, winner.email)).filter((mail) =>
      mail.includes(`bill-of-sale-auction-${auctionId}.pdf`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Your bill of sale: 2015 Toyota Corolla (auction #${auctionId})`);
    const outcome = (await noticesOf(a, auctionId)).filter((n) => ['won', 'lost'].includes(n.notification_type));
    expect(outcome.map((n) => [n.dealer_id, n.notification_type, n.message]).sort()).toEqual(
      [
        [winner.dealerId, 'won', 'notices.won'],
        [loser.dealerId, 'lost', 'notices.lost'],
      ].sort(),
    );
    const history = await sql<{ note_message: unknown }>(
      a,
      `select note_message from donation_status_history where donation_id = (select donation_id from vehicle_auctions where id = ?)`,
      [auctionId],
    );
    // the closing statement notes the sale (the auctions module); the bill adds no second entry
    expect(history.map((row) => row.note_message)).toEqual([
      { id: 'donation.history.auctionSold', values: { auctionId, amount: 1250, dealerId: winner.dealerId } },
    ]);
  });

  it('is in the winner’s language', async () => {
    const auctionId = await soldAuction('fr');
    const download = await fetchPdf(b.url, `/api/bills-of-sale/${auctionId}/pdf`, winner.client.cookie);
    const text = await pdfText(download.pdf);
    const l = BILL_OF_SALE_LABELS.fr;
    for (const expected of [
      l.title,
      l.number(auctionId),
      `${l.vin} : 1HGCM82633A004352`.replace(' :', ':'),
      '1 250,00 $',
      l.pickup,
    ])
      expect(text).toContain(expected);
    await winner.client.rest('PUT', '/api/notices/language', { language: 'en' });
  });

  it('is read by the winner and staff, refused to another dealer', async () => {
    const auctionId = await soldAuction('en');
    const info = await winner.client.gql<{ billOfSale: { url: string; sha256: string; salePrice: string } }>(
      `{ billOfSale(auctionId: "${auctionId}") { url sha256 salePrice } }`,
    );
    expect(info.data?.billOfSale).toMatchObject({ url: `/api/bills-of-sale/${auctionId}/pdf`, salePrice: '1250.00' });
    expect((await staff.rest('GET', `/api/bills-of-sale/${auctionId}`)).status).toBe(200);
    expect((await fetchPdf(b.url, `/api/bills-of-sale/${auctionId}/pdf`, staff.cookie)).status).toBe(200);
    expect((await loser.client.rest('GET', `/api/bills-of-sale/${auctionId}`)).status).toBe(403);
    expect((await fetchPdf(a.url, `/api/bills-of-sale/${auctionId}/pdf`, loser.client.cookie)).status).toBe(403);
    expect((await winner.client.rest('GET', '/api/bills-of-sale/999999')).status).toBe(404);
  });
});
