import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { startTestServer } from './harness';
import { Donation } from '../src/modules/donations/donation.entity';

const CIVIC = { year: 2018, make: 'Honda', model: 'Civic', mileage: 160000, condition: 'good', location: 'Toronto, ON' };
const QUERY = `query ($input: ValuationInput!) { vehicleValuation(input: $input) {
  estimatedValue marketRange { low high } taxDeduction factors { key name impact effectPercent }
  recommendations { key text } comparableVehicles { year make model mileage price source } outcomesUsed } }`;

describe('vehicle valuation through GraphQL and REST', () => {
  let server: RunningServer;
  let client: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  it('values a vehicle the same way on both doors, every time', async () => {
    const gql = await client.gql<{ vehicleValuation: { estimatedValue: number; marketRange: { low: number; high: number } } }>(
      QUERY,
      {
        input: CIVIC,
      },
    );
    expect(gql.errors).toBeUndefined();
    const rest = await client.rest('POST', '/api/vehicles/valuation', CIVIC);
    const again = await client.rest('POST', '/api/vehicles/valuation', CIVIC);
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(again.body);
    expect(rest.body).toMatchObject(gql.data!.vehicleValuation);
    const { low, high } = gql.data!.vehicleValuation.marketRange;
    expect(low).toBeLessThanOrEqual(gql.data!.vehicleValuation.estimatedValue);
    expect(high).toBeGreaterThanOrEqual(gql.data!.vehicleValuation.estimatedValue);
  });

  it('answers 400 naming each wrong field', async () => {
    const { status, body } = await client.rest('POST', '/api/vehicles/valuation', {
      year: '',
      mileage: '',
      condition: 'mint',
      vin: 'V'.repeat(18),
    });
    expect(status).toBe(400);
    expect((body as { fields: unknown }).fields).toEqual([
      { field: 'year', message: 'Year is required' },
      { field: 'make', message: 'Make is required' },
      { field: 'model', message: 'Model is required' },
      { field: 'mileage', message: 'Mileage is required' },
      { field: 'location', message: 'Location is required' },
      { field: 'condition', message: 'Condition must be excellent, good, fair or poor' },
      { field: 'vin', message: 'VIN must be at most 17 characters' },
    ]);
    const gql = await client.gql(QUERY, { input: { ...CIVIC, make: ' ' } });
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'make', message: 'Make is required' }],
    });
  });

  it('uses the recorded final values of similar vehicles and says so, once a donation change is announced', async () => {
    type Result = {
      outcomesUsed: number;
      comparableVehicles: Array<{ price: number; source: string }>;
      factors: Array<{ key: string }>;
    };
    const value = async () => (await client.rest('POST', '/api/vehicles/valuation', CIVIC)).body as Result;
    expect((await value()).outcomesUsed).toBe(0); // outcomes of Civics read (none) and kept
    const em = server.db.orm.em.fork();
    const sold = em.create(Donation, {
      ...{ year: 2017, make: 'Honda', model: 'Civic', mileage: 150000, finalValue: '9100.00' },
      ...{ firstName: 'A', lastName: 'B', email: 'a@b.example', phone: '4165550100' },
      address: { street: '1 Main', city: 'Toronto', region: 'ON', postalCode: 'M5V 1A1' },
    });
    await em.flush();
    const staff = new TestClient(server.url);
    await staff.login('staff');
    const changed = await staff.rest('PATCH', `/api/donations/${sold.id}/status`, { status: 'completed', notes: 'Sold' });
    expect(changed.status).toBe(200);
    let result = await value();
    for (let tries = 0; result.outcomesUsed === 0 && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 20)); // the event reaches every process through the PubSub
      result = await value();
    }
    expect(result.outcomesUsed).toBe(1);
    expect(result.comparableVehicles[0]).toMatchObject({ price: 9100, source: 'outcome', year: 2017 });
    expect(result.factors.map((f) => f.key)).toContain('marketData');
  });

  it('produces the valuation report as a PDF, in French on request', async () => {
    for (const lang of ['en', 'fr']) {
      const response = await fetch(`${server.url}/api/vehicles/valuation/report?lang=${lang}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(CIVIC),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toContain('valuation-2018-honda-civic.pdf');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1500);
    }
  });

  it('refuses a report language it does not write, naming lang', async () => {
    const response = await fetch(`${server.url}/api/vehicles/valuation/report?lang=de`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CIVIC),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: [{ field: 'lang', message: 'Language must be en or fr' }] });
  });
});
