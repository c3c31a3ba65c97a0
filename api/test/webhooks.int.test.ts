import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Webhook } from 'standardwebhooks';
import type { RunningServer } from '../src/app/server';
import { activeAuction, verifiedDealer } from './auction-fixtures';
import { TestClient } from './client';
import { VALID } from './donor-fixtures';
import { createForm, GOOD_ANSWERS } from './forms-fixtures';
import { sql, startTestServer } from './harness';
import { FAST_WEBHOOKS, until, WebhookReceiver } from './webhook-receiver';

// Signed webhooks (issue 14 §6): a real local receiver, allowed by WEBHOOK_ALLOWED_HOSTS=localhost.

let server: RunningServer;
let admin: TestClient;
let receiver: WebhookReceiver;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  server = await startTestServer({ ...FAST_WEBHOOKS, outboxDir, smtpUrl: undefined });
  admin = new TestClient(server.url);
  await admin.login('admin');
  receiver = new WebhookReceiver();
  await receiver.start();
}, 60_000);
afterAll(async () => {
  await server.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.status = () => 200;
});

interface Made {
  endpoint: { id: number; url: string; events: string[]; active: boolean };
  secret: string;
}

async function register(events: string[], url = receiver.url): Promise<Made> {
  const made = await admin.rest('POST', '/api/webhooks', { url, events, description: 'CRM' });
  if (made.status !== 201) throw new Error(`register: ${made.status} ${JSON.stringify(made.body)}`);
  return made.body as Made;
}

/** Turns every endpoint off, so that each test hears only its own. */
async function quiet(): Promise<void> {
  await sql(server, 'update webhook_endpoints set active = false');
}

describe('registering endpoints', () => {
  it('answers the secret once, never in the list, and records the change in the audit trail', async () => {
    const { endpoint, secret } = await register(['donation.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    const listed = await admin.rest('GET', '/api/webhooks');
    expect(listed.status).toBe(200);
    expect(JSON.stringify(listed.body)).not.toContain(secret.slice(6));
    const [row] = await sql<{ secret_sealed: string }>(server, 'select secret_sealed from webhook_endpoints where id = ?', [
      endpoint.id,
    ]);
    expect(row.secret_sealed).not.toContain(secret.slice(6)); // sealed, not stored as is
    const audited = await sql<{ action: string }>(
      server,
      `select action from audit_events where entity_type = 'webhook' and entity_id = ?`,
      [String(endpoint.id)],
    );
    expect(audited.map((a) => a.action)).toEqual(['create']);

    const rotated = await admin.rest('PATCH', `/api/webhooks/${endpoint.id}`, { rotateSecret: true, active: false });
    expect(rotated.status).toBe(200);
    const next = rotated.body as Made;
    expect(next.secret).toMatch(/^whsec_/);
    expect(next.secret).not.toBe(secret);
    expect(next.endpoint.active).toBe(false);
  });

  it.each([
    ['http://127.0.0.1:9/hooks', 'loopback'],
    ['http://10.1.2.3/hooks', 'private'],
    ['http://192.168.0.10/hooks', 'private'],
    ['http://169.254.169.254/latest/meta-data', 'link-local (cloud metadata)'],
    ['http://[::1]:8080/hooks', 'IPv6 loopback'],
    ['http://[::ffff:127.0.0.1]/hooks', 'IPv4-mapped loopback'],
    ['ftp://example.com/hooks', 'not http'],
    ['http://user:pw@example.com/hooks', 'credentials in the URL'],
  ])('refuses %s (%s) with 400 naming url, on both doors', async (url) => {
    const rest = await admin.rest('POST', '/api/webhooks', { url, events: ['donation.created'] });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('"url"');
    const gql = await admin.gql(`mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }`, {
      input: { url, events: ['donation.created'] },
    });
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(gql.errors)).toContain('url');
  });

  it('refuses an unknown event and an empty list, naming events', async () => {
    for (const events of [['donation.deleted'], []]) {
      const rest = await admin.rest('POST', '/api/webhooks', { url: receiver.url, events });
      expect(rest.status).toBe(400);
      expect(JSON.stringify(rest.body)).toContain('events');
    }
  });
});

describe('who may manage webhooks', () => {
  const users = ['anonymous', 'editor', 'staff', 'dealer', 'charity', 'donor'] as const;

  it.each(users)('refuses %s on every operation, over REST and GraphQL', async (who) => {
    const client = new TestClient(server.url);
    if (who !== 'anonymous') await client.login(who);
    const expected = who === 'anonymous' ? 401 : 403;
    expect((await client.rest('GET', '/api/webhooks')).status).toBe(expected);
    expect((await client.rest('POST', '/api/webhooks', { url: receiver.url, events: ['bid.placed'] })).status).toBe(expected);
    expect((await client.rest('PATCH', '/api/webhooks/1', { active: false })).status).toBe(expected);
    expect((await client.rest('GET', '/api/webhooks/1/deliveries')).status).toBe(expected);
    expect((await client.rest('POST', '/api/webhooks/deliveries/1/resend')).status).toBe(expected);
    const gql = await client.gql('{ webhookEndpoints { id } }');
    expect(gql.errors?.[0]?.extensions?.code).toBe(who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    const mutation = await client.gql('mutation { resendWebhookDelivery(id: "1") { id } }');
    expect(mutation.errors?.[0]?.extensions?.code).toBe(who === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
  });

  it('lets the admin list over GraphQL', async () => {
    const gql = await admin.gql<{ webhookEndpoints: Array<{ id: number }> }>('{ webhookEndpoints { id url events active } }');
    expect(gql.errors).toBeUndefined();
    expect(Array.isArray(gql.data?.webhookEndpoints)).toBe(true);
  });
});

describe('delivery', () => {
  it('signs each delivery so that the Standard Webhooks library verifies it', async () => {
    await quiet();
    const { secret } = await register(['donation.created']);
    const created = await new TestClient(server.url).rest('POST', '/api/donations', VALID);
    expect(created.status).toBe(201);
    await until(() => receiver.of('donation.created').length === 1);
    const [request] = receiver.of('donation.created');
    const verified = new Webhook(secret).verify(request!.body, {
      'webhook-id': request!.id,
      'webhook-timestamp': request!.timestamp,
      'webhook-signature': request!.signature,
    }) as { type: string; data: { donationId: number } };
    expect(verified.type).toBe('donation.created');
    expect(verified.data.donationId).toBe((created.body as { id: number }).id);
    expect(() =>
      new Webhook(secret).verify(request!.body + ' ', {
        'webhook-id': request!.id,
        'webhook-timestamp': request!.timestamp,
        'webhook-signature': request!.signature,
      }),
    ).toThrow();
  });

  it('retries a failing receiver with the same idempotency id, then logs it delivered; Resend sends it again', async () => {
    await quiet();
    const { endpoint } = await register(['auction.started', 'bid.placed']);
    let calls = 0;
    receiver.status = () => (++calls <= 2 ? 500 : 200);
    const auctionId = await activeAuction(server, admin);
    await until(() => receiver.of('auction.started').length === 3);
    const ids = new Set(receiver.of('auction.started').map((r) => r.id));
    expect(ids.size).toBe(1);
    expect(receiver.of('auction.started')[0]!.data).toMatchObject({ auctionId });

    type Page = {
      deliveries: Array<{ id: string; status: string; attempts: number; responseCode: number; webhookId: string }>;
    };
    expect((await admin.rest('GET', `/api/webhooks/${endpoint.id}/deliveries`)).status).toBe(200);
    await until(async () => {
      const again = (await admin.rest('GET', `/api/webhooks/${endpoint.id}/deliveries`)).body as Page;
      return again.deliveries[0]?.status === 'delivered';
    });
    const [delivered] = ((await admin.rest('GET', `/api/webhooks/${endpoint.id}/deliveries`)).body as Page).deliveries;
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 3, responseCode: 200, webhookId: [...ids][0] });

    const resent = await admin.rest('POST', `/api/webhooks/deliveries/${delivered!.id}/resend`);
    expect(resent.status).toBe(200);
    await until(() => receiver.of('auction.started').length === 4);
    expect(receiver.of('auction.started')[3]!.id).toBe([...ids][0]);
  });

  it('writes bid.placed, and auction.extended in the soft-close window, from the bid batch itself', async () => {
    await quiet();
    await register(['bid.placed', 'auction.extended']);
    // ending within the soft-close window: the bid extends it
    const auctionId = await activeAuction(server, admin, { endDate: new Date(Date.now() + 60_000).toISOString() });
    const dealer = await verifiedDealer(server, admin, outboxDir);
    const placed = await dealer.client.rest('POST', '/api/bids', { auctionId, bidAmount: '600' });
    expect(placed.status).toBe(201);
    await until(() => receiver.of('bid.placed').length === 1);
    expect(receiver.of('bid.placed')[0]!.data).toMatchObject({ auctionId, dealerId: dealer.dealerId, amount: '600.00' });
    await until(() => receiver.of('auction.extended').length === 1);
    expect(receiver.of('auction.extended')[0]!.data).toMatchObject({ auctionId, reason: 'bid' });
    // a refused bid writes nothing
    expect((await dealer.client.rest('POST', '/api/bids', { auctionId, bidAmount: '550' })).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.of('bid.placed')).toHaveLength(1);
  });

  it('sends status changes, auction endings and form submissions, and nothing for an unsubscribed event', async () => {
    await quiet();
    await register(['donation.status_changed', 'auction.ended', 'form.submitted']);
    const donated = await new TestClient(server.url).rest('POST', '/api/donations', VALID);
    const donationId = (donated.body as { id: number }).id;
    expect((await admin.rest('PATCH', `/api/donations/${donationId}/status`, { status: 'reviewed' })).status).toBe(200);
    const auctionId = await activeAuction(server, admin);
    expect((await admin.rest('PATCH', `/api/auctions/${auctionId}/end`)).status).toBe(200);
    const form = await createForm(admin);
    expect((await new TestClient(server.url).rest('POST', `/api/forms/${form.id}/submit`, GOOD_ANSWERS)).status).toBe(201);
    await until(() => receiver.received.length >= 3);
    expect(receiver.of('donation.status_changed')[0]!.data).toMatchObject({ donationId, to: 'reviewed' });
    expect(receiver.of('auction.ended')[0]!.data).toMatchObject({ auctionId, bidCount: 0 });
    expect(receiver.of('form.submitted')[0]!.data).toMatchObject({ formId: form.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.map((r) => r.type).sort()).toEqual(['auction.ended', 'donation.status_changed', 'form.submitted']);
  });

  it('marks a delivery failed once its retry window is over', async () => {
    await quiet();
    const { endpoint } = await register(['donation.created']);
    receiver.status = () => 503;
    await new TestClient(server.url).rest('POST', '/api/donations', VALID);
    await until(() => receiver.received.length >= 1);
    await sql(server, `update webhook_deliveries set retry_until = now() where endpoint_id = ?`, [endpoint.id]);
    await until(async () => {
      const [row] = await sql<{ status: string }>(server, 'select status from webhook_deliveries where endpoint_id = ?', [
        endpoint.id,
      ]);
      return row?.status === 'failed';
    });
    const [row] = await sql<{ response_code: number; last_error: string }>(
      server,
      'select response_code, last_error from webhook_deliveries where endpoint_id = ?',
      [endpoint.id],
    );
    expect(row).toMatchObject({ response_code: 503, last_error: 'HTTP 503' });
  });

  it('prunes delivered and failed rows older than the log keeps, never pending ones', async () => {
    await quiet();
    const { endpoint } = await register(['donation.created']);
    receiver.status = () => 503;
    for (let n = 0; n < 3; n++) await new TestClient(server.url).rest('POST', '/api/donations', VALID);
    await until(async () => {
      const [row] = await sql<{ n: number }>(server, 'select count(*)::int as n from webhook_deliveries where endpoint_id = ?', [
        endpoint.id,
      ]);
      return row?.n === 3;
    });
    await quiet(); // no attempt under way may rewrite the statuses set below
    await new Promise((resolve) => setTimeout(resolve, 200));
    const ids = (
      await sql<{ id: string }>(server, 'select id from webhook_deliveries where endpoint_id = ? order by id', [endpoint.id])
    ).map((r) => r.id);
    await sql(
      server,
      `update webhook_deliveries set status = 'delivered', created_at = now() - interval '40 days' where id = ?`,
      [ids[0]],
    );
    await sql(server, `update webhook_deliveries set status = 'failed', created_at = now() - interval '40 days' where id = ?`, [
      ids[1],
    ]);
    await sql(server, `update webhook_deliveries set created_at = now() - interval '40 days' where id = ?`, [ids[2]]); // pending
    expect(await server.services.webhookWorker!.prune()).toBeGreaterThanOrEqual(2);
    const left = await sql<{ id: string }>(server, 'select id from webhook_deliveries where endpoint_id = ?', [endpoint.id]);
    expect(left.map((r) => r.id)).toEqual([ids[2]]);
  });

  it('refuses a private target at delivery time too (an endpoint whose name now resolves to a private address)', async () => {
    await quiet();
    const { endpoint } = await register(['donation.created']);
    // as if its DNS had changed since registration: 127.0.0.1 is not on the allow list
    await sql(server, 'update webhook_endpoints set url = ? where id = ?', [
      receiver.url.replace('localhost', '127.0.0.1'),
      endpoint.id,
    ]);
    await new TestClient(server.url).rest('POST', '/api/donations', VALID);
    await until(async () => {
      const [row] = await sql<{ last_error: string | null }>(
        server,
        'select last_error from webhook_deliveries where endpoint_id = ?',
        [endpoint.id],
      );
      return Boolean(row?.last_error);
    });
    const [row] = await sql<{ last_error: string }>(server, 'select last_error from webhook_deliveries where endpoint_id = ?', [
      endpoint.id,
    ]);
    expect(row!.last_error).toContain('notAllowed');
    expect(receiver.received).toHaveLength(0);
  });
});

describe('no event lost when the api process dies between commit and delivery', () => {
  it('delivers every committed event from another process on the same database', async () => {
    await quiet();
    await register(['donation.created']);
    // a process whose worker never runs: its events are committed, then it goes away undelivered
    const doomed = await startTestServer({ ...FAST_WEBHOOKS, databaseUrl: server.db.url, webhookWorker: false });
    const stopped = server.services.webhookWorker!;
    await stopped.stop(); // the main server's worker too: nobody delivers meanwhile
    const donor = new TestClient(doomed.url);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => donor.rest('POST', '/api/donations', { ...VALID, email: `donor${n}@example.com` })),
    );
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    await doomed.close();
    expect(receiver.received).toHaveLength(0);

    const heir = await startTestServer({ ...FAST_WEBHOOKS, databaseUrl: server.db.url });
    try {
      await until(() => receiver.of('donation.created').length >= 12, 10_000);
      const ids = receiver.of('donation.created').map((r) => r.data.donationId);
      expect(new Set(ids).size).toBe(12);
    } finally {
      await heir.close();
    }
  }, 60_000);
});
