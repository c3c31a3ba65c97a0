import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';

let counter = 0;

/** A dealer application with every required field; `n` keeps e-mails and names unique. */
export function dealerForm(n = ++counter, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const tag = `${Date.now().toString(36)}-${n}`;
  return {
    businessName: `Test Motors ${tag}`,
    contactName: `Contact ${tag}`,
    email: `dealer-${tag}@example.test`,
    phone: '555-0199',
    address: '10 Test Road',
    city: 'Albany',
    state: 'NY',
    zipCode: '12201',
    dealerLicense: `LIC-${tag}`,
    specialties: ['Domestic'],
    ...extra,
  };
}

/** The set-password token mailed to `email` (read from the outbox, as a person would click it). */
export async function mailedToken(outboxDir: string, email: string): Promise<string> {
  for (const name of (await readdir(outboxDir)).sort().reverse()) {
    const text = (await readFile(path.join(outboxDir, name), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!text.includes(`To: ${email}`)) continue;
    const match = /token=([A-Za-z0-9._%-]+)/.exec(text);
    if (match) return decodeURIComponent(match[1]);
  }
  throw new Error(`no set-password e-mail for ${email}`);
}

export interface SignedInDealer {
  client: TestClient;
  dealerId: number;
  email: string;
}

/** Applies, gets verified by the admin, sets its password from the e-mail and signs in. */
export async function verifiedDealer(
  server: Pick<RunningServer, 'url'>,
  admin: TestClient,
  outboxDir: string,
): Promise<SignedInDealer> {
  const form = dealerForm();
  const client = new TestClient(server.url);
  const applied = await client.rest('POST', '/api/dealers', form);
  if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${JSON.stringify(applied.body)}`);
  const dealerId = (applied.body as { id: number }).id;
  const verified = await admin.rest('PATCH', `/api/dealers/${dealerId}/status`, { verificationStatus: 'verified' });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  const token = await mailedToken(outboxDir, form.email as string);
  const set = await client.rest('POST', '/api/dealers/set-password', { token, password: 'DealerPass123' });
  if (set.status !== 200) throw new Error(`set password: ${set.status} ${JSON.stringify(set.body)}`);
  await client.login(form.email as string, 'DealerPass123');
  return { client, dealerId, email: form.email as string };
}

/** A donation with no auction yet, straight in the database (the donor journey is another module). */
export async function newDonationId(server: RunningServer): Promise<number> {
  const rows = await server.db.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ id: number }>>(
      `insert into donations (year, make, model, first_name, last_name, email, phone, address, city, state, zip_code)
     values (2015, 'Toyota', 'Corolla', 'Test', 'Donor', 'donor@example.test', '555-0100', '1 Road', 'Ottawa', 'ON', 'K1A 0A1')
     returning id`,
    );
  return rows[0].id;
}

/** An auction open for bids now, created and started by the admin. */
export async function activeAuction(
  server: RunningServer,
  admin: TestClient,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const created = await admin.rest('POST', '/api/auctions', {
    donationId: await newDonationId(server),
    vehicleLocation: 'Ottawa, ON',
    minimumBid: '500',
    ...extra,
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = (created.body as { id: number }).id;
  const started = await admin.rest('PATCH', `/api/auctions/${id}/start`);
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  return id;
}

export { sql } from './harness';
