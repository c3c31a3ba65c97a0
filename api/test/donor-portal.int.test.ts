import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { VALID } from './donor-fixtures';
import { startTestServer } from './harness';
import { DONATION_MESSAGES as M } from '@vdp/shared/donations/donation.constants';
import { Donation } from '../src/modules/donations/donation.entity';

const PORTAL = `query ($code: String!) { donorPortal(accessCode: $code) {
  donation { id status progress make model vin phone address province postalCode estimatedValue finalValue receiptIssued receiptNumber statusHistory { status } }
  statusHistory { status previousStatus notes createdAt } communications { type method subject sentAt }
  accessInfo { accessCount lastAccessedAt } } }`;
const BY_EMAIL = `query ($email: String!, $accessCode: String!) {
  donationsByEmail(email: $email, accessCode: $accessCode) { id status make model createdAt statusHistory { status } }
}`;
const LIVE = `subscription ($code: String) { donationStatusChanged(accessCode: $code) { donationId status progress update { status previousStatus notes } } }`;

async function submit(client: TestClient, email = VALID.email): Promise<{ id: number; accessCode: string }> {
  const { status, body } = await client.rest('POST', '/api/donations', { ...VALID, email });
  if (status !== 201) throw new Error(`submit failed: ${status} ${JSON.stringify(body)}`);
  return body as { id: number; accessCode: string };
}

describe('donor tracking', () => {
  let server: RunningServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ donorLookupsPerMinute: 1000 });
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('shows everything to the holder of the code and counts each lookup, on both doors', async () => {
    const { id, accessCode } = await submit(client);
    const first = await client.rest('GET', `/api/donor-portal/${accessCode}`);
    expect(first.status).toBe(200);
    const view = first.body as {
      donation: Record<string, unknown>;
      statusHistory: Array<{ status: string }>;
      communications: Array<{ type: string }>;
      accessInfo: { accessCount: number; lastAccessedAt: string };
    };
    expect(view.donation).toMatchObject({
      id,
      status: 'pending',
      progress: 13,
      vin: VALID.vin,
      phone: VALID.phone,
      province: 'QC',
    });
    expect(view.donation).toMatchObject({
      estimatedValue: '2450.00',
      finalValue: null,
      receiptIssued: false,
      receiptNumber: null,
    });
    expect(view.statusHistory.map((h) => h.status)).toEqual(['pending']);
    expect(view.communications.map((c) => c.type)).toEqual(['confirmation']);
    expect(view.accessInfo.accessCount).toBe(1);

    const gql = await client.gql<{ donorPortal: { accessInfo: { accessCount: number } } }>(PORTAL, { code: accessCode });
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.donorPortal.accessInfo.accessCount).toBe(2);
  });

  it('answers kept views at once after a change, and writes every counted lookup behind', async () => {
    const { id, accessCode } = await submit(client);
    const look = async () =>
      (await client.rest('GET', `/api/donor-portal/${accessCode}`)).body as {
        donation: { status: string };
        accessInfo: { accessCount: number };
      };
    expect((await look()).accessInfo.accessCount).toBe(1);
    expect((await look()).accessInfo.accessCount).toBe(2); // from the kept view
    const staff = new TestClient(server.url);
    await staff.login('staff');
    expect((await staff.rest('PATCH', `/api/donations/${id}/status`, { status: 'reviewed' })).status).toBe(200);
    const after = await look(); // the change is announced before the staff's answer leaves
    expect(after.donation.status).toBe('reviewed');
    expect(after.accessInfo.accessCount).toBe(3);
    await server.services.donorPortal.flushCounts();
    const [row] = await server.db.orm.em
      .getConnection()
      .execute<Array<{ access_count: number }>>('select access_count from donor_portal_access where access_code = ?', [
        accessCode,
      ]);
    expect(row!.access_count).toBe(3);
  });

  it('keeps the latest 3 status updates, newest first', async () => {
    const { id, accessCode } = await submit(client);
    for (const status of ['contacted', 'scheduled', 'picked_up']) {
      await server.services.donations.changeStatus(server.db.orm.em.fork(), id, status, { notes: `now ${status}` });
    }
    const { body } = await client.rest('GET', `/api/donor-portal/${accessCode}`);
    const view = body as {
      donation: { status: string; progress: number };
      statusHistory: Array<{ status: string; previousStatus: string }>;
    };
    expect(view.donation).toMatchObject({ status: 'picked_up', progress: 50 });
    expect(view.statusHistory.map((h) => [h.status, h.previousStatus])).toEqual([
      ['picked_up', 'scheduled'],
      ['scheduled', 'contacted'],
      ['contacted', 'pending'],
    ]);
  });

  it('says Invalid access code for a wrong code and Access code required for none', async () => {
    const wrong = await client.rest('GET', '/api/donor-portal/AAAAAAAAAAAAAAAAAAAAAA');
    expect([wrong.status, (wrong.body as { message: string }).message]).toEqual([404, M.accessCodeInvalid]);
    const odd = await client.rest('GET', `/api/donor-portal/${encodeURIComponent("x' or 1=1 --")}`);
    expect(odd.status).toBe(404);
    const empty = await client.gql(PORTAL, { code: '  ' });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Access code required', extensions: { code: 'BAD_USER_INPUT' } });
    const gqlWrong = await client.gql(PORTAL, { code: 'nope' });
    expect(gqlWrong.errors?.[0]).toMatchObject({ message: M.accessCodeInvalid, extensions: { code: 'NOT_FOUND' } });
  });

  it('lists the donations of an e-mail, for the tracking code of one of them, with status, vehicle and dates, never address, phone or VIN', async () => {
    const email = 'lookup.person@example.com';
    const a = await submit(client, email);
    const b = await submit(client, email);
    const rest = await client.rest(
      'GET',
      `/api/donations/email/${encodeURIComponent('Lookup.Person@example.com')}?accessCode=${a.accessCode}`,
    );
    expect(rest.status).toBe(200);
    const list = rest.body as Array<Record<string, unknown>>;
    expect(list.map((d) => d.id)).toEqual([b.id, a.id]);
    const text = JSON.stringify(list);
    for (const secret of [VALID.address, VALID.phone, VALID.vin, VALID.postalCode, a.accessCode])
      expect(text).not.toContain(secret);
    expect(list[0]).toMatchObject({
      status: 'pending',
      make: 'Toyota',
      model: 'Corolla',
      statusHistory: [{ status: 'pending' }],
    });

    const gql = await client.gql<{ donationsByEmail: unknown[] }>(BY_EMAIL, { email, accessCode: b.accessCode });
    expect(gql.data!.donationsByEmail).toHaveLength(2);
    const none = await client.rest('GET', `/api/donations/email/nobody%40example.com?accessCode=${a.accessCode}`);
    expect([none.status, none.body]).toEqual([200, []]);
    const bad = await client.rest('GET', `/api/donations/email/not-an-email?accessCode=${a.accessCode}`);
    expect([bad.status, (bad.body as { message: string }).message]).toEqual([400, 'Please enter a valid email address']);
  });

  it('shows nothing for an e-mail alone, or with a code that is not one of its donations (security review)', async () => {
    const email = 'lookup.owner@example.com';
    await submit(client, email);
    const stranger = await submit(client, 'lookup.stranger@example.com');
    const without = await client.rest('GET', `/api/donations/email/${encodeURIComponent(email)}`);
    expect(without.status).toBe(400);
    expect(JSON.stringify(without.body)).toContain('accessCode');
    const wrong = await client.rest('GET', `/api/donations/email/${encodeURIComponent(email)}?accessCode=${stranger.accessCode}`);
    expect([wrong.status, wrong.body]).toEqual([200, []]);
    const odd = await client.gql<{ donationsByEmail: unknown[] }>(BY_EMAIL, { email, accessCode: "x' or 1=1 --" });
    expect(odd.data!.donationsByEmail).toEqual([]);
    const gqlWithout = await client.gql(`{ donationsByEmail(email: "${email}") { id } }`);
    expect(gqlWithout.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('pushes each status change of that donation, and only that one, to its subscribers', async () => {
    const mine = await submit(client);
    const other = await submit(client);
    const ws = client.socket();
    const received: unknown[] = [];
    try {
      const done = new Promise<void>((resolve, reject) => {
        ws.subscribe(
          { query: LIVE, variables: { code: mine.accessCode } },
          {
            next: (value) => {
              received.push(value);
              if (received.length === 2) resolve();
            },
            error: (error) => reject(error instanceof Error ? error : new Error(JSON.stringify(error))),
            complete: () => undefined,
          },
        );
      });
      // the subscription is registered once the server has answered the subscribe message
      await new Promise((r) => setTimeout(r, 300));
      const em = () => server.db.orm.em.fork();
      await server.services.donations.changeStatus(em(), other.id, 'contacted');
      await server.services.donations.changeStatus(em(), mine.id, 'contacted', { notes: 'We called you' });
      await server.services.donations.changeStatus(em(), mine.id, 'scheduled');
      await done;
    } finally {
      await ws.dispose();
    }
    expect(received).toEqual([
      {
        data: {
          donationStatusChanged: {
            donationId: mine.id,
            status: 'contacted',
            progress: 25,
            update: { status: 'contacted', previousStatus: 'pending', notes: 'We called you' },
          },
        },
      },
      {
        data: {
          donationStatusChanged: {
            donationId: mine.id,
            status: 'scheduled',
            progress: 38,
            update: { status: 'scheduled', previousStatus: 'contacted', notes: null },
          },
        },
      },
    ]);
  });

  it('refuses a subscription with a wrong code', async () => {
    const ws = client.socket();
    try {
      const result = await new Promise<unknown>((resolve) => {
        ws.subscribe(
          { query: LIVE, variables: { code: 'AAAAAAAAAAAAAAAAAAAAAA' } },
          { next: resolve, error: resolve, complete: () => undefined },
        );
      });
      expect(JSON.stringify(result)).toContain(M.accessCodeInvalid);
    } finally {
      await ws.dispose();
    }
  });

  it('rejects an unknown status', async () => {
    const { id } = await submit(client);
    await expect(server.services.donations.changeStatus(server.db.orm.em.fork(), id, 'teleported')).rejects.toThrow(
      /Unknown status/,
    );
    expect((await server.db.orm.em.fork().findOneOrFail(Donation, id)).status).toBe('pending');
  });
});

describe('donor lookup rate limit', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startTestServer({ donorLookupsPerMinute: 3 });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After once a client has looked up too often, by code or by e-mail', async () => {
    const client = new TestClient(server.url);
    const statuses: number[] = [];
    for (const path of [
      '/api/donor-portal/AAAAAAAAAAAAAAAAAAAAAA',
      '/api/donations/email/a%40b.example?accessCode=AAAA',
      '/api/donor-portal/BBBBBBBBBBBBBBBBBBBBBB',
    ]) {
      statuses.push((await client.rest('GET', path)).status);
    }
    const limited = await client.rest('GET', '/api/donations/email/a%40b.example?accessCode=AAAA');
    expect(statuses).toEqual([404, 200, 404]);
    expect(limited.status).toBe(429);
    expect((limited.body as { message: string }).message).toBe(M.lookupRateLimited);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const gql = await client.gql(`{ donationsByEmail(email: "a@b.example", accessCode: "AAAA") { id } }`);
    expect(gql.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});
