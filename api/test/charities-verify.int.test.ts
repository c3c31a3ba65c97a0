import type { RunningServer } from '../src/app/server';
import { registeredNumber } from './charities-fixtures';
import { TestClient } from './client';
import { startTestServer } from './harness';
import { insertRegistryCharity } from './registry-fixtures';
import { signedIn } from './staff-fixtures';

let server: RunningServer;
let visitor: TestClient;
let registered: string;
const revoked = '777900001RR0001';

beforeAll(async () => {
  server = await startTestServer();
  visitor = new TestClient(server.url);
  registered = await registeredNumber(server, '777900000RR0001');
  await insertRegistryCharity(server, { number: revoked, name: 'Gone Charity', status: 'Revoked', registered: false });
  await insertRegistryCharity(server, {
    number: '123456789',
    registry: 'irs',
    name: 'US Friends',
    status: 'Active',
    registered: true,
  });
});
afterAll(() => server.close());

const VERIFY = `query ($n: String!) { verifyCharity(registrationNumber: $n) { isValid registrationNumber registry found name status details { programs } } }`;

describe('charity verification', () => {
  it('says registered, revoked and unknown numbers apart, never failing (REST)', async () => {
    const ok = await visitor.rest('POST', '/api/charities/verify', { registrationNumber: '777 900000 RR 0001' });
    expect([ok.status, ok.body]).toEqual([
      200,
      {
        isValid: true,
        registrationNumber: registered,
        registry: 'cra',
        found: true,
        name: `Registry name ${registered}`,
        status: 'Registered',
        details: null,
      },
    ]);
    const gone = await visitor.rest('POST', '/api/charities/verify', { registrationNumber: revoked });
    expect(gone.body).toMatchObject({ isValid: false, found: true, status: 'Revoked' });
    const unknown = await visitor.rest('POST', '/api/charities/verify', { registrationNumber: '777999999RR0001' });
    expect(unknown.body).toMatchObject({ isValid: false, found: false, status: 'Not found', name: null });
    const ein = await visitor.rest('POST', '/api/charities/verify', { registrationNumber: '12-3456789' });
    expect(ein.body).toMatchObject({ isValid: true, registry: 'irs', registrationNumber: '123456789' });
  });

  it('refuses a malformed number with 400 naming registrationNumber (REST and GraphQL)', async () => {
    for (const registrationNumber of ['12345', '', 'ABCDEFGHIRR0001']) {
      const bad = await visitor.rest('POST', '/api/charities/verify', { registrationNumber });
      expect(bad.status).toBe(400);
      expect((bad.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual(['registrationNumber']);
    }
    const gql = await visitor.gql(VERIFY, { n: '12345' });
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('has GraphQL twins, with details from the registry in the detailed lookup', async () => {
    const answer = await visitor.gql<{ verifyCharity: { isValid: boolean; status: string } }>(VERIFY, { n: revoked });
    expect(answer.data?.verifyCharity).toMatchObject({ isValid: false, status: 'Revoked', found: true });
    const detailed = await visitor.rest('POST', '/api/charities/verify-detailed', { registrationNumber: registered });
    expect(detailed.body).toMatchObject({
      isValid: true,
      charity: {
        status: 'Registered',
        details: {
          address: { streetAddress: '1 Registry Street', city: 'Toronto', state: 'ON', zipCode: 'M5V 1A1' },
          programs: ['Relief of poverty', 'Charitable organization'],
          financialInfo: { year: 2024, totalRevenue: 1000000, charitablePurposes: 800000, fundraisingCosts: 100000 },
        },
      },
    });
    const gql = await visitor.gql<{ verifyCharityDetailed: { isValid: boolean; charity: { details: null } } }>(
      `query ($n: String!) { verifyCharityDetailed(registrationNumber: $n) { isValid charity { found details { programs } } } }`,
      { n: '777999998RR0001' },
    );
    expect(gql.data?.verifyCharityDetailed).toEqual({ isValid: false, charity: { found: false, details: null } });
  });

  it("adds the platform's contact for a charity registered here (the demo food bank)", async () => {
    const detailed = await visitor.rest('POST', '/api/charities/verify-detailed', { registrationNumber: '888000001RR0001' });
    expect(detailed.body).toMatchObject({
      isValid: true,
      charity: { details: { contact: { phone: '555-0150', email: '888000001rr0001@demo.cardonation.example', website: null } } },
    });
    const unregistered = await visitor.rest('POST', '/api/charities/verify-detailed', { registrationNumber: registered });
    expect(unregistered.body).toMatchObject({ charity: { details: { contact: { phone: null, email: null, website: null } } } });
  });

  it('fills the admin dialog from the registry (GET /api/charities/{reg}/verify)', async () => {
    const admin = await signedIn(server, 'admin');
    const check = await admin.rest('GET', `/api/charities/${registered}/verify`);
    expect(check.body).toEqual({
      verified: true,
      registrationNumber: registered,
      status: 'Registered',
      name: `Registry name ${registered}`,
      address: '1 Registry Street',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 1A1',
      website: null,
      description: 'Relief of poverty, Charitable organization',
    });
    expect((await admin.rest('GET', '/api/charities/777999997RR0001/verify')).body).toMatchObject({
      verified: false,
      status: 'Not found',
    });
    expect((await admin.rest('GET', '/api/charities/nonsense/verify')).status).toBe(400);
  });
});
