import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { dealerForm, mailedToken, sql } from './auction-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';

let server: RunningServer;
let admin: TestClient;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ outboxDir });
  admin = new TestClient(server.url);
  await admin.login('admin');
});
afterAll(() => server.close());

interface Problem {
  field: string;
  message: string;
}

describe('dealer registration', () => {
  it('names every missing or wrong field', async () => {
    const { status, body } = await new TestClient(server.url).rest('POST', '/api/dealers', {
      email: 'not-an-email',
      state: 'ON',
      operatingRadius: 501,
      specialties: [],
    });
    expect(status).toBe(400);
    expect((body as { fields: Problem[] }).fields).toEqual([
      { field: 'businessName', message: 'Business name is required' },
      { field: 'contactName', message: 'Contact name is required' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'phone', message: 'Phone is required' },
      { field: 'address', message: 'Address is required' },
      { field: 'city', message: 'City is required' },
      { field: 'state', message: 'Choose one of the 50 US states' },
      { field: 'zipCode', message: 'ZIP code is required' },
      { field: 'dealerLicense', message: 'Dealer license is required' },
      { field: 'specialties', message: 'Please select at least one specialty' },
      { field: 'operatingRadius', message: 'Operating radius must be a whole number from 1 to 500' },
    ]);
  });

  it('stores an application pending with radius 50 by default, and refuses a second one with the same e-mail', async () => {
    const form = dealerForm();
    const first = await new TestClient(server.url).rest('POST', '/api/dealers', form);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ operatingRadius: 50, isVerified: false, verificationStatus: 'pending', userId: null });
    const again = await new TestClient(server.url).rest('POST', '/api/dealers', {
      ...form,
      email: String(form.email).toUpperCase(),
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: `A dealer application with the e-mail ${form.email} already exists.` });
  });

  it('has a GraphQL twin with the same rules', async () => {
    const form = dealerForm(undefined, { specialties: ['Electric', 'Salvage & Parts'], operatingRadius: 120 });
    const answer = await new TestClient(server.url).gql<{ registerDealer: { specialties: string[]; operatingRadius: number } }>(
      `mutation ($input: DealerApplicationInput!) { registerDealer(input: $input) { specialties operatingRadius } }`,
      { input: form },
    );
    expect(answer.data?.registerDealer).toEqual({ specialties: ['Electric', 'Salvage & Parts'], operatingRadius: 120 });
    const bad = await new TestClient(server.url).gql(
      `mutation ($input: DealerApplicationInput!) { registerDealer(input: $input) { id } }`,
      {
        input: { ...dealerForm(), specialties: [] },
      },
    );
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('dealer verification', () => {
  it('verifying gives a dealer sign-in linked to the record and mails a set-password link that works once', async () => {
    const form = dealerForm();
    const { body } = await new TestClient(server.url).rest('POST', '/api/dealers', form);
    const id = (body as { id: number }).id;
    const verified = await admin.rest('PATCH', `/api/dealers/${id}/status`, { verificationStatus: 'verified' });
    expect(verified.body).toMatchObject({ isVerified: true, verificationStatus: 'verified' });
    const [user] = await sql<{ username: string; role: string }>(
      server,
      'select u.username, u.role from users u join auto_dealers d on d.user_id = u.id where d.id = ?',
      [id],
    );
    expect(user).toEqual({ username: form.email, role: 'dealer' });
    expect((await readdir(outboxDir)).length).toBeGreaterThan(0);
    const token = await mailedToken(outboxDir, String(form.email));
    const client = new TestClient(server.url);
    expect((await client.rest('POST', '/api/dealers/set-password', { token, password: 'short' })).status).toBe(400);
    expect((await client.rest('POST', '/api/dealers/set-password', { token, password: 'DealerPass123' })).status).toBe(200);
    expect((await client.rest('POST', '/api/dealers/set-password', { token, password: 'OtherPass123' })).status).toBe(400);
    await client.login(String(form.email), 'DealerPass123');
    expect((await client.rest('GET', '/api/dealers/me')).body).toMatchObject({ id, isVerified: true });
  });

  it('follows the allowed transitions and searches by name, licence or contact', async () => {
    const form = dealerForm();
    const { body } = await new TestClient(server.url).rest('POST', '/api/dealers', form);
    const id = (body as { id: number }).id;
    expect((await admin.rest('PATCH', `/api/dealers/${id}/status`, { verificationStatus: 'pending' })).status).toBe(400);
    expect((await admin.rest('PATCH', `/api/dealers/${id}/status`, { verificationStatus: 'rejected' })).status).toBe(200);
    expect((await admin.rest('PATCH', `/api/dealers/${id}/status`, { verificationStatus: 'rejected' })).status).toBe(409);
    expect((await admin.rest('PATCH', '/api/dealers/999999/status', { verificationStatus: 'verified' })).status).toBe(404);
    for (const term of [form.businessName, form.dealerLicense, form.contactName]) {
      const found = await admin.rest('GET', `/api/dealers?search=${encodeURIComponent(String(term).toLowerCase())}`);
      expect((found.body as Array<{ id: number }>).map((d) => d.id)).toEqual([id]);
    }
  });
});
