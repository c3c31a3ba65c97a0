import type { RunningServer } from '../src/app/server';
import { encodeCursor, planPage } from '../src/core/keyset';
import { FORM_LIST_ORDER, formListSql, SUBMISSION_ORDER, submissionPageSql } from '../src/modules/forms/form.sql';
import { TestClient } from './client';
import { sql, startWithAdmin } from './harness';
import { connectionQuery, pageReader, walkBackward, walkForward, walkLinks } from './paging-walks';
import { cursorAt, planOf, statementsOf } from './sql-cost';

/**
 * Issue 14 §2 for custom forms: the forms and a form's submissions walk forward (first/after) and
 * back (last/before) over GraphQL and by the Link header over REST, no row missed or repeated
 * (rows share timestamps: the id breaks ties); the REST bodies keep their shapes; bad cursors and
 * sizes are refused naming the field; a page costs the same statements whatever its size, and
 * reads its index in order. The CSV export still exports every submission.
 */
let server: RunningServer;
let admin: TestClient;
let formId: number;
const marker = `Pf${Date.now()}`;

const FORMS = connectionQuery('forms', { filters: { search: 'String' } });
const SUBMISSIONS = connectionQuery('formSubmissions', { filters: { formId: 'ID!' } });

type Row = { id: number };
const ids = (rows: ReadonlyArray<{ id: number | string }>) => rows.map((row) => Number(row.id));
const idsOf = async (query: string, params: unknown[] = []) => ids(await sql<Row>(server, query, params));

/** The forms matching `search`, with their counts. */
async function formsPage(
  search: string,
): Promise<{ totalCount: number; edges: Array<{ node: Row & { submissionCount: number } }> }> {
  const answer = await admin.gql<{ forms: { totalCount: number; edges: Array<{ node: Row & { submissionCount: number } }> } }>(
    'query ($search: String) { forms(search: $search, first: 20) { totalCount edges { node { id submissionCount } } } }',
    { search },
  );
  return answer.data!.forms;
}

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
  // 25 forms created in threes at the same instant; the first gets 40 submissions, sent in fours
  await sql(
    server,
    `insert into custom_forms (name, slug, fields, created_at)
     select ? || ' form ' || g, lower(?) || '-form-' || g, '[]'::jsonb, timestamptz '2026-03-02 10:00:00.25+00' + (g / 3) * interval '1 minute'
       from generate_series(1, 25) g`,
    [marker, marker],
  );
  [{ id: formId }] = await sql<Row>(server, 'select id from custom_forms where slug = ?', [`${marker.toLowerCase()}-form-1`]);
  await sql(
    server,
    `insert into form_submissions (form_id, data, created_at)
     select ?, jsonb_build_object('n', g::text), timestamptz '2026-03-03 10:00:00.75+00' + (g / 4) * interval '1 second'
       from generate_series(1, 40) g`,
    [formId],
  );
});
afterAll(() => server.close());

describe('the forms', () => {
  it('walks forward and back over GraphQL with the count, newest first, nothing missed or repeated', async () => {
    const expected = await idsOf('select id from custom_forms where name like ? order by created_at desc, id desc', [
      `${marker}%`,
    ]);
    const read = pageReader<Row>(admin, FORMS, 'forms', { search: marker });
    expect(ids((await walkForward(read, 4)).rows)).toEqual(expected);
    expect(ids((await walkBackward(read, 6)).rows)).toEqual(expected);
    const page = await formsPage(`${marker} form 1`);
    // "form 1" names forms 1 and 10 to 19
    expect(page.totalCount).toBe(11);
    expect(page.edges.find((edge) => Number(edge.node.id) === formId)?.node.submissionCount).toBe(40);
  });

  it('walks over REST by the Link header: an array each time, the count beside it', async () => {
    const expected = await idsOf('select id from custom_forms where slug like ? order by created_at desc, id desc', [
      `${marker.toLowerCase()}%`,
    ]);
    const walked = await walkLinks<Row>(admin, `/api/forms?search=${marker.toLowerCase()}-form&limit=10`);
    expect(ids(walked.rows)).toEqual(expected);
    expect(walked.paths).toHaveLength(3);
    const second = await admin.rest('GET', walked.paths[1]!);
    expect(second.headers.get('x-total-count')).toBe('25');
    // the spec's call, no parameter: the first page, and every form counted for the dashboard
    const plain = await admin.rest('GET', '/api/forms');
    const [{ total }] = await sql<{ total: number }>(server, 'select count(*)::int as total from custom_forms');
    expect(plain.headers.get('x-total-count')).toBe(String(total));
    expect((plain.body as Row[]).length).toBe(Math.min(total, 20));
  });
});

describe('a form’s submissions', () => {
  it('walks forward and back over GraphQL with their count, newest first', async () => {
    const expected = await idsOf('select id from form_submissions where form_id = ? order by created_at desc, id desc', [formId]);
    expect(expected).toHaveLength(40);
    const read = pageReader<Row>(admin, SUBMISSIONS, 'formSubmissions', { formId });
    expect(ids((await walkForward(read, 7)).rows)).toEqual(expected);
    expect(ids((await walkBackward(read, 9)).rows)).toEqual(expected);
    expect((await read({ first: 1 })).totalCount).toBe(40);
  });

  it('walks over REST by the Link header: { submissions, total, nextCursor }', async () => {
    const expected = await idsOf('select id from form_submissions where form_id = ? order by created_at desc, id desc', [formId]);
    const bodies: Array<{ total: number; nextCursor: string | null }> = [];
    const walked = await walkLinks(admin, `/api/forms/${formId}/submissions?limit=15`, (body) => {
      bodies.push(body as { total: number; nextCursor: string | null });
      return (body as { submissions: Row[] }).submissions;
    });
    expect(ids(walked.rows)).toEqual(expected);
    expect(bodies.map((body) => body.total)).toEqual([40, 40, 40]);
    expect(bodies.map((body) => body.nextCursor === null)).toEqual([false, false, true]);
    // the default page is 25
    expect(
      ((await admin.rest('GET', `/api/forms/${formId}/submissions`)).body as { submissions: Row[] }).submissions,
    ).toHaveLength(25);
  });

  it('still exports every submission as CSV', async () => {
    const csv = await fetch(`${server.url}/api/forms/${formId}/submissions.csv`, { headers: { cookie: admin.cookie! } });
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\n')).toHaveLength(41); // the header and 40 rows
  });

  it('answers 404 for a form that does not exist', async () => {
    expect((await admin.rest('GET', '/api/forms/999999/submissions?limit=5')).status).toBe(404);
    const answer = await admin.gql(SUBMISSIONS, { formId: 999_999, first: 5 });
    expect(answer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('refusals, permissions and cost', () => {
  it('refuses a bad cursor and an out-of-range size, naming the field', async () => {
    for (const path of ['/api/forms?search=x', `/api/forms/${formId}/submissions?x=1`]) {
      for (const [query, field] of [
        ['cursor=garbage', 'cursor'],
        [`before=${encodeCursor(['not a time', '1'])}`, 'before'],
        ['limit=0', 'limit'],
        ['limit=500', 'limit'],
        ['cursor=abc&before=abc', 'before'],
      ] as const) {
        const answer = await admin.rest('GET', `${path}&${query}`);
        expect([path, query, answer.status]).toEqual([path, query, 400]);
        expect((answer.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual([field]);
      }
    }
    for (const [query, variables, field] of [
      [FORMS, { after: 'garbage' }, 'after'],
      [FORMS, { first: 0 }, 'first'],
      [SUBMISSIONS, { formId, before: encodeCursor(['1']) }, 'before'],
      [SUBMISSIONS, { formId, last: 101 }, 'last'],
    ] as const) {
      const answer = await admin.gql(query, variables);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ field }] });
    }
  });

  it('keeps both lists to admins: anonymous 401, a donor 403', async () => {
    const anonymous = new TestClient(server.url);
    const donor = new TestClient(server.url);
    await donor.login('donor');
    for (const path of ['/api/forms?limit=5', `/api/forms/${formId}/submissions?limit=5`]) {
      expect((await anonymous.rest('GET', path)).status).toBe(401);
      expect((await donor.rest('GET', path)).status).toBe(403);
    }
    for (const query of [FORMS, SUBMISSIONS]) {
      expect((await anonymous.gql(query, { formId, first: 5 })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await donor.gql(query, { formId, first: 5 })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('runs as many statements for 50 rows as for 2: the page and its count', async () => {
    for (const [query, variables] of [
      [FORMS, {}],
      [SUBMISSIONS, { formId }],
    ] as const) {
      const small = await statementsOf(server, () => admin.gql(query, { ...variables, first: 2 }));
      const large = await statementsOf(server, () => admin.gql(query, { ...variables, first: 50 }));
      expect(small).toHaveLength(2);
      expect(large).toHaveLength(2);
    }
  });

  it('reads a page deep in a few thousand rows by its index, in order', async () => {
    await sql(
      server,
      `insert into custom_forms (name, slug, fields) select 'Bulk ' || g, 'bulk-form-' || g, '[]'::jsonb from generate_series(1, 3000) g`,
    );
    await sql(server, `insert into form_submissions (form_id, data) select ?, '{}'::jsonb from generate_series(1, 3000)`, [
      formId,
    ]);
    await sql(server, 'analyze custom_forms');
    await sql(server, 'analyze form_submissions');
    const after = (cursor: string) => ({ first: 20, after: cursor, last: null, before: null });

    const form = await cursorAt(server, FORM_LIST_ORDER, 'from custom_forms f', 1000);
    // each count reads its form's submissions: a subplan, left out of the nodes
    const forms = await planOf(server, formListSql(null, planPage(FORM_LIST_ORDER, after(form))).page);
    expect(forms.indexes).toContain('custom_forms_created_idx');
    expect(forms.nodes).toEqual(['Limit', 'Index Scan']);

    const submission = await cursorAt(server, SUBMISSION_ORDER, 'from form_submissions where form_id = ?', 1000, [formId]);
    const submissions = await planOf(server, submissionPageSql(formId, planPage(SUBMISSION_ORDER, after(submission))));
    expect(submissions.indexes).toEqual(['form_submissions_form_id_created_at_id_index']);
    expect(submissions.nodes).toEqual(['Limit', 'Index Scan']);
  });
});
