import type { RunningServer } from '../src/app/server';
import type { TestClient } from './client';
import { VALID } from './donor-fixtures';
import { startTestServer } from './harness';
import { GQL, signedIn, submitDonation } from './staff-fixtures';
import { DonationStatusHistory } from '../src/modules/donations/donation-status-history.entity';
import { Donation } from '../src/modules/donations/donation.entity';

interface StaffDonationJson {
  id: number;
  status: string;
  adminStatus: string;
  staffProgress: number;
  accessCode: string | null;
  email: string;
}
interface PageJson {
  items: StaffDonationJson[];
  total: number;
  nextCursor: string | null;
}
interface ConnectionJson {
  totalCount: number;
  edges: Array<{ node: StaffDonationJson }>;
}
const idsOf = (connection: ConnectionJson) => connection.edges.map((edge) => edge.node.id);
interface HistoryJson {
  status: string;
  previousStatus: string | null;
  notes: string | null;
  updatedByName: string | null;
}

describe('staff donation workflow', () => {
  let server: RunningServer;
  let staff: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ donorLookupsPerMinute: 1000 });
    staff = await signedIn(server, 'staff');
  });
  afterAll(() => server.close());

  it('walks the seven staff statuses, recording the previous status and who changed it', async () => {
    const { id, accessCode } = await submitDonation(server);
    const rest = await staff.rest('PATCH', `/api/donations/${id}/status`, { status: 'reviewed', notes: 'Papers checked' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id, status: 'reviewed', adminStatus: 'in_progress', staffProgress: 29, accessCode });

    const progress: number[] = [];
    for (const status of ['pickup_scheduled', 'picked_up', 'valued', 'receipt_issued', 'completed']) {
      const result = await staff.gql<{ donationStatusUpdate: StaffDonationJson }>(GQL.status, {
        input: { donationId: id, status },
      });
      expect(result.errors).toBeUndefined();
      progress.push(result.data!.donationStatusUpdate.staffProgress);
    }
    expect(progress).toEqual([43, 57, 71, 86, 100]);

    const history = await staff.rest('GET', `/api/donations/${id}/history`);
    const twin = await staff.rest('GET', `/api/donations/${id}/status-history`);
    expect(twin.body).toEqual(history.body);
    const entries = history.body as HistoryJson[];
    expect(entries.map((h) => [h.status, h.previousStatus])).toEqual([
      ['completed', 'receipt_issued'],
      ['receipt_issued', 'valued'],
      ['valued', 'picked_up'],
      ['picked_up', 'pickup_scheduled'],
      ['pickup_scheduled', 'reviewed'],
      ['reviewed', 'pending'],
      ['pending', null],
    ]);
    expect(entries[5]).toMatchObject({ notes: 'Papers checked', updatedByName: 'staff' });
    const stored = await server.db.orm.em.fork().find(DonationStatusHistory, { donation: id, status: 'reviewed' });
    expect(stored[0].updatedBy?.id).toBeGreaterThan(0);
  });

  it('maps the admin statuses: in_progress is stored as reviewed, and keeps a status already in progress', async () => {
    const admin = await signedIn(server, 'admin');
    const { id } = await submitDonation(server);
    const first = await admin.rest('PATCH', `/api/donations/${id}/status`, { status: 'in_progress' });
    expect(first.body).toMatchObject({ status: 'reviewed', adminStatus: 'in_progress' });
    await admin.rest('PATCH', `/api/donations/${id}/status`, { status: 'picked_up' });
    const again = await admin.rest('PATCH', `/api/donations/${id}/status`, { status: 'in_progress', notes: 'still going' });
    expect(again.body).toMatchObject({ status: 'picked_up', adminStatus: 'in_progress' });
    const cancelled = await admin.rest('PATCH', `/api/donations/${id}/status`, { status: 'cancelled' });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', adminStatus: 'cancelled', staffProgress: 0 });
  });

  it('lists newest first, searches every documented field and filters by stored or admin status', async () => {
    const marker = `zz${Date.now()}`;
    const a = await submitDonation(server, { email: `${marker}.a@example.com`, vin: '1HGCM82633A004352' });
    const b = await submitDonation(server, { email: `${marker}.b@example.com`, make: 'Subaru', model: 'Outback' });
    await staff.rest('PATCH', `/api/donations/${b.id}/status`, { status: 'picked_up' });

    const page = (await staff.rest('GET', `/api/donations?search=${marker}`)).body as PageJson;
    expect(page).toMatchObject({ total: 2, nextCursor: null });
    expect(page.items.map((d) => d.id)).toEqual([b.id, a.id]);

    const searches: Array<[string, number]> = [
      ['1hgcm82633a004352', a.id],
      [a.accessCode, a.id],
      [`${marker.toUpperCase()}.B@EXAMPLE.COM`, b.id],
      [String(b.id), b.id],
    ];
    for (const [search, expected] of searches) {
      const found = (await staff.rest('GET', `/api/donations?search=${encodeURIComponent(search)}`)).body as PageJson;
      expect(found.items.map((d) => d.id)).toContain(expected);
    }
    const byName = await staff.gql<{ staffDonations: ConnectionJson }>(GQL.list, {
      search: `${VALID.firstName} ${VALID.lastName}`,
      first: 100,
    });
    expect(idsOf(byName.data!.staffDonations)).toEqual(expect.arrayContaining([a.id, b.id]));

    const inProgress = await staff.gql<{ staffDonations: ConnectionJson }>(GQL.list, { search: marker, status: 'in_progress' });
    expect(idsOf(inProgress.data!.staffDonations)).toEqual([b.id]);
    const pending = (await staff.rest('GET', `/api/donations?search=${marker}&status=pending`)).body as PageJson;
    expect(pending.items.map((d) => d.id)).toEqual([a.id]);

    const first = (await staff.rest('GET', `/api/donations?search=${marker}&limit=1`)).body as PageJson;
    expect(first).toMatchObject({ total: 2, items: [{ id: b.id }], nextCursor: expect.any(String) });
    const second = (await staff.rest('GET', `/api/donations?search=${marker}&limit=1&cursor=${first.nextCursor}`))
      .body as PageJson;
    expect(second).toMatchObject({ total: 2, nextCursor: null });
    expect(second.items.map((d) => d.id)).toEqual([a.id]);
    const wildcard = (await staff.rest('GET', `/api/donations?search=${encodeURIComponent('%_')}`)).body as PageJson;
    expect(wildcard.total).toBe(0);
  });

  it('adds and lists communications, and shows the detail with the e-mails sent', async () => {
    const { id } = await submitDonation(server);
    await server.services.donations.settled(); // the confirmation's sentAt is when it went out
    const posted = await staff.rest('POST', `/api/donations/${id}/communications`, {
      type: 'phone',
      method: 'outbound',
      subject: 'Pickup',
      message: 'Called to book the tow',
    });
    expect(posted.status).toBe(201);
    const gql = await staff.gql<{ donationCommunicationAdd: { type: string } }>(GQL.communication, {
      input: { donationId: id, type: 'note', method: 'inbound', message: 'Donor called back' },
    });
    expect(gql.data!.donationCommunicationAdd.type).toBe('note');

    const list = (await staff.rest('GET', `/api/donations/${id}/communications`)).body as Array<{ type: string }>;
    expect(list.map((c) => c.type)).toEqual(['note', 'phone', 'confirmation']);
    const notifications = (await staff.rest('GET', `/api/donations/${id}/notifications`)).body as Array<{ method: string }>;
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({ method: 'email', type: 'confirmation' });

    const detail = await staff.gql<{
      staffDonation: { communications: unknown[]; notifications: unknown[]; statusHistory: unknown[] };
    }>(GQL.detail, { id });
    expect(detail.errors).toBeUndefined();
    expect(detail.data!.staffDonation).toMatchObject({ statusHistory: [{ status: 'pending' }] });
    expect(detail.data!.staffDonation.communications).toHaveLength(3);
    const restDetail = await staff.rest('GET', `/api/donations/${id}`);
    expect(restDetail.body).toMatchObject({ donation: { id }, receipts: [], notifications: [{ type: 'confirmation' }] });
  });

  it('answers bad input with 400 naming the field, 404 for a missing donation, and writes nothing', async () => {
    const { id } = await submitDonation(server);
    const cases: Array<[string, string, unknown, string]> = [
      ['PATCH', `/api/donations/${id}/status`, { status: 'teleported' }, 'status'],
      ['PATCH', `/api/donations/${id}/status`, {}, 'status'],
      ['PATCH', `/api/donations/${id}/status`, { status: 'reviewed', notes: 'x'.repeat(2001) }, 'notes'],
      ['PATCH', `/api/donations/abc/status`, { status: 'reviewed' }, 'donationId'],
      ['POST', `/api/donations/${id}/communications`, { type: 'pigeon', method: 'outbound', message: 'x' }, 'type'],
      ['POST', `/api/donations/${id}/communications`, { type: 'email', method: 'sideways', message: 'x' }, 'method'],
      ['POST', `/api/donations/${id}/communications`, { type: 'email', method: 'outbound', message: ' ' }, 'message'],
      ['POST', `/api/donations/${id}/communications`, '[1,2', 'body'],
      ['GET', '/api/donations?status=lost', undefined, 'status'],
      ['GET', '/api/donations?limit=0', undefined, 'limit'],
      ['GET', '/api/donations?limit=1000', undefined, 'limit'],
      ['GET', `/api/donations?search=${'x'.repeat(101)}`, undefined, 'search'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await staff.rest(method, path, body);
      const answer = response.body as { message?: string; fields?: Array<{ field: string }> };
      expect({ path, body, status: response.status }).toEqual({ path, body, status: 400 });
      if (field !== 'body') expect(answer.fields?.map((f) => f.field)).toContain(field);
    }
    const gql = await staff.gql(GQL.status, { input: { donationId: id, status: '' } });
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect((await staff.rest('GET', '/api/donations/999999')).status).toBe(404);
    expect((await staff.rest('PATCH', '/api/donations/999999/status', { status: 'reviewed' })).status).toBe(404);

    const em = server.db.orm.em.fork();
    expect((await em.findOneOrFail(Donation, id)).status).toBe('pending');
    expect(await em.count(DonationStatusHistory, { donation: id })).toBe(1);
  });
});
