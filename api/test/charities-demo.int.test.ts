import type { RunningServer } from '../src/app/server';
import { seedDemoCharities } from '../src/db/seeders/demo-charities';
import { sql } from './auction-fixtures';
import { registeredNumber } from './charities-fixtures';
import { startTestServer } from './harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('demo charities', () => {
  it('seeds six verified charities, one pending, the demo account linked to 888000001RR0001, and donations to it', async () => {
    const rows = await sql<{ registration_number: string; verification_status: string; username: string | null }>(
      server,
      `select c.registration_number, c.verification_status, u.username
         from charities c left join users u on u.id = c.user_id
        where c.registration_number like '8880000%' order by c.registration_number`,
    );
    expect(rows.map((r) => [r.registration_number, r.verification_status, r.username])).toEqual([
      ['888000001RR0001', 'verified', 'charity'],
      ['888000002RR0001', 'verified', null],
      ['888000003RR0001', 'verified', null],
      ['888000004RR0001', 'verified', null],
      ['888000005RR0001', 'verified', null],
      ['888000006RR0001', 'verified', null],
      ['888000007RR0001', 'pending', null],
    ]);
    const [linked] = await sql<{ n: number }>(
      server,
      `select count(*)::int as n from donations d join charities c on c.id = d.charity_id where c.registration_number = '888000001RR0001'`,
    );
    expect(linked!.n).toBeGreaterThanOrEqual(3);
  });

  it('copies the registry record as verification does when the registry lists the number', async () => {
    // the registry's sample row for the number, loaded in demo mode, is the one copied
    await sql(server, `delete from registry_financials where number = '888000003RR0001'`);
    await sql(server, `delete from registry_charities where number = '888000003RR0001'`);
    await sql(server, `delete from charities where registration_number = '888000003RR0001'`);
    await registeredNumber(server, '888000003RR0001');
    await seedDemoCharities(server.db.orm.em.fork());
    const [row] = await sql<Record<string, unknown>>(
      server,
      `select irs_status, compliance_status, overall_score, sync_status, verification_status
         from charities where registration_number = '888000003RR0001'`,
    );
    expect(row).toEqual({
      irs_status: 'Registered',
      compliance_status: 'compliant',
      overall_score: 90,
      sync_status: 'synced',
      verification_status: 'verified',
    });
  });
});
