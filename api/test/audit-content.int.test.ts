import type { RunningServer } from '../src/app/server';
import { auditCount, auditRowsSince, type AuditRowJson } from './audit-fixtures';
import type { TestClient } from './client';
import { createPost, postForm, type PostJson } from './content-fixtures';
import { formBody, type FormJson } from './forms-fixtures';
import { startWithAdmin } from './harness';

/**
 * Issue 13 §6, content and forms: posts, pages, categories and custom forms written by an admin
 * leave one audit row each (create, update with the changed fields, delete with what was
 * deleted); the HTML and the form's fields appear as fingerprints, not copies.
 */
let server: RunningServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startWithAdmin());
});
afterAll(() => server.close());

async function rowsWrittenBy(change: () => Promise<unknown>): Promise<AuditRowJson[]> {
  const before = await auditCount(server);
  await change();
  return auditRowsSince(server, before);
}

const summary = (rows: AuditRowJson[]) => rows.map((row) => [row.entity_type, row.action, row.actor_username]);

describe('content and forms', () => {
  it('records a post created, updated (changed fields only) and deleted', async () => {
    let post!: PostJson;
    const created = await rowsWrittenBy(async () => {
      post = await createPost(admin);
    });
    expect(summary(created)).toEqual([['post', 'create', 'admin']]);
    expect(created[0]!.after).toMatchObject({
      slug: post.slug,
      status: 'draft',
      content: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
    expect(JSON.stringify(created[0]!.after)).not.toContain('<p>');

    const form = postForm({ title: 'Audited title', slug: post.slug, status: 'published' });
    const updated = await rowsWrittenBy(() => admin.rest('PATCH', `/api/posts/${post.id}`, form));
    expect(summary(updated)).toEqual([['post', 'update', 'admin']]);
    expect(updated[0]!.after).toEqual({ title: 'Audited title', status: 'published' });

    const refused = await rowsWrittenBy(() => admin.rest('PATCH', `/api/posts/${post.id}`, { title: '' }));
    expect(refused).toEqual([]);
    const deleted = await rowsWrittenBy(() => admin.rest('DELETE', `/api/posts/${post.id}`));
    expect(summary(deleted)).toEqual([['post', 'delete', 'admin']]);
    expect(deleted[0]).toMatchObject({ before: expect.objectContaining({ title: 'Audited title' }), after: null });
  });

  it('records pages and categories; a refused category delete writes nothing', async () => {
    let pageId = 0;
    const page = await rowsWrittenBy(async () => {
      const answer = await admin.rest('POST', '/api/pages', { title: `Audit page ${Date.now()}`, content: '<p>x</p>' });
      pageId = (answer.body as { id: number }).id;
      await admin.rest('DELETE', `/api/pages/${pageId}`);
    });
    expect(summary(page)).toEqual([
      ['page', 'create', 'admin'],
      ['page', 'delete', 'admin'],
    ]);

    let categoryId = 0;
    const category = await rowsWrittenBy(async () => {
      categoryId = ((await admin.rest('POST', '/api/categories', { name: `Audit cat ${Date.now()}` })).body as { id: number }).id;
      await admin.rest('PATCH', `/api/categories/${categoryId}`, { name: `Audit renamed ${Date.now()}`, color: '#123456' });
    });
    expect(summary(category)).toEqual([
      ['category', 'create', 'admin'],
      ['category', 'update', 'admin'],
    ]);
    await createPost(admin, { categoryId });
    const inUse = await rowsWrittenBy(async () => {
      expect((await admin.rest('DELETE', `/api/categories/${categoryId}`)).status).toBe(409);
    });
    expect(inUse.filter((row) => row.entity_type === 'category')).toEqual([]);
  });

  it('records a form created, updated, deactivated and deleted', async () => {
    let form!: FormJson;
    const rows = await rowsWrittenBy(async () => {
      form = (await admin.rest('POST', '/api/forms', formBody())).body as FormJson;
      await admin.rest('PATCH', `/api/forms/${form.id}`, formBody({ name: 'Audited form', slug: form.slug }));
      await admin.rest('PATCH', `/api/forms/${form.id}`, { isActive: false });
      expect((await admin.rest('DELETE', `/api/forms/${form.id}`)).status).toBe(204);
    });
    expect(summary(rows)).toEqual([
      ['form', 'create', 'admin'],
      ['form', 'update', 'admin'],
      ['form', 'deactivate', 'admin'],
      ['form', 'delete', 'admin'],
    ]);
    expect(rows[0]!.after).toMatchObject({ fieldCount: 9, fields: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(rows[1]!.after).toEqual({ name: 'Audited form' });
  });
});
