import { FORM_SUBMISSIONS_PAGE_SIZE } from '@vdp/shared/forms/form.constants';
import type { RunningServer } from '../src/app/server';
import { TestClient } from './client';
import { createForm, GOOD_ANSWERS, type FormJson } from './forms-fixtures';
import { sql as sqlOn, startWithAdmin } from './harness';

let server: RunningServer;
let admin: TestClient;
let form: FormJson;

/** More than two export batches (500 each). */
const GENERATED = 1_100;

const sql = <T>(query: string, params: unknown[] = []) => sqlOn<T>(server, query, params);

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  form = await createForm(admin, { name: 'Inscription à la collecte' });
  const visitor = new TestClient(server.url, { 'user-agent': '=HYPERLINK("http://evil.example")' });
  const answers = [
    { ...GOOD_ANSWERS, fname: 'Élise Gagnon', fnotes: '=SUM(A1:A9)' },
    {
      ...GOOD_ANSWERS,
      fname: '@attack',
      fnotes: '-2+3',
      fphone: '+1 514 555 0199',
      flicence: true,
      fclass: 'Classe 5, « lourd »',
    },
    { ...GOOD_ANSWERS, fname: 'François "Frank" Côté', fnotes: 'ligne 1\nligne 2' },
  ];
  for (const answer of answers) {
    const { status } = await visitor.rest('POST', `/api/forms/${form.id}/submit`, answer);
    if (status !== 201) throw new Error(`submit: ${status}`);
  }
  // the generated ones are older than the three above, all at the same instant (the order is then by id)
  await sql(
    `insert into form_submissions (form_id, data, ip_address, created_at)
     select ?, jsonb_build_object('fname', 'Generated ' || n), '10.0.0.1', now() - interval '1 day' from generate_series(1, ?) n`,
    [form.id, GENERATED],
  );
});
afterAll(() => server.close());

interface Submission {
  id: number | string;
  data: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
}
interface Page {
  submissions: Submission[];
  total: number;
  nextCursor: string | null;
}

describe('the submissions list', () => {
  it('pages every submission newest first, 25 a page unless asked, through REST and GraphQL', async () => {
    const first = (await admin.rest('GET', `/api/forms/${form.id}/submissions`)).body as Page;
    expect(first).toMatchObject({ total: GENERATED + 3, nextCursor: expect.any(String) });
    expect(first.submissions).toHaveLength(FORM_SUBMISSIONS_PAGE_SIZE);
    expect(first.submissions.slice(0, 3).map((s) => s.data.fname)).toEqual(['François "Frank" Côté', '@attack', 'Élise Gagnon']);
    expect(first.submissions[0]?.userAgent).toBe('=HYPERLINK("http://evil.example")');
    const seen = new Set<string>();
    let page: Page;
    let cursor = '';
    do {
      page = (await admin.rest('GET', `/api/forms/${form.id}/submissions?limit=100${cursor}`)).body as Page;
      for (const submission of page.submissions) seen.add(String(submission.id));
      cursor = `&cursor=${page.nextCursor}`;
    } while (page.nextCursor);
    expect(seen.size).toBe(GENERATED + 3);
    expect(page.submissions).toHaveLength((GENERATED + 3) % 100);
    expect((await admin.rest('GET', `/api/forms/${form.id}/submissions?limit=0`)).status).toBe(400);
    expect((await admin.rest('GET', '/api/forms/999999/submissions')).status).toBe(404);
    const graphql = await admin.gql<{ formSubmissions: { totalCount: number; edges: Array<{ node: Submission }> } }>(
      `query ($id: ID!) { formSubmissions(formId: $id, first: 4) { totalCount edges { node { id data ipAddress userAgent createdAt } } } }`,
      { id: form.id },
    );
    expect(graphql.data?.formSubmissions.totalCount).toBe(GENERATED + 3);
    expect(graphql.data?.formSubmissions.edges.map((edge) => edge.node.ipAddress)[3]).toBe('10.0.0.1');
  });

  it('counts them in the admin list', async () => {
    const list = (await admin.rest('GET', `/api/forms?search=${form.slug}`)).body as FormJson[];
    expect(list.find((f) => f.id === form.id)?.submissionCount).toBe(GENERATED + 3);
  });
});

describe('the CSV export', () => {
  let csv: string;
  let bytes: Buffer;
  let headers: Headers;

  beforeAll(async () => {
    const response = await fetch(`${server.url}/api/forms/${form.id}/submissions.csv`, { headers: { cookie: admin.cookie! } });
    expect(response.status).toBe(200);
    headers = response.headers;
    bytes = Buffer.from(await response.arrayBuffer());
    csv = bytes.toString('utf8');
  });

  it('is a UTF-8 attachment named after the slug, with a byte order mark', () => {
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="${form.slug}-submissions.csv"`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv).toContain('Élise Gagnon');
  });

  it('has a column per field between the time and where it came from; every submission, oldest first', () => {
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Submitted at,Nom complet,Courriel,Téléphone,Notes,Size,I agree,Day,Licence,Licence class,IP address,User agent',
    );
    expect(lines.at(-1)).toBe('');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,Generated 1,,,,,,,,,10\.0\.0\.1,$/);
    const names = lines.filter((line) => line.includes(',Generated ')).map((line) => Number(/Generated (\d+)/.exec(line)![1]));
    expect(names).toEqual(Array.from({ length: GENERATED }, (_, i) => i + 1));
  });

  it('neutralises formulas, quotes what needs it, and writes checkboxes as Yes/No', () => {
    const tail = csv.slice(csv.indexOf('Élise Gagnon') - 30);
    expect(tail).toContain(',Élise Gagnon,elise@example.ca,(514) 555-0199,');
    expect(tail).toContain(`'=SUM(A1:A9),Large,Yes,2026-02-28,No,,`);
    expect(tail).toContain(`,'@attack,elise@example.ca,'+1 514 555 0199,'-2+3,Large,Yes,2026-02-28,Yes,"Classe 5, « lourd »",`);
    expect(tail).toContain(`,"François ""Frank"" Côté",`);
    expect(tail).toContain(`"ligne 1\nligne 2"`);
    expect(tail).toContain(`,"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/,[=+@-][^,]*/);
  });
});
