import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { startTestServer } from './harness';
import { GQL, signedIn, submitDonation } from './staff-fixtures';
import { TaxReceipt } from '../src/modules/receipts/tax-receipt.entity';
import { DonationCommunication } from '../src/modules/donations/donation-communication.entity';
import { DonationStatusHistory } from '../src/modules/donations/donation-status-history.entity';
import { registerDemoNumbers } from './registry-fixtures';

describe('staff operations are for admin, editor and staff only', () => {
  let server: RunningServer;
  let donationId: number;
  let receiptNumber: string;
  const clients: Record<string, TestClient> = {};

  beforeAll(async () => {
    server = await startTestServer();
    await registerDemoNumbers(server);
    ({ id: donationId } = await submitDonation(server));
    const staff = await signedIn(server, 'staff');
    const receipt = await staff.rest('POST', `/api/donations/${donationId}/generate-receipt`, {
      receiptValue: '100',
      sendEmail: false,
    });
    receiptNumber = (receipt.body as { receiptNumber: string }).receiptNumber;
    clients.anonymous = new TestClient(server.url);
    for (const username of ['dealer', 'charity', 'donor', 'staff', 'editor', 'admin']) {
      clients[username] = await signedIn(server, username);
    }
  });
  afterAll(() => server.close());

  const graphql = (): Array<[string, string, Record<string, unknown>]> => [
    ['staffDonations', GQL.list, {}],
    ['staffDonation', GQL.detail, { id: donationId }],
    ['donationStatusUpdate', GQL.status, { input: { donationId, status: 'completed' } }],
    ['donationCommunicationAdd', GQL.communication, { input: { donationId, type: 'note', method: 'outbound', message: 'x' } }],
    ['donationReceiptGenerate', GQL.receipt, { input: { donationId, receiptValue: '5', sendEmail: false } }],
  ];
  const rest = (): Array<[string, string, unknown?]> => [
    ['GET', '/api/donations'],
    ['GET', `/api/donations/${donationId}`],
    ['PATCH', `/api/donations/${donationId}/status`, { status: 'completed' }],
    ['GET', `/api/donations/${donationId}/history`],
    ['GET', `/api/donations/${donationId}/status-history`],
    ['GET', `/api/donations/${donationId}/communications`],
    ['POST', `/api/donations/${donationId}/communications`, { type: 'note', method: 'outbound', message: 'x' }],
    ['GET', `/api/donations/${donationId}/notifications`],
    ['POST', `/api/donations/${donationId}/generate-receipt`, { receiptValue: '5', sendEmail: false }],
    ['GET', `/api/receipts/${receiptNumber}/pdf`],
  ];
  const refusals: Array<[string, number, string]> = [
    ['anonymous', 401, 'UNAUTHENTICATED'],
    ['dealer', 403, 'FORBIDDEN'],
    ['charity', 403, 'FORBIDDEN'],
    ['donor', 403, 'FORBIDDEN'],
  ];

  it.each(refusals)('refuses %s on every GraphQL operation and REST route, and writes nothing', async (who, status, code) => {
    const em = server.db.orm.em.fork();
    const before = [
      await em.count(DonationStatusHistory, {}),
      await em.count(DonationCommunication, {}),
      await em.count(TaxReceipt, {}),
    ];
    for (const [name, query, variables] of graphql()) {
      const result = await clients[who].gql(query, variables);
      expect({ name, code: result.errors?.[0]?.extensions?.code, data: result.data ?? null }).toEqual({ name, code, data: null });
    }
    for (const [method, path, body] of rest()) {
      const response = await clients[who].rest(method, path, body);
      expect({ method, path, status: response.status }).toEqual({ method, path, status });
      expect(response.body).toMatchObject({ code });
    }
    const ws = clients[who].socket();
    try {
      // the socket carries the refusal's message (its code is added on HTTP only)
      const result = await clients[who].socketRequest(ws, GQL.live).catch((error: Error) => ({ errors: [error] }));
      expect(JSON.stringify(result)).toMatch(code === 'UNAUTHENTICATED' ? /must sign in/ : /do not have permission/);
    } finally {
      await ws.dispose();
    }
    const after = [
      await em.count(DonationStatusHistory, {}),
      await em.count(DonationCommunication, {}),
      await em.count(TaxReceipt, {}),
    ];
    expect(after).toEqual(before);
  });

  it.each(['staff', 'editor', 'admin'])('lets %s use every operation', async (who) => {
    for (const [name, query, variables] of graphql()) {
      const result = await clients[who].gql(query, variables);
      expect({ name, errors: result.errors }).toEqual({ name, errors: undefined });
    }
    for (const [method, path, body] of rest()) {
      const response = await clients[who].rest(method, path, body);
      expect({ method, path, ok: response.status < 300 }).toEqual({ method, path, ok: true });
    }
  });
});
