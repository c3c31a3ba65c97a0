import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { createForm, GOOD_ANSWERS } from './forms-fixtures';
import { startWithAdmin } from './harness';

let server: RunningServer;
let admin: TestClient;
const logged: string[] = [];
const errorLog = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));

beforeAll(async () => {
  // behind a proxy (TRUST_PROXY), with an SMTP server that refuses every connection
  ({ server, admin } = await startWithAdmin({ trustProxy: true, smtpUrl: 'smtp://127.0.0.1:9' }));
});
afterAll(async () => {
  await server.close();
  errorLog.mockRestore();
});

const from = (address: string) => new TestClient(server.url, { 'x-forwarded-for': `${address}, 10.0.0.1` });

describe('behind a proxy', () => {
  it('stores and limits by the forwarded client address', async () => {
    const form = await createForm(admin);
    for (let i = 0; i < 10; i++)
      expect((await from('203.0.113.7').rest('POST', `/api/forms/${form.id}/submit`, GOOD_ANSWERS)).status).toBe(201);
    expect((await from('203.0.113.7').rest('POST', `/api/forms/${form.id}/submit`, GOOD_ANSWERS)).status).toBe(429);
    expect((await from('2001:db8::7').rest('POST', `/api/forms/${form.id}/submit`, GOOD_ANSWERS)).status).toBe(201);
    const rows = await server.db.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ ip_address: string }>>('select ip_address from form_submissions where form_id = ? order by id', [form.id]);
    expect(rows.map((row) => row.ip_address)).toEqual([...Array<string>(10).fill('203.0.113.7'), '2001:db8::7']);
  });

  it('keeps a forwarded address that is not one within the column (45 characters)', async () => {
    const form = await createForm(admin);
    expect((await from('x'.repeat(200)).rest('POST', `/api/forms/${form.id}/submit`, GOOD_ANSWERS)).status).toBe(201);
  });
});

describe('when the notification e-mail fails', () => {
  it('keeps the submission and logs the failure', async () => {
    const form = await createForm(admin, { notifyEmail: 'equipe@example.ca' });
    const { status, body } = await from('198.51.100.1').rest('POST', `/api/forms/${form.id}/submit`, GOOD_ANSWERS);
    expect(status).toBe(201);
    await server.services.formSubmissions.settled();
    expect(logged.some((line) => line.includes(`submission ${(body as { id: number }).id} not e-mailed`))).toBe(true);
    const { total } = (await admin.rest('GET', `/api/forms/${form.id}/submissions`)).body as { total: number };
    expect(total).toBe(1);
  });
});
