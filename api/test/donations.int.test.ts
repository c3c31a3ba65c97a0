import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { VALID } from './donor-fixtures';
import { startTestServer } from './harness';
import { DonationCommunication } from '../src/modules/donations/donation-communication.entity';
import { DonationStatusHistory } from '../src/modules/donations/donation-status-history.entity';
import { Donation } from '../src/modules/donations/donation.entity';
import { DonorPortalAccess } from '../src/modules/donor-portal/donor-portal-access.entity';

const SUBMIT = `mutation ($input: DonationSubmitInput!) { donationSubmit(input: $input) { id accessCode trackingUrl } }`;

/** The text of a quoted-printable message body, as a mail client shows it. */
const unquote = (mail: string) =>
  Buffer.from(
    mail.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function waitForFile(dir: string, contains: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const file of files) {
      const text = unquote(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (text.includes(contains)) return text;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail containing ${contains} in ${dir}`);
}

describe('donation submission', () => {
  let server: RunningServer;
  let client: TestClient;
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'vdp-outbox-'));

  beforeAll(async () => {
    server = await startTestServer({ outboxDir: outbox, publicUrl: 'https://donate.example.org' });
    client = new TestClient(server.url);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(outbox, { recursive: true, force: true });
  });

  it('stores a pending donation with its history, tracking code and confirmation, and e-mails the donor', async () => {
    const { data, errors } = await client.gql<{ donationSubmit: { id: number; accessCode: string; trackingUrl: string } }>(
      SUBMIT,
      {
        input: { ...VALID, language: 'fr' },
      },
    );
    expect(errors).toBeUndefined();
    const { id, accessCode, trackingUrl } = data!.donationSubmit;
    expect(accessCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trackingUrl).toBe(`https://donate.example.org/enhanced-donor-portal?code=${accessCode}`);

    const em = server.db.orm.em.fork();
    const donation = await em.findOneOrFail(Donation, id);
    expect(donation).toMatchObject({
      status: 'pending',
      make: 'Toyota',
      address: { region: 'QC', postalCode: 'H2X 1Y4' },
      estimatedValue: '2450.00',
    });
    expect(await em.count(DonationStatusHistory, { donation: id, status: 'pending' })).toBe(1);
    expect(await em.findOneOrFail(DonorPortalAccess, { donation: id })).toMatchObject({
      accessCode,
      email: VALID.email,
      accessCount: 0,
    });

    const mail = await waitForFile(outbox, accessCode);
    expect(mail).toContain('To: marie.tremblay@example.com');
    expect(mail).toContain(trackingUrl);
    expect(mail).toContain('Votre code de suivi');
    const recorded = async () => (await em.fork().findOneOrFail(DonationCommunication, { donation: id })).status;
    for (let i = 0; i < 50 && (await recorded()) !== 'sent'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await recorded()).toBe('sent');
  });

  it('accepts the REST body with older names and a vehicleData object', async () => {
    const { year, make, model, ...donor } = VALID;
    const body = {
      ...donor,
      province: undefined,
      state: 'ON',
      postalCode: undefined,
      zipCode: 'M5V 2T6',
      vehicleData: { year, make, model },
    };
    const { status, body: answer } = await client.rest('POST', '/api/donations', body);
    expect(status).toBe(201);
    const donation = await server.db.orm.em.fork().findOneOrFail(Donation, (answer as { id: number }).id);
    expect(donation).toMatchObject({ year: 2015, make: 'Toyota', address: { region: 'ON', postalCode: 'M5V 2T6' } });
  });

  const INVALID: Array<[string, Record<string, unknown>, string]> = [
    ['year', { year: 1899 }, `Year must be between 1900 and ${new Date().getFullYear()}`],
    ['year', { year: new Date().getFullYear() + 1 }, `Year must be between 1900 and ${new Date().getFullYear()}`],
    ['make', { make: '' }, 'Make is required'],
    ['model', { model: '  ' }, 'Model is required'],
    ['mileage', { mileage: -5 }, 'Mileage must be a whole number of at least 0'],
    ['condition', { condition: 'mint' }, 'Condition must be excellent, good, fair or poor'],
    ['vehicleType', { vehicleType: 'plane' }, 'Vehicle type must be car, truck, motorcycle, boat or other'],
    ['vin', { vin: 'X'.repeat(18) }, 'VIN must be at most 17 characters'],
    ['firstName', { firstName: '' }, 'First name is required'],
    ['lastName', { lastName: '' }, 'Last name is required'],
    ['email', { email: 'not-an-email' }, 'Valid email is required'],
    ['phone', { phone: '555-0142' }, 'Phone number is required'],
    ['address', { address: '' }, 'Address is required'],
    ['city', { city: '' }, 'City is required'],
    ['province', { province: '' }, 'State is required'],
    ['postalCode', { postalCode: '' }, 'ZIP code is required'],
    ['pickupPreference', { pickupPreference: 'never' }, 'Pickup preference must be asap, weekday, weekend or schedule'],
    ['preferredCharity', { preferredCharity: 'my-cousin' }, 'Choose one of the listed charities'],
    ['preferredDate', { preferredDate: '2026-02-30' }, 'Preferred date must be a date (YYYY-MM-DD)'],
    ['estimatedValue', { estimatedValue: 'lots' }, 'Estimated value must be an amount between 0 and 99,999,999.99'],
  ];

  it.each(INVALID)('refuses a wrong %s with 400 and its message, on both doors', async (field, change, message) => {
    const before = await server.db.orm.em.fork().count(Donation);
    const rest = await client.rest('POST', '/api/donations', { ...VALID, ...change });
    expect(rest.status).toBe(400);
    expect((rest.body as { fields: unknown }).fields).toEqual([{ field, message }]);
    if (typeof change[field] === 'string') {
      const gql = await client.gql(SUBMIT, { input: { ...VALID, ...change } });
      expect(gql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field, message }] });
    }
    expect(await server.db.orm.em.fork().count(Donation)).toBe(before);
  });

  it('creates one donation for one Idempotency-Key, however often and however concurrently it is sent', async () => {
    const keyed = new TestClient(server.url, { 'Idempotency-Key': 'retry-key-0001' });
    const answers = await Promise.all([1, 2, 3].map(() => keyed.rest('POST', '/api/donations', VALID)));
    const again = await keyed.rest('POST', '/api/donations', VALID);
    const ids = new Set([...answers, again].map((a) => (a.body as { id: number }).id));
    const codes = new Set([...answers, again].map((a) => (a.body as { accessCode: string }).accessCode));
    expect([ids.size, codes.size]).toEqual([1, 1]);
    expect(again.status).toBe(200);
    expect(await server.db.orm.em.fork().count(Donation, { idempotencyKey: 'retry-key-0001' })).toBe(1);

    const input = { ...VALID, key: 'graphql-key-0001' };
    const first = await client.gql<{ donationSubmit: { id: number } }>(SUBMIT, { input });
    const second = await client.gql<{ donationSubmit: { id: number } }>(SUBMIT, { input });
    expect(second.data!.donationSubmit.id).toBe(first.data!.donationSubmit.id);

    const bad = await new TestClient(server.url, { 'Idempotency-Key': 'short' }).rest('POST', '/api/donations', VALID);
    expect(bad.status).toBe(400);
    expect((bad.body as { fields: unknown }).fields).toEqual([
      { field: 'idempotencyKey', message: 'Idempotency key must be 8 to 64 letters, digits, dashes or underscores' },
    ]);
  });
});
