import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { sql } from './auction-fixtures';
import { charityForm, freshNumber, verifiedCharity, type SignedInCharity } from './charities-fixtures';
import { TestClient } from './client';
import { VALID } from './donor-fixtures';
import { startTestServer } from './harness';
import { insertRegistryCharity } from './registry-fixtures';
import { signedIn, submitDonation } from './staff-fixtures';

let server: RunningServer;
let admin: TestClient;
let staff: TestClient;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ outboxDir, donorLookupsPerMinute: 1000 });
  admin = await signedIn(server, 'admin');
  staff = await signedIn(server, 'staff');
});
afterAll(() => server.close());

const issue = (donationId: number) =>
  staff.rest('POST', `/api/donations/${donationId}/generate-receipt`, { receiptValue: '800', sendEmail: false });

const issuerOf = async (receiptId: number) =>
  (
    await sql<{ charity_id: number | null; number: string }>(
      server,
      `select charity_id, issuer->>'registrationNumber' as number from tax_receipts where id = ?`,
      [receiptId],
    )
  )[0]!;

async function donationTo(charity: SignedInCharity): Promise<number> {
  return (await submitDonation(server, { charityId: charity.id, preferredCharity: null })).id;
}

describe('receipts in the chosen charity’s name', () => {
  it('issues in the verified, registered charity’s name; the wizard links the donation and names it', async () => {
    const charity = await verifiedCharity(server, admin, outboxDir);
    const donationId = await donationTo(charity);
    const [row] = await sql<{ charity_id: number; preferred_charity: string }>(
      server,
      'select charity_id, preferred_charity from donations where id = ?',
      [donationId],
    );
    expect(row).toEqual({ charity_id: charity.id, preferred_charity: `Test Charity ${charity.number}` });
    const issued = await issue(donationId);
    expect(issued.status).toBe(201);
    expect(await issuerOf((issued.body as { id: number }).id)).toEqual({ charity_id: charity.id, number: charity.number });
    const portal = await charity.client.rest('GET', '/api/charities/mine/portal');
    expect(portal.body).toMatchObject({
      totals: { donations: 1, receiptsIssued: 1, receiptedAmount: 800 },
      receipts: [{ donationId, receiptAmount: 800, status: 'issued' }],
      donations: [{ id: donationId, receiptIssued: true }],
    });
  });

  it('refuses with 409 naming the reason when the charity is unverified, inactive or no longer registered', async () => {
    const pending = (await new TestClient(server.url).rest('POST', '/api/charities', charityForm(freshNumber()))).body as {
      id: number;
    };
    const toPending = (await submitDonation(server)).id;
    await sql(server, 'update donations set charity_id = ? where id = ?', [pending.id, toPending]);
    const unverified = await issue(toPending);
    expect([unverified.status, (unverified.body as { message: string }).message]).toEqual([
      409,
      expect.stringContaining('The charity is not verified on this platform yet'),
    ]);

    const inactive = await verifiedCharity(server, admin, outboxDir);
    const toInactive = await donationTo(inactive);
    await admin.rest('PATCH', `/api/charities/${inactive.id}/status`, { isActive: false });
    const off = await issue(toInactive);
    expect([off.status, (off.body as { message: string }).message]).toEqual([
      409,
      expect.stringContaining('The charity is deactivated on this platform'),
    ]);

    const revoked = await verifiedCharity(server, admin, outboxDir);
    const toRevoked = await donationTo(revoked);
    await insertRegistryCharity(server, { number: revoked.number, status: 'Revoked', registered: false });
    const refused = await issue(toRevoked);
    expect([refused.status, (refused.body as { message: string }).message]).toEqual([
      409,
      expect.stringContaining('The registry lists the charity as Revoked: it may not issue official receipts'),
    ]);
    const count = await sql<{ n: number }>(server, 'select count(*)::int as n from tax_receipts where donation_id in (?, ?, ?)', [
      toPending,
      toInactive,
      toRevoked,
    ]);
    expect(count[0]!.n).toBe(0);
  });

  it("keeps the platform's issuer without a chosen charity", async () => {
    const { id } = await submitDonation(server, { preferredCharity: 'other' });
    const issued = await issue(id);
    expect(issued.status).toBe(201);
    const issuer = await issuerOf((issued.body as { id: number }).id);
    expect(issuer).toEqual({ charity_id: null, number: '123456789RR0001' });
  });

  it('refuses a wizard charityId that is not an active verified charity (400 naming charityId)', async () => {
    const pending = (await new TestClient(server.url).rest('POST', '/api/charities', charityForm(freshNumber()))).body as {
      id: number;
    };
    for (const charityId of [pending.id, 999999, 'abc']) {
      const answer = await new TestClient(server.url).rest('POST', '/api/donations', { ...VALID, charityId });
      expect(answer.status).toBe(400);
      expect((answer.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual(['charityId']);
    }
  });
});

describe('the charity portal, live', () => {
  it("receives its own new donations and their changes, and not another charity's", async () => {
    const mine = await verifiedCharity(server, admin, outboxDir);
    const other = await verifiedCharity(server, admin, outboxDir);
    const own = await donationTo(mine);
    const theirs = await donationTo(other);
    const socket = mine.client.socket();
    const received: Array<{ charityId: string; reason: string }> = [];
    const two = new Promise<void>((resolve, reject) => {
      socket.subscribe<{ charityPortalChanged: { charityId: string; reason: string } }>(
        { query: 'subscription { charityPortalChanged { charityId reason } }' },
        {
          next: (value) => {
            if (value.errors) reject(new Error(JSON.stringify(value.errors)));
            received.push(value.data!.charityPortalChanged);
            if (received.length === 2) resolve();
          },
          error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
          complete: () => undefined,
        },
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await donationTo(other);
    await staff.rest('PATCH', `/api/donations/${theirs}/status`, { status: 'reviewed' });
    await donationTo(mine);
    await staff.rest('PATCH', `/api/donations/${own}/status`, { status: 'reviewed' });
    await two;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([
      { charityId: String(mine.id), reason: 'donation' },
      { charityId: String(mine.id), reason: 'donation' },
    ]);
    await socket.dispose();

    const anonymous = new TestClient(server.url).socket();
    const refused = await new Promise<unknown>((resolve) => {
      anonymous.subscribe(
        { query: 'subscription { charityPortalChanged { charityId } }' },
        { next: (value) => resolve(value.errors), error: (error) => resolve(error), complete: () => resolve('complete') },
      );
    });
    expect(JSON.stringify(refused)).toMatch(/UNAUTHENTICATED|sign in/i);
    await anonymous.dispose();
  });
});
