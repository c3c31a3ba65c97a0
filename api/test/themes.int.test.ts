import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { sql, startWithAdmin } from './harness';
import { createTheme, themeBody } from './themes-fixtures';

let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
});
afterAll(() => server.close());

interface ThemeJson {
  id: string;
  name: string;
  primary: string;
  mutedForeground: string;
  isActive: boolean;
}

const activeIds = async () =>
  (await sql<{ id: string }>(server, 'select id from color_themes where is_active')).map((row) => row.id);

const activeOverRest = async () => (await new TestClient(server.url).rest('GET', '/api/color-themes/active')).body as ThemeJson;

describe('colour themes', () => {
  it('starts with the seeded demo theme active', async () => {
    expect(await activeIds()).toEqual(['default']);
    const { status, body } = await admin.rest('GET', '/api/color-themes');
    expect(status).toBe(200);
    expect((body as ThemeJson[])[0]).toMatchObject({ id: 'default', isActive: true });
  });

  it('creates themes through both doors, inactive, with a key made from the name', async () => {
    const rest = await admin.rest('POST', '/api/color-themes', themeBody('Forest Green', { description: 'Calm' }));
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ id: 'forest-green', name: 'Forest Green', isActive: false, primary: 'hsl(150, 60%, 25%)' });

    const again = await admin.rest('POST', '/api/color-themes', themeBody('Forest Green'));
    expect((again.body as ThemeJson).id).toBe('forest-green-2');

    const { data, errors } = await admin.gql<{ createColorTheme: ThemeJson }>(
      `mutation ($input: ColorThemeInput!) { createColorTheme(input: $input) { id name isActive } }`,
      { input: themeBody('Night Sky') },
    );
    expect(errors).toBeUndefined();
    expect(data?.createColorTheme).toEqual({ id: 'night-sky', name: 'Night Sky', isActive: false });
  });

  it('refuses bad tokens naming the field, through both doors, writing nothing', async () => {
    const before = await sql<{ n: number }>(server, 'select count(*)::int as n from color_themes');
    const rest = await admin.rest(
      'POST',
      '/api/color-themes',
      themeBody('Bad', { primary: 'red;} body {', heroGradient: 'url(x)' }),
    );
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('primary must be a colour');
    expect(JSON.stringify(rest.body)).toContain('heroGradient must be a CSS gradient');

    const { errors } = await admin.gql(`mutation ($input: ColorThemeInput!) { createColorTheme(input: $input) { id } }`, {
      input: themeBody('', { muted: 'grey' }),
    });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(errors?.[0]?.extensions?.fields?.map((f) => f.field)).toEqual(['name', 'muted']);
    expect(await sql(server, 'select count(*)::int as n from color_themes')).toEqual(before);
  });

  it('changes only the fields sent, through both doors; 404 for an unknown theme', async () => {
    const id = await createTheme(admin, 'Sunset');
    const rest = await admin.rest('PATCH', `/api/color-themes/${id}`, { name: 'Sunset Orange', muted: '#f5f5f5' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id, name: 'Sunset Orange', primary: 'hsl(150, 60%, 25%)' });

    const { data } = await admin.gql<{ updateColorTheme: { description: string } }>(
      `mutation { updateColorTheme(id: "${id}", input: { description: "Warm" }) { description } }`,
    );
    expect(data?.updateColorTheme.description).toBe('Warm');
    expect((await admin.rest('PATCH', '/api/color-themes/nope', { name: 'X' })).status).toBe(404);
    expect((await admin.rest('POST', '/api/color-themes/nope/activate')).status).toBe(404);
  });

  it('activates one theme, every other one inactive, and serves it as active at once', async () => {
    const id = await createTheme(admin, 'Ocean');
    await activeOverRest(); // the active theme is now in memory
    const { status, body } = await admin.rest('POST', `/api/color-themes/${id}/activate`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id, isActive: true });
    expect(await activeIds()).toEqual([id]);
    expect((await activeOverRest()).id).toBe(id);

    const other = await createTheme(admin, 'Lagoon');
    const { data } = await admin.gql<{ activateColorTheme: ThemeJson }>(
      `mutation { activateColorTheme(id: "${other}") { id isActive } }`,
    );
    expect(data?.activateColorTheme).toEqual({ id: other, isActive: true });
    const visitor = await new TestClient(server.url).gql<{ activeTheme: ThemeJson }>('{ activeTheme { id } }');
    expect(visitor.data?.activeTheme.id).toBe(other);
    expect(await activeIds()).toEqual([other]);
  });

  it('keeps exactly one theme active under concurrent activations', async () => {
    const ids = await Promise.all(['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => createTheme(admin, name)));
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(ids.map((id) => admin.rest('POST', `/api/color-themes/${id}/activate`)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const active = await activeIds();
      expect(active).toHaveLength(1);
      expect(ids).toContain(active[0]);
      expect((await activeOverRest()).id).toBe(active[0]);
    }
  });

  it('refuses to activate a theme below WCAG AA, naming the pairs, and keeps the active one', async () => {
    const before = await activeIds();
    const id = await createTheme(admin, 'Washed Out', { mutedForeground: 'hsl(150, 10%, 70%)' });
    const { status, body } = await admin.rest('POST', `/api/color-themes/${id}/activate`);
    expect(status).toBe(400);
    const text = JSON.stringify(body);
    expect(text).toContain('mutedForeground on muted');
    expect(text).toContain('mutedForeground on background');
    expect(text).not.toContain('primaryForeground on primary');
    const { errors } = await admin.gql(`mutation { activateColorTheme(id: "${id}") { id } }`);
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await activeIds()).toEqual(before);
  });

  it('refuses a change that would make the active theme unreadable', async () => {
    const [active] = await activeIds();
    const { status, body } = await admin.rest('PATCH', `/api/color-themes/${active}`, {
      primaryForeground: 'hsl(150, 60%, 30%)',
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('primaryForeground on primary');
    expect((await activeOverRest()).id).toBe(active);
    const changed = await admin.rest('PATCH', `/api/color-themes/${active}`, { primary: 'hsl(200, 80%, 25%)' });
    expect(changed.status).toBe(200);
    expect((await activeOverRest()).primary).toBe('hsl(200, 80%, 25%)');
  });

  // spec 001 §3's seeded demo theme, its tokens fixed at their source (@vdp/shared/themes/default-theme)
  it('checks the seeded demo theme like any other: it passes', async () => {
    const { status, body } = await admin.rest('POST', '/api/color-themes/default/activate');
    expect({ status, isActive: (body as { isActive?: boolean }).isActive }).toEqual({ status: 200, isActive: true });
  });
});

describe('colour theme permissions', () => {
  const body = themeBody('Perm');
  const OPERATIONS: Array<{ rest: [string, string, unknown?]; gql: string }> = [
    { rest: ['GET', '/api/color-themes'], gql: '{ colorThemes { id } }' },
    {
      rest: ['POST', '/api/color-themes', body],
      gql: `mutation { createColorTheme(input: { ${Object.entries(body)
        .map(([k, v]) => `${k}: ${JSON.stringify(v)}`)
        .join(', ')} }) { id } }`,
    },
    {
      rest: ['PATCH', '/api/color-themes/default', { name: 'Taken over' }],
      gql: 'mutation { updateColorTheme(id: "default", input: { name: "Taken over" }) { id } }',
    },
    { rest: ['POST', '/api/color-themes/default/activate'], gql: 'mutation { activateColorTheme(id: "default") { id } }' },
  ];

  it.each(OPERATIONS.map((op) => [`${op.rest[0]} ${op.rest[1]}`, op] as const))(
    '%s: anonymous 401, every role but admin 403, nothing changed',
    async (_name, op) => {
      const before = await sql(server, 'select id, name, is_active from color_themes order by id');
      const [method, path, payload] = op.rest;
      const anonymous = new TestClient(server.url);
      expect((await anonymous.rest(method, path, payload)).status).toBe(401);
      expect((await anonymous.gql(op.gql)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const role of ['editor', 'staff', 'dealer', 'charity', 'donor']) {
        const user = new TestClient(server.url);
        await user.login(role);
        expect((await user.rest(method, path, payload)).status).toBe(403);
        expect((await user.gql(op.gql)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect(await sql(server, 'select id, name, is_active from color_themes order by id')).toEqual(before);
    },
  );

  it('lets anyone read the active theme through both doors', async () => {
    for (const role of [null, 'donor', 'dealer']) {
      const client = new TestClient(server.url);
      if (role) await client.login(role);
      expect((await client.rest('GET', '/api/color-themes/active')).status).toBe(200);
      expect((await client.gql('{ activeTheme { id } }')).errors).toBeUndefined();
    }
  });
});
