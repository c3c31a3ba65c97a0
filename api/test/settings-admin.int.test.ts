import crypto from 'node:crypto';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { VALID } from './donor-fixtures';
import { sql, startTestServer } from './harness';
import { eventually } from './eventually';

// The admin's platform settings (issue 13 §3): the doors and their permissions, the rules of each
// value, secrets sealed at rest and masked in answers, the audit row, and settings that change the
// product — on two api processes sharing one database, as replicas behind a load balancer.

let a: RunningServer;
let b: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  const shared = {
    sessionSecret: crypto.randomBytes(32).toString('hex'),
    settingsEncryptionKey: crypto.randomBytes(32).toString('base64'),
  };
  a = await startTestServer(shared);
  b = await startTestServer({ ...shared, databaseUrl: a.db.url });
  admin = new TestClient(a.url);
  await admin.login('admin');
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

interface AdminSettingJson {
  name: string;
  tab: string;
  value: unknown;
  isSet: boolean;
  isSecret: boolean;
  lastFour: string | null;
}

const SAVE = `mutation ($input: SaveSettingInput!) { saveSetting(input: $input) { name value isSet lastFour } }`;
const LIST = `{ settings { name tab type value isSet isSecret lastFour } }`;

const save = (client: TestClient, category: string, key: string, value: unknown) =>
  client.rest('POST', '/api/settings', { category, key, value, type: 'text', description: null });

const rowOf = async (category: string, key: string) =>
  (await sql<{ value: unknown }>(a, 'select value from platform_settings where category = ? and key = ?', [category, key]))[0];

describe('settings permissions', () => {
  const operations: Array<{ name: string; rest: [string, string, unknown?]; gql: [string, Record<string, unknown>?] }> = [
    { name: 'settings', rest: ['GET', '/api/settings'], gql: [LIST] },
    {
      name: 'saveSetting',
      rest: ['POST', '/api/settings', { category: 'business', key: 'company_phone', value: '1-888-000-0000' }],
      gql: [SAVE, { input: { category: 'business', key: 'company_phone', value: '1-888-000-0000' } }],
    },
  ];

  it.each(operations.map((op) => [op.name, op] as const))(
    '%s: anonymous 401, every role but admin 403, admin 200',
    async (_n, op) => {
      const [method, path, body] = op.rest;
      const anonymous = new TestClient(a.url);
      expect((await anonymous.rest(method, path, body)).status).toBe(401);
      expect((await anonymous.gql(...op.gql)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const role of ['editor', 'staff', 'dealer', 'charity', 'donor']) {
        const user = new TestClient(a.url);
        await user.login(role);
        expect((await user.rest(method, path, body)).status).toBe(403);
        expect((await user.gql(...op.gql)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await rowOf('business', 'company_phone'))?.value).toBe('1-800-555-0199'); // nothing written
      expect((await admin.rest(method, path, body)).status).toBe(200);
      const answer = await admin.gql(...op.gql);
      expect(answer.errors).toBeUndefined();
      await save(admin, 'business', 'company_phone', '1-800-555-0199');
    },
  );
});

describe('saving settings', () => {
  it('lists every offered setting by tab, and changes a public one seen by every process', async () => {
    const list = (await admin.rest('GET', '/api/settings')).body as AdminSettingJson[];
    expect(list.map((s) => s.name)).toEqual(expect.arrayContaining(['business.company_name', 'donations.vehicle_min_year']));
    expect(new Set(list.map((s) => s.tab))).toEqual(
      new Set(['business', 'donations', 'email', 'integrations', 'security', 'system']), // system: introspection, then read-only facts
    );

    const publicPhone = async (server: RunningServer) => {
      const body = (await new TestClient(server.url).rest('GET', '/api/settings/public/all')).body as Array<{
        key: string;
        value: unknown;
      }>;
      return body.find((s) => s.key === 'company_phone')?.value;
    };
    expect(await publicPhone(b)).toBe('1-800-555-0199'); // b keeps the snapshot in memory now
    const saved = await save(admin, 'business', 'company_phone', ' 1-888-555-0100 ');
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'business.company_phone', value: '1-888-555-0100', isSet: true });
    expect(await publicPhone(a)).toBe('1-888-555-0100');
    await eventually(() => publicPhone(b), '1-888-555-0100');
    const gql = await new TestClient(b.url).gql<{ publicSettings: Array<{ key: string; value: unknown }> }>(
      '{ publicSettings { category key value } }',
    );
    expect(gql.data?.publicSettings.find((s) => s.key === 'company_phone')?.value).toBe('1-888-555-0100');
  });

  it('refuses an unknown setting or a value failing its rule with 400 naming it, nothing written', async () => {
    const before = await sql(a, 'select category, key, value from platform_settings order by id');
    const unknownKey = await save(admin, 'business', 'company_motto', 'x');
    expect(unknownKey.status).toBe(400);
    expect(JSON.stringify(unknownKey.body)).toContain('"field":"key"');
    expect(JSON.stringify(unknownKey.body)).toContain('There is no setting business.company_motto');
    const unknownCategory = await save(admin, 'nonsense', 'x', 'x');
    expect(JSON.stringify(unknownCategory.body)).toContain('"field":"category"');

    for (const [category, key, value] of [
      ['donations', 'vehicle_min_year', '1850'],
      ['donations', 'vehicle_min_year', 'nineteen ninety'],
      ['donations', 'max_mileage_km', -5],
      ['donations', 'pickup_fee', '12.345'],
      ['business', 'company_email', 'not-an-address'],
      ['business', 'company_phone', 'call us'],
      ['receipts', 'issuer', '{"name":"Only a name"}'],
      ['email', 'smtp_url', 'http://mail.example.org'],
      ['integrations', 'pixabay_api_key', 'has spaces in it'],
    ] as const) {
      const refused = await save(admin, category, key, value);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(`"field":"${category}.${key}"`);
    }
    const { errors } = await admin.gql(SAVE, { input: { category: 'donations', key: 'vehicle_min_year', value: 1492 } });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.fields).toEqual([
      { field: 'donations.vehicle_min_year', message: `Must be a whole number between 1900 and ${new Date().getFullYear()}` },
    ]);
    expect(await sql(a, 'select category, key, value from platform_settings order by id')).toEqual(before);
  });

  it('stores secrets sealed, answers them masked, and records only the mask in the audit trail', async () => {
    const key = 'pk-test-9f8e7d6c5b4a3210';
    const saved = await admin.gql<{ saveSetting: AdminSettingJson }>(SAVE, {
      input: { category: 'integrations', key: 'pixabay_api_key', value: key },
    });
    expect(saved.data?.saveSetting).toEqual({ name: 'integrations.pixabay_api_key', value: null, isSet: true, lastFour: '3210' });

    const raw = JSON.stringify((await rowOf('integrations', 'pixabay_api_key'))?.value);
    expect(raw).not.toContain(key);
    expect(raw).not.toContain('9f8e7d6c');
    expect(raw).toMatch(/"sealed":"v1\./);

    const list = await admin.gql<{ settings: AdminSettingJson[] }>(LIST);
    expect(JSON.stringify(list.data)).not.toContain(key);
    expect(list.data?.settings.find((s) => s.name === 'integrations.pixabay_api_key')).toMatchObject({
      isSecret: true,
      isSet: true,
      value: null,
      lastFour: '3210',
    });
    const rest = await admin.rest('GET', '/api/settings');
    expect(JSON.stringify(rest.body)).not.toContain(key);

    // the key reaches its consumer: the image search reports the source configured
    const sources = await admin.rest('GET', '/api/images/sources');
    expect(sources.body).toEqual(expect.arrayContaining([{ source: 'pixabay', configured: true }]));

    const audit = await sql<{ action: string; before: unknown; after: unknown; actor_username: string }>(
      a,
      `select action, before, after, actor_username from audit_events where entity_type = 'setting' and entity_id = 'integrations.pixabay_api_key' order by id`,
    );
    expect(audit).toEqual([{ action: 'create', before: null, after: { value: '••••••••' }, actor_username: 'admin' }]);
    expect(JSON.stringify(await sql(a, 'select * from audit_events'))).not.toContain(key);

    // cleared: back to the environment's key (none here)
    const cleared = await save(admin, 'integrations', 'pixabay_api_key', null);
    expect(cleared.body).toMatchObject({ isSet: false, lastFour: null });
    expect(await rowOf('integrations', 'pixabay_api_key')).toBeUndefined();
  });

  it('the AI provider of the settings wins over the environment, on every process, and clearing it gives it back', async () => {
    const assistant = async (server: RunningServer) =>
      (await new TestClient(server.url).gql<{ chatAssistant: unknown }>('{ chatAssistant { model builtIn } }')).data
        ?.chatAssistant;
    expect(await assistant(b)).toEqual({ model: expect.any(String), builtIn: true }); // no OPENAI_API_KEY here
    expect((await save(admin, 'integrations', 'openai_api_key', 'sk-test-000000000000abcd')).status).toBe(200);
    expect((await save(admin, 'integrations', 'openai_model', 'gpt-test-mini')).status).toBe(200);
    expect((await save(admin, 'integrations', 'openai_base_url', 'ftp://models.example.org')).status).toBe(400);
    await eventually(() => assistant(b), { model: 'gpt-test-mini', builtIn: false });
    await save(admin, 'integrations', 'openai_api_key', null);
    await save(admin, 'integrations', 'openai_model', '');
    await eventually(async () => ((await assistant(b)) as { builtIn: boolean }).builtIn, true);
  });

  it('a session lifetime set by the admin applies to the next sign-in, on every process', async () => {
    const signIn = async (server: RunningServer) => {
      const answer = await new TestClient(server.url).rest('POST', '/api/auth/login', {
        username: 'editor',
        password: 'DemoPass123',
      });
      return /Max-Age=(\d+)/.exec(answer.headers.getSetCookie()[0] ?? '')?.[1];
    };
    expect(await signIn(b)).toBe(String(24 * 3600)); // SESSION_TTL_HOURS' default
    expect((await save(admin, 'security', 'session_ttl_hours', '2')).status).toBe(200);
    expect((await save(admin, 'security', 'session_ttl_hours', '0')).status).toBe(400);
    await eventually(() => signIn(b), String(2 * 3600));
    const [row] = await sql<{ hours: number }>(
      a,
      `select round(extract(epoch from expires_at - now()) / 3600)::int as hours from http_sessions order by created_at desc limit 1`,
    );
    expect(row?.hours).toBe(2);
    await save(admin, 'security', 'session_ttl_hours', null);
    await eventually(() => signIn(b), String(24 * 3600));
  });

  it('the password policy of the settings applies where a password is chosen, naming the field', async () => {
    const page = (await admin.rest('GET', '/api/users?search=donor')).body as { users: Array<{ id: number; username: string }> };
    const donor = page.users.find((user) => user.username === 'donor');
    expect(donor).toBeDefined();
    const setPassword = (password: string) => admin.rest('PUT', `/api/users/${donor?.id}/password`, { password });
    expect((await save(admin, 'security', 'password_min_length', '12')).status).toBe(200);
    expect((await save(admin, 'security', 'password_require_uppercase', 'true')).status).toBe(200);
    expect((await save(admin, 'security', 'password_require_number', true)).status).toBe(200);
    expect((await save(admin, 'security', 'password_require_number', 'maybe')).status).toBe(400);

    const short = await setPassword('Shortish-1');
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('"field":"password"');
    expect(JSON.stringify(short.body)).toContain('Password must be at least 12 characters');
    expect(JSON.stringify((await setPassword('all-lowercase-1')).body)).toContain('Password must contain an uppercase letter');
    expect(JSON.stringify((await setPassword('No-Digits-Here')).body)).toContain('Password must contain a number');
    expect((await setPassword('Long-Enough-Pass-1')).status).toBe(200);

    for (const key of ['password_min_length', 'password_require_uppercase', 'password_require_number']) {
      await save(admin, 'security', key, null);
    }
    expect((await setPassword('DemoPass123')).status).toBe(200);
  });

  it('records who changed a setting with its values before and after', async () => {
    await save(admin, 'donations', 'pickup_fee', '75.50');
    const rows = await sql<{ action: string; before: unknown; after: unknown; actor_role: string }>(
      a,
      `select action, before, after, actor_role from audit_events where entity_id = 'donations.pickup_fee' order by id`,
    );
    expect(rows).toEqual([{ action: 'update', before: { value: 0 }, after: { value: 75.5 }, actor_role: 'admin' }]);
    await save(admin, 'donations', 'pickup_fee', 0);
  });

  it('a minimum vehicle year and maximum mileage set by the admin are enforced by the api, naming the field', async () => {
    const donor = new TestClient(b.url);
    expect((await save(admin, 'donations', 'vehicle_min_year', '2010')).status).toBe(200);
    expect((await save(admin, 'donations', 'max_mileage_km', 150000)).status).toBe(200);
    await eventually(async () => {
      const answer = await donor.rest('POST', '/api/donations', { ...VALID, year: 2008, mileage: 100000 });
      return answer.status;
    }, 400);
    const old = await donor.rest('POST', '/api/donations', { ...VALID, year: 2008, mileage: 180000 });
    expect(old.status).toBe(400);
    const text = JSON.stringify(old.body);
    expect(text).toContain('"field":"year"');
    expect(text).toContain(`Year must be between 2010 and ${new Date().getFullYear()}`);
    expect(text).toContain('"field":"mileage"');
    expect(text).toContain('Mileage must be at most 150,000 km');

    const { errors } = await donor.gql(`mutation ($input: DonationSubmitInput!) { donationSubmit(input: $input) { id } }`, {
      input: { ...VALID, year: 2009, mileage: 100000 },
    });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.fields?.map((f) => f.field)).toEqual(['year']);
    expect((await donor.rest('POST', '/api/donations', { ...VALID, year: 2012, mileage: 120000 })).status).toBe(201);
    await save(admin, 'donations', 'vehicle_min_year', 1985);
    await save(admin, 'donations', 'max_mileage_km', 500000);
  });
});
