import crypto from 'node:crypto';
import type { Client as WsClient } from 'graphql-ws';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { startTestServer } from './harness';
import { GQL, signedIn, submitDonation } from './staff-fixtures';
import { registerDemoNumbers } from './registry-fixtures';

interface Change {
  donationId: number;
  kind: string;
  status: string;
  progress: number;
  update: { status: string; previousStatus: string | null; notes: string | null; updatedByName: string | null };
  communication: { type: string; subject: string | null } | null;
  donation: { id: number; status: string; adminStatus: string; receiptNumber: string | null } | null;
  receipt: { receiptNumber: string; status: string } | null;
}

let a: RunningServer;
let b: RunningServer;
const sockets: WsClient[] = [];

beforeAll(async () => {
  const sessionSecret = crypto.randomBytes(32).toString('hex');
  a = await startTestServer({ sessionSecret, donorLookupsPerMinute: 1000 });
  b = await startTestServer({ sessionSecret, donorLookupsPerMinute: 1000, databaseUrl: a.db.url }); // a second api process
  await registerDemoNumbers(a);
});
afterAll(async () => {
  for (const socket of sockets) await socket.dispose();
  await b.close();
  await a.close();
});

/** Collects the first `count` changes of one subscription. */
function collect(client: TestClient, variables: Record<string, unknown>, count: number): Promise<Change[]> {
  const socket = client.socket();
  sockets.push(socket);
  const changes: Change[] = [];
  return new Promise((resolve, reject) => {
    socket.subscribe<{ donationStatusChanged: Change }>(
      { query: GQL.live, variables },
      {
        next: (value) => {
          if (value.errors) reject(new Error(JSON.stringify(value.errors)));
          changes.push(value.data!.donationStatusChanged);
          if (changes.length === count) resolve(changes);
        },
        error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
        complete: () => undefined,
      },
    );
  });
}

const registered = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live donation changes', () => {
  it('pushes every status change, communication and receipt to staff (all donations) and to the donor (by code)', async () => {
    const staffOnB = await signedIn(b, 'staff');
    const staffOnA = new TestClient(a.url);
    staffOnA.cookie = staffOnB.cookie; // sessions live in the database
    const { id, accessCode } = await submitDonation(a);
    const other = await submitDonation(a);

    const forStaff = collect(staffOnB, {}, 4);
    const forDonor = collect(new TestClient(b.url), { code: accessCode }, 3);
    await registered();
    await staffOnA.rest('PATCH', `/api/donations/${other.id}/status`, { status: 'reviewed' });
    await staffOnA.rest('PATCH', `/api/donations/${id}/status`, { status: 'picked_up', notes: 'Towed this morning' });
    await staffOnA.rest('POST', `/api/donations/${id}/communications`, {
      type: 'email',
      method: 'outbound',
      subject: 'Your pickup',
      message: 'The tow truck came by.',
    });
    const issued = await staffOnA.rest('POST', `/api/donations/${id}/generate-receipt`, {
      receiptValue: '900',
      sendEmail: false,
    });
    const receiptNumber = (issued.body as { receiptNumber: string }).receiptNumber;

    // events of separate requests may arrive in either order (each NOTIFY is its own commit);
    // each one carries the donation as it stands when it is delivered
    const kindOf = (changes: Change[], kind: string) => changes.find((c) => c.donationId === id && c.kind === kind)!;
    const staffChanges = await forStaff;
    expect(staffChanges.map((c) => [c.donationId, c.kind]).sort()).toEqual(
      [
        [other.id, 'status'],
        [id, 'status'],
        [id, 'communication'],
        [id, 'receipt'],
      ].sort(),
    );
    expect(kindOf(staffChanges, 'status')).toMatchObject({
      status: 'picked_up',
      update: { status: 'picked_up', previousStatus: 'pending', notes: 'Towed this morning', updatedByName: 'staff' },
      donation: { id, adminStatus: 'in_progress' },
    });
    expect(kindOf(staffChanges, 'communication').communication).toEqual({ type: 'email', subject: 'Your pickup' });
    expect(kindOf(staffChanges, 'receipt')).toMatchObject({
      status: 'receipt_issued',
      update: { status: 'receipt_issued', previousStatus: 'picked_up' },
      donation: { receiptNumber, status: 'receipt_issued' },
      receipt: { receiptNumber, status: 'issued' },
    });
    expect(staffChanges.find((c) => c.donationId === other.id)).toMatchObject({ status: 'reviewed', donation: { id: other.id } });

    const donorChanges = await forDonor;
    expect(donorChanges.map((c) => c.kind).sort()).toEqual(['communication', 'receipt', 'status']);
    expect([kindOf(donorChanges, 'status').progress, kindOf(donorChanges, 'receipt').progress]).toEqual([50, 88]);
    for (const change of donorChanges) expect([change.donationId, change.donation, change.receipt]).toEqual([id, null, null]);
  });

  it('refuses a subscription without a code to visitors and to other roles', async () => {
    for (const [client, pattern] of [
      [new TestClient(a.url), /must sign in/],
      [await signedIn(a, 'dealer'), /do not have permission/],
    ] as const) {
      const socket = client.socket();
      sockets.push(socket);
      const result = await client.socketRequest(socket, GQL.live).catch((error: Error) => ({ errors: [error.message] }));
      expect(JSON.stringify(result)).toMatch(pattern);
    }
  });
});
