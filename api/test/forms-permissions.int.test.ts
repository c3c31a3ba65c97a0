import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { createForm, formBody, GOOD_ANSWERS, type FormJson } from './forms-fixtures';
import { startWithAdmin } from './harness';

let server: RunningServer;
let admin: TestClient;
let form: FormJson;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  form = await createForm(admin);
});
afterAll(() => server.close());

const input = `{ name: "x", fields: [{ id: "a", type: "text", label: "A" }] }`;

/** Every forms.manage operation: its REST route and its GraphQL twin (the CSV export has none). */
const MANAGE: Array<{ rest: [string, () => string, unknown?]; gql?: () => string }> = [
  { rest: ['GET', () => '/api/forms'], gql: () => `{ forms { totalCount } }` },
  { rest: ['POST', () => '/api/forms', formBody()], gql: () => `mutation { createForm(input: ${input}) { id } }` },
  { rest: ['GET', () => `/api/forms/${form.id}`], gql: () => `{ form(id: ${form.id}) { id } }` },
  {
    rest: ['PATCH', () => `/api/forms/${form.id}`, formBody()],
    gql: () => `mutation { updateForm(id: ${form.id}, input: ${input}) { id } }`,
  },
  {
    rest: ['PATCH', () => `/api/forms/${form.id}`, { isActive: false }],
    gql: () => `mutation { setFormActive(id: ${form.id}, isActive: false) { id } }`,
  },
  { rest: ['DELETE', () => `/api/forms/${form.id}`], gql: () => `mutation { deleteForm(id: ${form.id}) }` },
  {
    rest: ['GET', () => `/api/forms/${form.id}/submissions`],
    gql: () => `{ formSubmissions(formId: ${form.id}) { totalCount } }`,
  },
  { rest: ['GET', () => `/api/forms/${form.id}/submissions.csv`] },
];

describe('forms permissions', () => {
  it.each(MANAGE.map((op) => [`${op.rest[0]} ${op.rest[1].toString()}`, op] as const))(
    '%s: anonymous 401, every other role than admin 403, nothing changed',
    async (_name, op) => {
      const [method, pathOf, body] = op.rest;
      const anonymous = new TestClient(server.url);
      expect((await anonymous.rest(method, pathOf(), body)).status).toBe(401);
      if (op.gql) expect((await anonymous.gql(op.gql())).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const role of ['editor', 'staff', 'dealer', 'charity', 'donor']) {
        const user = new TestClient(server.url);
        await user.login(role);
        expect((await user.rest(method, pathOf(), body)).status).toBe(403);
        if (op.gql) expect((await user.gql(op.gql())).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
      expect((await admin.rest('GET', `/api/forms/${form.id}`)).body).toMatchObject({ name: form.name, isActive: true });
    },
  );

  it('lets anyone read a public form and submit it, through both doors', async () => {
    for (const role of [null, 'donor', 'dealer']) {
      const client = new TestClient(server.url);
      if (role) await client.login(role);
      expect((await client.rest('GET', `/api/forms/slug/${form.slug}`)).status).toBe(200);
      expect((await client.rest('POST', `/api/forms/${form.id}/submit`, GOOD_ANSWERS)).status).toBe(201);
      const { data, errors } = await client.gql<{ publicForm: { id: string } }>(`{ publicForm(slug: "${form.slug}") { id } }`);
      expect(errors).toBeUndefined();
      expect(data?.publicForm.id).toBe(String(form.id));
      const submitted = await client.gql(
        `mutation ($answers: JSON!) { submitForm(formId: ${form.id}, answers: $answers) { id } }`,
        { answers: GOOD_ANSWERS },
      );
      expect(submitted.errors).toBeUndefined();
    }
  });
});
