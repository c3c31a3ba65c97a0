import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { activeAuction } from './auction-fixtures';
import { verifiedCharity } from './charities-fixtures';
import { TestClient } from './client';
import { sql, startTestServer } from './harness';
import { registerDemoNumbers } from './registry-fixtures';
import { submitDonation } from './staff-fixtures';
import { FAST_WEBHOOKS, until, WebhookReceiver } from './webhook-receiver';

/**
 * Signed webhooks (issue 14 §6), the events webhooks.int.test.ts does not drive: donation.created,
 * receipt.issued (with the status change the receipt makes), charity.verified and auction.started,
 * each from the real change through the outbox to a local receiver, with the data integrators need.
 */
let server: RunningServer;
let admin: TestClient;
let staff: TestClient;
let receiver: WebhookReceiver;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-hook-events-'));
  server = await startTestServer({ ...FAST_WEBHOOKS, outboxDir, smtpUrl: undefined });
  admin = new TestClient(server.url);
  await admin.login('admin');
  staff = new TestClient(server.url);
  await staff.login('staff');
  await registerDemoNumbers(server);
  receiver = new WebhookReceiver();
  await receiver.start();
}, 60_000);
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.received.length = 0;
  await sql(server, 'update webhook_endpoints set active = false');
});

async function subscribe(events: string[]): Promise<void> {
  const made = await admin.rest('POST', '/api/webhooks', { url: receiver.url, events });
  expect(made.status).toBe(201);
}

describe('webhook events from each kind of change', () => {
  it('donation.created when a visitor donates', async () => {
    await subscribe(['donation.created']);
    const { id } = await submitDonation(server, { email: 'hook.created@example.com' });
    await until(() => receiver.of('donation.created').length === 1);
    expect(receiver.of('donation.created')[0]!.data).toMatchObject({ donationId: id, status: 'pending' });
  });

  it('receipt.issued and the status change it makes, on the receipt’s transaction', async () => {
    await subscribe(['receipt.issued', 'donation.status_changed']);
    const { id } = await submitDonation(server, { email: 'hook.receipt@example.com', preferredCharity: 'other' });
    const issued = await staff.rest('POST', `/api/donations/${id}/generate-receipt`, { receiptValue: '1200', sendEmail: false });
    expect(issued.status).toBe(201);
    const receipt = issued.body as { id: number; receiptNumber: string };
    await until(() => receiver.of('receipt.issued').length === 1);
    expect(receiver.of('receipt.issued')[0]!.data).toMatchObject({
      receiptId: receipt.id,
      receiptNumber: receipt.receiptNumber,
      donationId: id,
      eligibleAmount: '1200.00',
      replacedReceiptNumber: null,
    });
    // a receipt moves a donation not yet that far to receipt_issued, in the same transaction
    await until(() => receiver.of('donation.status_changed').length === 1);
    expect(receiver.of('donation.status_changed')[0]!.data).toEqual({ donationId: id, from: 'pending', to: 'receipt_issued' });
  });

  it('charity.verified when the admin verifies a registered charity, not when it registers', async () => {
    await subscribe(['charity.verified']);
    const charity = await verifiedCharity(server, admin, outboxDir);
    await until(() => receiver.of('charity.verified').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.of('charity.verified').map((hook) => hook.data)).toEqual([
      expect.objectContaining({ charityId: charity.id, registrationNumber: charity.number }),
    ]);
  });

  it('auction.started when the admin starts an auction', async () => {
    await subscribe(['auction.started']);
    const auctionId = await activeAuction(server, admin);
    await until(() => receiver.of('auction.started').length === 1);
    expect(receiver.of('auction.started')[0]!.data).toMatchObject({ auctionId });
  });
});
