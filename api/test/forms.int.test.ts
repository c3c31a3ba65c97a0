import type { RunningServer } from '../src/app/server';
import { seedDemoForms } from '../src/db/seeders/demo-forms';
import { TestClient } from './client';
import { createForm, EVERY_TYPE_FIELDS, formBody, type ErrorJson, type FormJson } from './forms-fixtures';
import { sql as sqlOn, startWithAdmin } from './harness';
import { statementsOf } from './sql-cost';

let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
});
afterAll(() => server.close());

const sql = <T>(query: string, params: unknown[] = []) => sqlOn<T>(server, query, params);

/** The SQL statements the request runs while `work` runs (sql-cost.ts leaves out the session store's and background rounds'). */
async function statementsDuring(work: () => Promise<unknown>): Promise<number> {
  return (await statementsOf(server, work)).length;
}

const FORM_FIELDS = `id name slug description isActive notifyEmail submissionCount createdAt updatedAt
  fields { id type label placeholder required options showWhen { fieldId equals } }`;

describe('building forms (REST)', () => {
  it('creates a form with every field type, active by default, made by the signed-in admin', async () => {
    const form = await createForm(admin, {
      name: 'Bénévoles & dons 2026',
      description: 'Aidez-nous',
      settings: { notifyEmail: 'Team@Example.ca' },
    });
    expect(form).toMatchObject({
      slug: 'benevoles-dons-2026',
      description: 'Aidez-nous',
      isActive: true,
      notifyEmail: 'team@example.ca',
      submissionCount: 0,
    });
    expect(form.fields.map((field) => field.type)).toEqual(EVERY_TYPE_FIELDS.map((field) => field.type));
    expect(form.fields[4]).toEqual({ ...EVERY_TYPE_FIELDS[4], placeholder: null, showWhen: null });
    expect(form.fields[8]).toMatchObject({ showWhen: { fieldId: 'flicence', equals: 'true' }, options: null });
    const [row] = await sql<{ created_by: number; admin: number }>(
      `select created_by, (select id from users where username = 'admin') as admin from custom_forms where id = ?`,
      [form.id],
    );
    expect(row.created_by).toBe(row.admin);
    expect((await admin.rest('GET', `/api/forms/${form.id}`)).body).toEqual(form);
  });

  it('makes the slug from the name, unique with -2, -3 within 50 characters', async () => {
    const name = `Contact us ${Date.now()}`;
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createForm(admin, { name, slug: '' })).slug);
    const base = name.toLowerCase().replace(/ /g, '-');
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    const long = 'Inscription '.repeat(6) + Date.now();
    const first = await createForm(admin, { name: long });
    const second = await createForm(admin, { name: long });
    expect(first.slug).toHaveLength(50);
    expect(second.slug).toBe(`${first.slug.slice(0, 48).replace(/-+$/, '')}-2`);
    expect(second.slug.length).toBeLessThanOrEqual(50);
    expect((await createForm(admin, { name: '***' })).slug).toMatch(/^form(-\d+)?$/);
  });

  it('refuses a given slug that is taken with 409 naming slug, on create and on update', async () => {
    const taken = await createForm(admin, { slug: `taken-${Date.now()}` });
    const other = await createForm(admin);
    const create = await admin.rest('POST', '/api/forms', formBody({ slug: taken.slug }));
    expect(create.status).toBe(409);
    expect(create.body).toEqual({
      code: 'CONFLICT',
      message: 'This slug is already used',
      fields: [{ field: 'slug', message: 'This slug is already used' }],
    });
    const update = await admin.rest('PATCH', `/api/forms/${other.id}`, formBody({ slug: taken.slug }));
    expect(update.status).toBe(409);
    // its own slug is not taken by itself
    const same = await admin.rest('PATCH', `/api/forms/${taken.id}`, formBody({ slug: taken.slug, name: 'Renamed' }));
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ slug: taken.slug, name: 'Renamed' });
  });

  it('names each refused part of a definition by its path', async () => {
    const refusal = async (body: Record<string, unknown>) => {
      const { status, body: answer } = await admin.rest('POST', '/api/forms', body);
      expect(status).toBe(400);
      return (answer as ErrorJson).fields;
    };
    expect(await refusal({ fields: EVERY_TYPE_FIELDS })).toEqual([{ field: 'name', message: 'Form name is required' }]);
    expect(await refusal(formBody({ fields: [] }))).toEqual([
      { field: 'fields', message: 'No Fields: Please add at least one field to your form.' },
    ]);
    expect(await refusal(formBody({ slug: 'Not A Slug!' }))).toEqual([
      { field: 'slug', message: 'Slug: lowercase letters, digits and dashes only, at most 50 characters' },
    ]);
    const fields = [
      { id: 'a', type: 'text', label: 'A' },
      { id: 'b', type: 'text', label: '' },
      { id: 'c', type: 'select', label: 'C', options: [] },
      { id: 'd', type: 'colour', label: 'D' },
    ];
    expect(await refusal(formBody({ fields, settings: { notifyEmail: 'nobody' } }))).toEqual([
      { field: 'fields[1].label', message: 'Every field needs a label' },
      { field: 'fields[2].options', message: 'A select field needs at least one option' },
      { field: 'fields[3].type', message: 'Field type must be text, email, phone, textarea, select, checkbox or date' },
      { field: 'settings.notifyEmail', message: 'Notification e-mail must be a valid e-mail address' },
    ]);
    expect(await refusal(formBody({ notifyEmail: 'nobody' }))).toEqual([
      { field: 'notifyEmail', message: 'Notification e-mail must be a valid e-mail address' },
    ]);
    const later = [
      { id: 'a', type: 'text', label: 'A', showWhen: { fieldId: 'b', equals: 'x' } },
      { id: 'b', type: 'text', label: 'B' },
    ];
    expect((await refusal(formBody({ fields: later })))?.[0]?.field).toBe('fields');
    expect(await sql('select 1 from custom_forms where fields @> ?::jsonb', [JSON.stringify([{ id: 'd' }])])).toEqual([]);
  });

  it('lists the forms newest first with their submission counts, in the same statements whatever their number', async () => {
    const older = await createForm(admin);
    const newer = await createForm(admin);
    await sql(
      `insert into form_submissions (form_id, data) select ?, '{}'::jsonb from generate_series(1, 3) union all
       select ?, '{}'::jsonb`,
      [older.id, newer.id],
    );
    let list: FormJson[] = [];
    const few = await statementsDuring(async () => (list = (await admin.rest('GET', '/api/forms')).body as FormJson[]));
    const ids = list.map((form) => form.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.find((form) => form.id === older.id)?.submissionCount).toBe(3);
    expect(list.find((form) => form.id === newer.id)?.submissionCount).toBe(1);
    for (let i = 0; i < 10; i++) await createForm(admin);
    const many = await statementsDuring(() => admin.rest('GET', '/api/forms'));
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(3); // the page, its count, and maybe the session lookup
  });

  it('replaces a form with PATCH, enables and disables it with { isActive } alone', async () => {
    const form = await createForm(admin, { notifyEmail: 'a@example.ca' });
    const replaced = await admin.rest('PATCH', `/api/forms/${form.id}`, {
      name: 'Replaced',
      slug: form.slug,
      fields: [{ id: 'only', type: 'text', label: 'Only' }],
    });
    expect(replaced.body).toMatchObject({ name: 'Replaced', notifyEmail: null, fields: [{ id: 'only', required: false }] });
    const disabled = await admin.rest('PATCH', `/api/forms/${form.id}`, { isActive: false });
    expect(disabled.body).toMatchObject({ name: 'Replaced', isActive: false });
    expect((await admin.rest('PATCH', `/api/forms/${form.id}`, { isActive: 'maybe' })).status).toBe(400);
    expect((await admin.rest('PATCH', `/api/forms/${form.id}`, { isActive: true })).body).toMatchObject({ isActive: true });
  });

  it('deletes a form with its submissions (204), then answers 404', async () => {
    const form = await createForm(admin);
    await sql(`insert into form_submissions (form_id, data) values (?, '{}')`, [form.id]);
    const deleted = await admin.rest('DELETE', `/api/forms/${form.id}`);
    expect(deleted.status).toBe(204);
    expect(await sql('select id from form_submissions where form_id = ?', [form.id])).toEqual([]);
    for (const [method, body] of [['GET'], ['DELETE'], ['PATCH', { isActive: false }], ['PATCH', formBody()]] as const) {
      const { status, body: answer } = await admin.rest(method, `/api/forms/${form.id}`, body);
      expect(status).toBe(404);
      expect((answer as ErrorJson).code).toBe('NOT_FOUND');
    }
  });

  it('answers 404 for ids that name no form, however they are written', async () => {
    for (const id of ['0', 'abc', '99999999999', '1.5', '-3']) {
      expect((await admin.rest('GET', `/api/forms/${id}`)).status).toBe(404);
    }
  });
});

describe('the public form (REST)', () => {
  it('shows an active form to anyone, a disabled one without fields, and 404 for an unknown slug', async () => {
    const form = await createForm(admin, { description: 'Public' });
    const visitor = new TestClient(server.url);
    const shown = await visitor.rest('GET', `/api/forms/slug/${form.slug}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      id: form.id,
      name: form.name,
      slug: form.slug,
      description: 'Public',
      fields: form.fields,
      isActive: true,
    });
    await admin.rest('PATCH', `/api/forms/${form.id}`, { isActive: false });
    expect((await visitor.rest('GET', `/api/forms/slug/${form.slug}`)).body).toMatchObject({ isActive: false, fields: [] });
    const unknown = await visitor.rest('GET', '/api/forms/slug/no-such-form');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: 'Form Not Found' });
    expect((await visitor.rest('GET', `/api/forms/slug/${'x'.repeat(300)}`)).status).toBe(404);
  });
});

describe('building forms (GraphQL)', () => {
  it('creates, reads, lists, replaces, disables and deletes', async () => {
    const input = { name: `GraphQL form ${Date.now()}`, notifyEmail: 'ops@example.ca', fields: EVERY_TYPE_FIELDS };
    const created = await admin.gql<{ createForm: FormJson }>(
      `mutation ($input: FormInput!) { createForm(input: $input) { ${FORM_FIELDS} } }`,
      { input },
    );
    expect(created.errors).toBeUndefined();
    const form = created.data!.createForm;
    expect(form).toMatchObject({ notifyEmail: 'ops@example.ca', isActive: true, submissionCount: 0 });
    const rest = (await admin.rest('GET', `/api/forms/${form.id}`)).body as FormJson;
    expect({ ...rest, id: String(rest.id) }).toEqual(form);

    const read = await admin.gql<{ form: FormJson; forms: { edges: Array<{ node: FormJson }> } }>(
      `query ($id: ID!) { form(id: $id) { slug } forms(first: 1) { edges { node { id submissionCount } } } }`,
      { id: form.id },
    );
    expect(read.data?.form.slug).toBe(form.slug);
    expect(read.data?.forms.edges[0]?.node.id).toBe(form.id);

    const updated = await admin.gql<{ updateForm: FormJson }>(
      `mutation ($id: ID!, $input: FormInput!) { updateForm(id: $id, input: $input) { name slug notifyEmail } }`,
      { id: form.id, input: { ...input, name: 'Renamed by GraphQL', slug: form.slug, notifyEmail: null } },
    );
    expect(updated.data?.updateForm).toEqual({ name: 'Renamed by GraphQL', slug: form.slug, notifyEmail: null });

    const disabled = await admin.gql<{ setFormActive: FormJson }>(
      `mutation ($id: ID!) { setFormActive(id: $id, isActive: false) { isActive } }`,
      { id: form.id },
    );
    expect(disabled.data?.setFormActive.isActive).toBe(false);
    const shown = await new TestClient(server.url).gql<{ publicForm: { isActive: boolean; fields: unknown[] } }>(
      `query ($slug: String!) { publicForm(slug: $slug) { isActive fields { id } } }`,
      { slug: form.slug },
    );
    expect(shown.data?.publicForm).toEqual({ isActive: false, fields: [] });

    const deleted = await admin.gql<{ deleteForm: boolean }>(`mutation ($id: ID!) { deleteForm(id: $id) }`, { id: form.id });
    expect(deleted.data?.deleteForm).toBe(true);
    const gone = await admin.gql(`query ($id: ID!) { form(id: $id) { id } }`, { id: form.id });
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses with the same codes and paths as REST', async () => {
    const taken = await createForm(admin);
    const conflict = await admin.gql(`mutation ($input: FormInput!) { createForm(input: $input) { id } }`, {
      input: { name: 'x', slug: taken.slug, fields: EVERY_TYPE_FIELDS },
    });
    expect(conflict.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'slug' }] });
    const bad = await admin.gql(`mutation ($input: FormInput!) { createForm(input: $input) { id } }`, {
      input: { name: ' ', notifyEmail: 'nobody', fields: [{ id: 'a', type: 'text', label: '' }] },
    });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.fields?.map((field) => field.field)).toEqual(['name', 'fields[0].label', 'notifyEmail']);
    const unknown = await new TestClient(server.url).gql(`{ publicForm(slug: "no-such-form") { id } }`);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('demo mode', () => {
  it('seeds one "Volunteer sign-up" form that the builder rules accept, once', async () => {
    const visitor = new TestClient(server.url);
    const { status, body } = await visitor.rest('GET', '/api/forms/slug/volunteer-sign-up');
    expect(status).toBe(200);
    const demo = body as FormJson;
    expect(demo.name).toMatch(/^Volunteer sign-up/);
    expect(demo.fields.find((field) => field.showWhen)).toBeDefined();
    const again = await admin.rest('PATCH', `/api/forms/${demo.id}`, { ...demo, description: demo.description });
    expect(again.status).toBe(200);
    await seedDemoForms(server.db.orm.em.fork());
    expect(await sql(`select id from custom_forms where slug like 'volunteer-sign-up%'`)).toHaveLength(1);
  });
});
