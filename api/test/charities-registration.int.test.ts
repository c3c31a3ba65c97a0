import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { mailedToken, sql } from './auction-fixtures';
import { charityForm, freshNumber, registeredNumber } from './charities-fixtures';
import { VALID } from './donor-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';
import { insertFinancials, insertRegistryCharity } from './registry-fixtures';
import { signedIn } from './staff-fixtures';

let server: RunningServer;
let admin: TestClient;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ outboxDir });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

interface Problem {
  field: string;
  message: string;
}

const count = async () => (await sql<{ n: number }>(server, 'select count(*)::int as n from charities'))[0]!.n;

async function register(form: Record<string, unknown>): Promise<number> {
  const { status, body } = await new TestClient(server.url).rest('POST', '/api/charities', form);
  if (status !== 201) throw new Error(`register: ${status} ${JSON.stringify(body)}`);
  return (body as { id: number }).id;
}

describe('charity registration', () => {
  it('stores a pending charity (201), refuses the same number again (409) and bad input naming each field (400)', async () => {
    const number = freshNumber();
    const created = await new TestClient(server.url).rest(
      'POST',
      '/api/charities',
      charityForm(number.replace('RR', ' RR '), { email: 'spaced@example.test' }),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      registrationNumber: number,
      verificationStatus: 'pending',
      isActive: true,
      hasAccount: false,
      complianceStatus: 'pending',
      registryStatus: null,
    });
    const before = await count();
    const again = await new TestClient(server.url).rest('POST', '/api/charities', charityForm(number, { name: 'Other' }));
    expect([again.status, again.body]).toMatchObject([
      409,
      { message: `A charity with the registration number ${number} is already registered.` },
    ]);
    const bad = await new TestClient(server.url).rest('POST', '/api/charities', {
      registrationNumber: '12',
      email: 'nope',
      description: 'short',
      state: 'ZZ',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: Problem[] }).fields.map((f) => f.field)).toEqual([
      'name',
      'registrationNumber',
      'address',
      'city',
      'state',
      'zipCode',
      'email',
      'description',
      'category',
    ]);
    const gql = await new TestClient(server.url).gql(
      `mutation ($input: CharityInput!) { registerCharity(input: $input) { id } }`,
      { input: charityForm(freshNumber(), { description: 'x' }) },
    );
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count()).toBe(before);
  });

  it('reads province and postalCode as state and zipCode (the admin form), and updates with 409 on a taken number', async () => {
    const { state, zipCode, ...rest } = charityForm(freshNumber());
    const id = await register({ ...rest, province: state, postalCode: zipCode });
    const taken = freshNumber();
    await register(charityForm(taken));
    const updated = await admin.rest('PUT', `/api/charities/${id}`, {
      ...rest,
      province: 'QC',
      postalCode: 'H2X 1Y4',
      city: 'Montréal',
    });
    expect(updated.body).toMatchObject({ state: 'QC', zipCode: 'H2X 1Y4', city: 'Montréal' });
    const clash = await admin.rest('PUT', `/api/charities/${id}`, charityForm(taken));
    expect(clash.status).toBe(409);
    expect((await admin.rest('PUT', '/api/charities/999999', charityForm(freshNumber()))).status).toBe(404);
    const found = await admin.rest('GET', `/api/charities?search=montr`);
    expect((found.body as Array<{ id: number }>).map((c) => c.id)).toContain(id);
    const off = await admin.rest('PATCH', `/api/charities/${id}/status`, { isActive: false });
    expect(off.body).toMatchObject({ isActive: false });
    expect((await admin.rest('PATCH', `/api/charities/${id}/status`, { isActive: 'maybe' })).status).toBe(400);
  });
});

describe('charity verification by the admin', () => {
  it('verifies against the registry, gives a sign-in by e-mail, and the charity sees its donations', async () => {
    const number = await registeredNumber(server);
    const form = charityForm(number);
    const id = await register(form);
    const verified = await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'verified' });
    expect(verified.body).toMatchObject({
      verificationStatus: 'verified',
      registryStatus: 'Registered',
      complianceStatus: 'compliant',
      syncStatus: 'synced',
      hasAccount: true,
    });
    const [row] = await sql<Record<string, unknown>>(
      server,
      `select c.annual_revenue::text as revenue, c.efficiency_score, c.overall_score, c.t3010_due_date::text as due, u.role
         from charities c join users u on u.id = c.user_id where c.id = ?`,
      [id],
    );
    expect(row).toEqual({ revenue: '1000000.00', efficiency_score: 80, overall_score: 90, due: '2025-06-30', role: 'charity' });

    const token = await mailedToken(outboxDir, String(form.email));
    const client = new TestClient(server.url);
    expect((await client.rest('POST', '/api/charities/set-password', { token, password: 'CharityPass123' })).status).toBe(200);
    await client.login(String(form.email), 'CharityPass123');
    expect((await client.rest('GET', '/api/charities/mine')).body).toMatchObject({ id, verificationStatus: 'verified' });

    const choices = (await new TestClient(server.url).rest('GET', '/api/charities/choices')).body as Array<{ id: number }>;
    expect(choices.map((c) => c.id)).toContain(id);
    const donation = await new TestClient(server.url).rest('POST', '/api/donations', {
      ...VALID,
      charityId: id,
    });
    expect(donation.status).toBe(201);
    const portal = await client.rest('GET', '/api/charities/mine/portal');
    expect(portal.body).toMatchObject({
      charity: { id },
      totals: { donations: 1, receiptsIssued: 0, receiptedAmount: 0, auctionProceeds: 0 },
      donations: [{ id: (donation.body as { id: number }).id, status: 'pending', receiptIssued: false }],
      receipts: [],
      auctions: [],
    });
    const gql = await client.gql<{ charityPortal: { donations: Array<{ donorName: string; vehicle: string }> } }>(
      `{ charityPortal { donations { donorName vehicle } } }`,
    );
    expect(gql.data?.charityPortal.donations[0]?.donorName).toMatch(/^\S+ [A-Z]\.$/);
  });

  it('refuses to verify a number the registry lists as revoked or does not list (409 naming the status)', async () => {
    const revoked = freshNumber();
    await insertRegistryCharity(server, { number: revoked, status: 'Revoked', registered: false });
    const id = await register(charityForm(revoked));
    const refused = await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'verified' });
    expect(refused.status).toBe(409);
    expect((refused.body as { message: string }).message).toContain('Revoked');
    const unknown = await register(charityForm(freshNumber()));
    const notListed = await admin.rest('PATCH', `/api/charities/${unknown}/verification`, { verificationStatus: 'verified' });
    expect([notListed.status, (notListed.body as { message: string }).message]).toEqual([
      409,
      expect.stringContaining('Not found'),
    ]);
    expect((await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'rejected' })).status).toBe(200);
    expect((await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'rejected' })).status).toBe(409);
    expect((await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'pending' })).status).toBe(400);
    expect((await admin.rest('PATCH', '/api/charities/999999/verification', { verificationStatus: 'verified' })).status).toBe(
      404,
    );
  });
});

describe('charity management answers', () => {
  it('answers enhanced, metrics, eligibility, receipt validation and sync, and sync reports changes', async () => {
    const number = await registeredNumber(server);
    const id = await register(charityForm(number));
    await admin.rest('PATCH', `/api/charities/${id}/verification`, { verificationStatus: 'verified' });
    const enhanced = await admin.rest('GET', `/api/charities/${number}/enhanced`);
    expect(enhanced.body).toMatchObject({
      isValid: true,
      error: null,
      charity: {
        registryStatus: 'Registered',
        designation: 'C',
        complianceStatus: 'compliant',
        t3010Filed: true,
        t3010DueDate: '2025-06-30',
        annualRevenue: 1000000,
        administrativeCosts: 100000,
        totalExpenditures: 1000000,
        boardSize: 7,
      },
    });
    expect((await admin.rest('GET', `/api/charities/${number}/metrics`)).body).toEqual({
      registrationNumber: number,
      fiscalYear: 2024,
      efficiency: 80,
      transparency: 100,
      impact: 80,
      governance: 100,
      overall: 90,
    });
    const eligible = await admin.rest('POST', '/api/charities/validate-eligibility', { registrationNumber: number });
    expect(eligible.body).toMatchObject({ isEligible: true, restrictions: [] });
    expect((eligible.body as { requirements: Array<{ code: string }> }).requirements.map((r) => r.code)).toEqual([
      'registered',
      'verified-on-platform',
      'active-on-platform',
      't3010-filed',
    ]);
    const receipt = await admin.rest('POST', '/api/charities/validate-tax-receipt', {
      registrationNumber: number,
      donationAmount: '2500',
    });
    expect(receipt.body).toMatchObject({
      isAuthorized: true,
      warnings: [
        {
          code: 'appraisal-needed',
          message: 'A gift above $1,000.00 should have an independent appraisal of its fair market value',
          values: { threshold: 1000 },
        },
      ],
    });
    expect((receipt.body as { receiptRequirements: unknown[] }).receiptRequirements).toHaveLength(5);
    expect((await admin.rest('POST', '/api/charities/validate-tax-receipt', { registrationNumber: number })).status).toBe(400);

    const unchanged = await admin.rest('POST', `/api/charities/${number}/sync`);
    expect(unchanged.body).toMatchObject({ success: true, changes: [] });
    await insertRegistryCharity(server, { number, status: 'Revoked', registered: false });
    await insertFinancials(server, { number, fiscalPeriodEnd: '2025-12-31', filedOn: null, totalRevenue: '5.00' });
    const synced = await admin.gql<{
      syncCharity: { success: boolean; changes: Array<{ field: string; before: string; after: string }> };
    }>(`mutation ($n: String!) { syncCharity(registrationNumber: $n) { success lastSync changes { field before after } } }`, {
      n: number,
    });
    const changes = synced.data!.syncCharity.changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'registryStatus', before: 'Registered', after: 'Revoked' },
        { field: 'complianceStatus', before: 'compliant', after: 'non-compliant' },
        { field: 'annualRevenue', before: '1000000.00', after: '5.00' },
        { field: 'fiscalYear', before: '2024', after: '2025' },
      ]),
    );
    const refused = await admin.rest('POST', '/api/charities/validate-eligibility', { registrationNumber: number });
    expect((refused.body as { restrictions: Array<{ code: string; message: string }> }).restrictions[0]).toEqual({
      code: 'not-registered',
      message: 'The registry lists the charity as Revoked: it may not issue official receipts',
      values: { status: 'Revoked' },
    });
  });

  it('answers an unlisted number with isValid false, zeros and unknown-number; sync needs a row', async () => {
    const number = freshNumber();
    expect((await admin.rest('GET', `/api/charities/${number}/enhanced`)).body).toEqual({
      isValid: false,
      error: 'The registry has no charity with this number',
      charity: null,
    });
    expect((await admin.rest('GET', `/api/charities/${number}/metrics`)).body).toMatchObject({ overall: 0, fiscalYear: null });
    const eligibility = await admin.rest('POST', '/api/charities/validate-eligibility', { registrationNumber: number });
    expect(eligibility.body).toMatchObject({
      isEligible: false,
      restrictions: [{ code: 'unknown-number' }, { code: 'not-verified' }],
    });
    expect((await admin.rest('POST', `/api/charities/${number}/sync`)).status).toBe(404);
  });
});
