import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { Donation } from '../src/modules/donations/donation.entity';
import { activeAuction, dealerForm, newDonationId } from './auction-fixtures';
import { auditCount, auditRowsOf, auditRowsSince, type AuditRowJson } from './audit-fixtures';
import { charityForm, registeredNumber } from './charities-fixtures';
import { TestClient } from './client';
import { sql, startTestServer } from './harness';
import { signedIn, submitDonation } from './staff-fixtures';
import { createTheme, themeBody } from './themes-fixtures';
import { userForm, type UserJson } from './users-fixtures';

/**
 * Issue 13 §6: each kind of admin or staff change, made through the api, leaves exactly one audit
 * row naming who, what, and the values before and after (never a secret or hash); a refused
 * change leaves none.
 */
let server: RunningServer;
let admin: TestClient;
let adminId: number;

beforeAll(async () => {
  const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-audit-'));
  server = await startTestServer({ outboxDir });
  admin = new TestClient(server.url);
  await admin.login('admin');
  adminId = ((await admin.rest('GET', '/api/auth/user')).body as { id: number }).id;
});
afterAll(() => server.close());

/** Runs `change` and answers the audit rows it wrote. */
async function rowsWrittenBy(change: () => Promise<unknown>): Promise<AuditRowJson[]> {
  const before = await auditCount(server);
  await change();
  return auditRowsSince(server, before);
}

const byAdmin = { actor_id: 0, actor_username: 'admin', actor_role: 'admin' };
const adminActor = () => ({ ...byAdmin, actor_id: adminId });

describe('users', () => {
  it('records create, an update of only the changed fields, a role change, password set and link, deactivate and activate', async () => {
    const form = userForm({ passwordMode: 'set', password: 'UserPass123', role: 'user' });
    let user!: UserJson;
    const created = await rowsWrittenBy(async () => {
      user = (await admin.rest('POST', '/api/users', form)).body as UserJson;
    });
    expect(created).toEqual([
      expect.objectContaining({
        ...adminActor(),
        entity_type: 'user',
        entity_id: String(user.id),
        action: 'create',
        before: null,
        after: expect.objectContaining({ username: form.username, role: 'user', passwordMode: 'set', isActive: true }),
      }),
    ]);

    const promoted = await rowsWrittenBy(() =>
      admin.gql(`mutation ($id: ID!, $input: UserFormInput!) { updateUser(id: $id, input: $input) { id } }`, {
        id: user.id,
        input: { username: user.username, email: user.email, firstName: 'Pat', lastName: 'Tester', role: 'editor' },
      }),
    );
    expect(promoted).toEqual([
      expect.objectContaining({ action: 'update', before: { role: 'user' }, after: { role: 'editor' } }),
    ]);

    const unchanged = await rowsWrittenBy(() =>
      admin.rest('PATCH', `/api/users/${user.id}`, {
        username: user.username,
        email: user.email,
        firstName: 'Pat',
        lastName: 'Tester',
        role: 'editor',
      }),
    );
    expect(unchanged).toEqual([]);

    const password = await rowsWrittenBy(() => admin.rest('PUT', `/api/users/${user.id}/password`, { password: 'Another123' }));
    expect(password).toEqual([expect.objectContaining({ action: 'password', before: null, after: { method: 'set' } })]);
    const link = await rowsWrittenBy(() => admin.rest('POST', `/api/users/${user.id}/password-link`));
    expect(link).toEqual([expect.objectContaining({ action: 'password', after: { method: 'link' } })]);

    const off = await rowsWrittenBy(() => admin.rest('PATCH', `/api/users/${user.id}/active`, { isActive: false }));
    expect(off).toEqual([
      expect.objectContaining({ action: 'deactivate', before: { isActive: true }, after: { isActive: false } }),
    ]);
    const on = await rowsWrittenBy(() => admin.gql(`mutation { setUserActive(id: ${user.id}, isActive: true) { id } }`));
    expect(on).toEqual([expect.objectContaining({ action: 'activate', after: { isActive: true } })]);

    // never a password or a hash anywhere in the trail
    const all = JSON.stringify(await auditRowsOf(server, 'user', user.id));
    expect(all).not.toMatch(/argon2|UserPass123|Another123/);
  });

  it('writes nothing for a refused change (400, 403, 409)', async () => {
    const target = (await admin.rest('POST', '/api/users', userForm())).body as UserJson;
    const editor = await signedIn(server, 'editor');
    const refused = await rowsWrittenBy(async () => {
      expect((await admin.rest('PATCH', `/api/users/${target.id}`, { username: 'has space', role: 'root' })).status).toBe(400);
      expect((await editor.rest('PATCH', `/api/users/${target.id}/active`, { isActive: false })).status).toBe(403);
      expect((await admin.rest('POST', '/api/users', userForm({ username: 'editor' }))).status).toBe(409);
      expect((await admin.rest('PATCH', `/api/users/${adminId}/active`, { isActive: false })).status).toBe(409);
    });
    expect(refused).toEqual([]);
  });
});

describe('colour themes', () => {
  it('records create, update (changed fields) and activate with the theme it replaced', async () => {
    let id = '';
    const created = await rowsWrittenBy(async () => {
      id = await createTheme(admin, 'Audit Green');
    });
    expect(created).toEqual([
      expect.objectContaining({ ...adminActor(), entity_type: 'theme', entity_id: id, action: 'create', before: null }),
    ]);
    const updated = await rowsWrittenBy(() => admin.rest('PATCH', `/api/color-themes/${id}`, { name: 'Audit Forest' }));
    expect(updated).toEqual([
      expect.objectContaining({ action: 'update', before: { name: 'Audit Green' }, after: { name: 'Audit Forest' } }),
    ]);
    const [active] = await sql<{ id: string }>(server, 'select id from color_themes where is_active');
    const activated = await rowsWrittenBy(() => admin.rest('POST', `/api/color-themes/${id}/activate`));
    expect(activated).toEqual([
      expect.objectContaining({
        action: 'activate',
        before: { isActive: false, activeTheme: active?.id ?? null },
        after: { isActive: true, activeTheme: id },
      }),
    ]);
    const unreadable = await rowsWrittenBy(async () => {
      const other = await createTheme(admin, 'Audit Faint');
      const bad = themeBody('x', { foreground: 'hsl(0, 0%, 90%)' });
      expect((await admin.rest('PATCH', `/api/color-themes/${id}`, { foreground: bad.foreground })).status).toBe(400);
      return other;
    });
    expect(unreadable.map((row) => row.action)).toEqual(['create']);
  });
});

describe('dealers, auctions and phone bids', () => {
  it('records verification, revocation, auction create/start/end and an admin bid for a dealer', async () => {
    const applied = await new TestClient(server.url).rest('POST', '/api/dealers', dealerForm());
    const dealerId = (applied.body as { id: number }).id;
    const verified = await rowsWrittenBy(() =>
      admin.rest('PATCH', `/api/dealers/${dealerId}/status`, { verificationStatus: 'verified' }),
    );
    expect(verified).toEqual([
      expect.objectContaining({
        ...adminActor(),
        entity_type: 'dealer',
        action: 'verify',
        before: { verificationStatus: 'pending' },
        after: { verificationStatus: 'verified' },
      }),
    ]);

    let auctionId = 0;
    const opened = await rowsWrittenBy(async () => {
      auctionId = await activeAuction(server, admin);
    });
    expect(opened.map((row) => [row.entity_type, row.entity_id, row.action])).toEqual([
      ['auction', String(auctionId), 'create'],
      ['auction', String(auctionId), 'start'],
    ]);

    const bid = await rowsWrittenBy(() => admin.rest('POST', '/api/bids', { auctionId, dealerId, bidAmount: '600' }));
    expect(bid).toEqual([
      expect.objectContaining({
        ...adminActor(),
        entity_type: 'bid',
        action: 'bidForDealer',
        before: null,
        after: expect.objectContaining({ auctionId, dealerId, bidAmount: '600.00' }),
      }),
    ]);
    const tooLow = await rowsWrittenBy(async () => {
      expect((await admin.rest('POST', '/api/bids', { auctionId, dealerId, bidAmount: '601' })).status).toBe(201);
      expect((await admin.rest('POST', '/api/bids', { auctionId, dealerId, bidAmount: '100' })).status).toBe(400);
    });
    expect(tooLow.map((row) => row.action)).toEqual(['bidForDealer']);

    const ended = await rowsWrittenBy(() => admin.rest('PATCH', `/api/auctions/${auctionId}/end`));
    expect(ended).toEqual([
      expect.objectContaining({
        action: 'end',
        before: { status: 'active' },
        after: expect.objectContaining({ status: 'completed', bidCount: 2 }),
      }),
    ]);
    expect(await rowsWrittenBy(() => admin.rest('PATCH', `/api/auctions/${auctionId}/end`))).toEqual([]);

    const revoked = await rowsWrittenBy(() =>
      admin.rest('PATCH', `/api/dealers/${dealerId}/status`, { verificationStatus: 'rejected' }),
    );
    expect(revoked).toEqual([expect.objectContaining({ action: 'revoke', after: { verificationStatus: 'rejected' } })]);
  });

  it('does not write for a dealer bidding for itself (the hot path)', async () => {
    const auctionId = await activeAuction(server, admin, { donationId: await newDonationId(server) });
    const dealer = await signedIn(server, 'dealer');
    const rows = await rowsWrittenBy(() => dealer.rest('POST', '/api/bids', { auctionId, bidAmount: '700' }));
    expect(rows).toEqual([]);
  });
});

describe('charities', () => {
  it('records a visitor registration (no actor), update, verify, revoke, deactivate and activate', async () => {
    const number = await registeredNumber(server);
    let id = 0;
    const registered = await rowsWrittenBy(async () => {
      id = ((await new TestClient(server.url).rest('POST', '/api/charities', charityForm(number))).body as { id: number }).id;
    });
    expect(registered).toEqual([
      expect.objectContaining({ actor_id: null, actor_username: null, entity_type: 'charity', action: 'create' }),
    ]);
    const updated = await rowsWrittenBy(() =>
      admin.rest('PUT', `/api/charities/${id}`, charityForm(number, { city: 'Gatineau', state: 'QC', zipCode: 'J8X 1A1' })),
    );
    expect(updated).toEqual([
      expect.objectContaining({ ...adminActor(), action: 'update', before: expect.objectContaining({ city: 'Ottawa' }) }),
    ]);
    const steps = await rowsWrittenBy(async () => {
      await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'verified' });
      await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'rejected' });
      await admin.rest('PATCH', `/api/charities/${id}/status`, { isActive: false });
      await admin.gql(`mutation { setCharityActive(id: ${id}, isActive: true) { id } }`);
    });
    expect(steps.map((row) => [row.action, row.before, row.after])).toEqual([
      ['verify', { verificationStatus: 'pending' }, { verificationStatus: 'verified' }],
      ['revoke', { verificationStatus: 'verified' }, { verificationStatus: 'rejected' }],
      ['deactivate', { isActive: true }, { isActive: false }],
      ['activate', { isActive: false }, { isActive: true }],
    ]);
  });
});

describe('donations and receipts', () => {
  it('records a staff status change and a receipt issued, by the staff member', async () => {
    const staff = await signedIn(server, 'staff');
    const staffId = ((await staff.rest('GET', '/api/auth/user')).body as { id: number }).id;
    const { id } = await submitDonation(server, { email: 'audit.donor@example.com', preferredCharity: 'other' });
    const status = await rowsWrittenBy(() =>
      staff.rest('PATCH', `/api/donations/${id}/status`, { status: 'reviewed', notes: 'Papers checked' }),
    );
    expect(status).toEqual([
      expect.objectContaining({
        actor_id: staffId,
        actor_role: 'staff',
        entity_type: 'donation',
        entity_id: String(id),
        action: 'status',
        after: { status: 'reviewed', notes: 'Papers checked' },
      }),
    ]);
    expect(await rowsWrittenBy(() => staff.rest('PATCH', `/api/donations/${id}/status`, { status: 'teleported' }))).toEqual([]);

    await server.db.orm.em.fork().nativeUpdate(Donation, { id }, { pickupDate: '2026-03-14' });
    let receiptNumber = '';
    const issued = await rowsWrittenBy(async () => {
      const answer = await staff.rest('POST', `/api/donations/${id}/generate-receipt`, { receiptValue: '900', sendEmail: false });
      expect(answer.status).toBe(201);
      receiptNumber = (answer.body as { receiptNumber: string }).receiptNumber;
    });
    // issuing moves the donation to receipt_issued: only the receipt is the staff's own change here
    expect(issued.filter((row) => row.entity_type === 'receipt')).toEqual([
      expect.objectContaining({
        actor_id: staffId,
        action: 'issue',
        before: null,
        after: expect.objectContaining({ receiptNumber, donationId: id, eligibleAmount: '900.00', emailed: false }),
      }),
    ]);
  });
});
