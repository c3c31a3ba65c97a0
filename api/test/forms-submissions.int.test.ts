import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { FORM_HONEYPOT, FORM_LIMITS } from '@vdp/shared/forms/form.constants';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { createForm, GOOD_ANSWERS, type ErrorJson } from './forms-fixtures';
import { sql as sqlOn, startWithAdmin } from './harness';

let server: RunningServer;
let admin: TestClient;
let outboxDir: string;

beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(os.tmpdir(), 'vdp-outbox-'));
  ({ server, admin } = await startWithAdmin({ outboxDir, smtpUrl: undefined }));
});
afterAll(() => server.close());

const sql = <T>(query: string, params: unknown[] = []) => sqlOn<T>(server, query, params);
const stored = (formId: number) =>
  sql<{ data: Record<string, unknown>; ip_address: string; user_agent: string }>(
    'select data, ip_address, user_agent from form_submissions where form_id = ? order by id',
    [formId],
  );

const visitor = () => new TestClient(server.url, { 'user-agent': 'Mozilla/5.0 (Forms test)' });
const submit = (form: { id: number }, answers: unknown, client = visitor()) =>
  client.rest('POST', `/api/forms/${form.id}/submit`, answers);

const SUBMIT = `mutation ($formId: ID!, $answers: JSON!) { submitForm(formId: $formId, answers: $answers) { id createdAt } }`;

describe('accepted submissions', () => {
  it('stores the checked answers, the client address and user agent, and answers 201 { id, createdAt }', async () => {
    const form = await createForm(admin);
    const { status, body } = await submit(form, { ...GOOD_ANSWERS, fname: '  Élise Gagnon ', fnotes: ' ', extra: 'dropped' });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    expect(await stored(form.id)).toEqual([
      {
        data: { ...GOOD_ANSWERS, fname: 'Élise Gagnon', flicence: false },
        ip_address: expect.stringMatching(/127\.0\.0\.1$/),
        user_agent: 'Mozilla/5.0 (Forms test)',
      },
    ]);
  });

  it('takes the same answers through GraphQL', async () => {
    const form = await createForm(admin);
    const result = await visitor().gql<{ submitForm: { id: string; createdAt: string } }>(SUBMIT, {
      formId: form.id,
      answers: GOOD_ANSWERS,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.submitForm.id).toMatch(/^\d+$/);
    expect((await stored(form.id))[0]?.user_agent).toBe('Mozilla/5.0 (Forms test)');
  });
});

describe('the server checks every field type', () => {
  it.each([
    ['fname', undefined, 'Nom complet is required'],
    ['fname', 42, 'Nom complet: this answer is not valid'],
    ['fname', 'x'.repeat(FORM_LIMITS.shortAnswer + 1), 'Nom complet must be at most 500 characters'],
    ['femail', 'not-an-email', 'Courriel: enter a valid e-mail address'],
    ['fphone', '555-0199', 'Téléphone: enter a phone number of at least 10 digits'],
    ['fphone', '514 555 0199 call me', 'Téléphone: enter a phone number of at least 10 digits'],
    ['fnotes', 'x'.repeat(FORM_LIMITS.longAnswer + 1), 'Notes must be at most 5000 characters'],
    ['fsize', 'Medium', 'Size: choose one of the options'],
    ['fconsent', false, 'I agree is required'],
    ['fconsent', 'maybe', 'I agree: this answer is not valid'],
    ['fday', '2026-02-30', 'Day: enter a real date'],
    ['fday', 'tomorrow', 'Day: enter a real date'],
  ])('%s = %p: 400 naming the field id, nothing written', async (id, value, message) => {
    const form = await createForm(admin);
    const { status, body } = await submit(form, { ...GOOD_ANSWERS, [id]: value });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field: id, message }] });
    expect(await stored(form.id)).toEqual([]);
  });

  it('names every wrong field at once, through GraphQL too', async () => {
    const form = await createForm(admin);
    const result = await visitor().gql(SUBMIT, { formId: form.id, answers: { femail: 'x' } });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.extensions?.fields?.map((field) => field.field)).toEqual([
      'fname',
      'femail',
      'fphone',
      'fsize',
      'fconsent',
      'fday',
    ]);
  });

  it('refuses answers that are not an object of field ids to values', async () => {
    const form = await createForm(admin);
    for (const answers of [['x'], 'text', 42]) {
      const { status, body } = await submit(form, JSON.stringify(answers));
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Send the answers as an object of field ids to values' });
    }
    const graphql = await visitor().gql(SUBMIT, { formId: form.id, answers: [1, 2] });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stored(form.id)).toEqual([]);
  });
});

describe('conditional fields, enforced by the server', () => {
  it('requires a shown field, and neither requires nor stores a hidden one', async () => {
    const form = await createForm(admin);
    const missing = await submit(form, { ...GOOD_ANSWERS, flicence: true });
    expect(missing.body).toMatchObject({ fields: [{ field: 'fclass', message: 'Licence class is required' }] });
    expect((await submit(form, { ...GOOD_ANSWERS, flicence: true, fclass: '5' })).status).toBe(201);
    expect((await submit(form, { ...GOOD_ANSWERS, flicence: false, fclass: 'smuggled' })).status).toBe(201);
    const rows = await stored(form.id);
    expect(rows.map((row) => row.data.fclass)).toEqual(['5', undefined]);
  });
});

describe('refusals write nothing', () => {
  it('refuses a filled honeypot with 400 SUBMISSION_REFUSED', async () => {
    const form = await createForm(admin);
    const { status, body } = await submit(form, { ...GOOD_ANSWERS, [FORM_HONEYPOT]: 'http://spam.example' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'SUBMISSION_REFUSED', message: 'This submission could not be accepted' });
    const graphql = await visitor().gql(SUBMIT, { formId: form.id, answers: { ...GOOD_ANSWERS, [FORM_HONEYPOT]: 'x' } });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('SUBMISSION_REFUSED');
    expect(await stored(form.id)).toEqual([]);
  });

  it('refuses a disabled form with 409 FORM_UNAVAILABLE, an unknown one with 404', async () => {
    const form = await createForm(admin, { isActive: false });
    const { status, body } = await submit(form, GOOD_ANSWERS);
    expect(status).toBe(409);
    expect(body).toEqual({ code: 'FORM_UNAVAILABLE', message: 'This form is not accepting responses' });
    const graphql = await visitor().gql(SUBMIT, { formId: form.id, answers: GOOD_ANSWERS });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('FORM_UNAVAILABLE');
    expect(await stored(form.id)).toEqual([]);
    expect((await submit({ id: 999_999 }, GOOD_ANSWERS)).status).toBe(404);
    expect((await visitor().gql(SUBMIT, { formId: 'abc', answers: {} })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it(`refuses a body over ${FORM_LIMITS.submissionBytes} bytes with 413, through GraphQL too`, async () => {
    const form = await createForm(admin);
    const big = { ...GOOD_ANSWERS, fnotes: 'x'.repeat(FORM_LIMITS.submissionBytes) };
    const { status, body } = await submit(form, big);
    expect(status).toBe(413);
    expect((body as ErrorJson).code).toBe('PAYLOAD_TOO_LARGE');
    const graphql = await visitor().gql(SUBMIT, { formId: form.id, answers: big });
    expect(graphql.errors?.[0]?.extensions?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(await stored(form.id)).toEqual([]);
  });

  it('limits each client to 10 submissions a minute per form: 429 with Retry-After', async () => {
    const form = await createForm(admin);
    const client = visitor();
    for (let i = 0; i < 10; i++) expect((await submit(form, GOOD_ANSWERS, client)).status).toBe(201);
    const refused = await submit(form, GOOD_ANSWERS, client);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: retryAfter });
    const graphql = await client.gql(SUBMIT, { formId: form.id, answers: GOOD_ANSWERS });
    expect(graphql.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(await stored(form.id)).toHaveLength(10);
    // another form's count is its own
    expect((await submit(await createForm(admin), GOOD_ANSWERS, client)).status).toBe(201);
  });
});

describe('a burst from one client', () => {
  it('is limited exactly: 15 at once, 10 accepted (first hits counted together in the database)', async () => {
    const form = await createForm(admin);
    const client = visitor();
    const statuses = await Promise.all(
      Array.from({ length: 15 }, () => submit(form, GOOD_ANSWERS, client).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await stored(form.id)).toHaveLength(10);
  });
});

describe('a form changed behind this process (another api process, or SQL)', () => {
  it('is never accepted nor refused on what was kept: the version is checked on insert', async () => {
    const form = await createForm(admin);
    expect((await submit(form, GOOD_ANSWERS)).status).toBe(201); // the form is now kept in memory
    await sql(`update custom_forms set is_active = false, updated_at = now() where id = ?`, [form.id]);
    expect((await submit(form, GOOD_ANSWERS)).status).toBe(409);
    await sql(`update custom_forms set is_active = true, updated_at = now() where id = ?`, [form.id]);
    expect((await submit(form, GOOD_ANSWERS)).status).toBe(201);
    const onlyName = JSON.stringify([{ id: 'fname', type: 'text', label: 'Name', required: true }]);
    await sql(`update custom_forms set fields = ?::jsonb, updated_at = now() where id = ?`, [onlyName, form.id]);
    expect((await submit(form, { fname: 'Only a name' })).status).toBe(201);
    expect((await stored(form.id)).at(-1)?.data).toEqual({ fname: 'Only a name' });
  });
});

describe('the notification e-mail', () => {
  it('sends each submission to the form’s address after the commit: labels and answers', async () => {
    const form = await createForm(admin, { name: 'Bénévoles notifiés', notifyEmail: 'equipe@example.ca' });
    expect((await submit(form, { ...GOOD_ANSWERS, flicence: true, fclass: '5' })).status).toBe(201);
    await server.services.formSubmissions.settled();
    const mails = await Promise.all((await readdir(outboxDir)).map((name) => readFile(path.join(outboxDir, name), 'utf8')));
    const mail = mails.find((text) => text.includes('To: equipe@example.ca'));
    expect(mail).toBeDefined();
    const text = mail!.replace(/=\r?\n/g, '');
    expect(text).toMatch(/Subject: .*response/i);
    for (const line of ['Size: Large', 'I agree: Yes', 'Licence: Yes', 'Licence class: 5', 'Day: 2026-02-28'])
      expect(text).toContain(line);
    expect(text).toContain(`/admin/forms/${form.id}/submissions`);
  });
});
