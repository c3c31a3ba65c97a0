import { ALL_SCHEMAS } from '@vdp/shared/validation/schemas';
import { userCreateSchema, userListSchema } from '@vdp/shared/validation/user.schema';
import { endpoint } from './endpoint';
import { jsonSchemaOf, openApiDocument } from './openapi';
import { RestRoutes } from './rest-routes';

const noop = () => null;

describe('openApiDocument', () => {
  const first = new RestRoutes()
    .get('/users', endpoint('users.manage', noop, { summary: 'List accounts', query: userListSchema }))
    .post('/users', endpoint('users.manage', noop, { input: userCreateSchema, answer: { status: 201 } }))
    .delete('/forms/:id', endpoint('forms.manage', noop, { answer: { status: 204 } }));
  const second = new RestRoutes()
    .get('/users', endpoint('app.info', noop, { summary: 'shadowed' }))
    .post('/images', endpoint('content.manage', noop, { body: { kind: 'bytes', maxBytes: 10, types: /^image\// } }));
  const doc = openApiDocument(
    [
      { tag: 'users', routes: first },
      { tag: 'images', routes: second },
    ],
    '1.0.0',
  );

  it('keeps the first of two routes with the same method and path (the one that answers)', () => {
    expect(doc.paths['/api/users']!.get).toMatchObject({ summary: 'List accounts', tags: ['users'] });
  });

  it('names parameters in braces, and gives each operation a unique id', () => {
    expect(doc.paths['/api/forms/{id}']!.delete).toMatchObject({ operationId: 'deleteFormsById' });
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers 204 without a body, and documents an upload as bytes with 413 and 415', () => {
    expect(doc.paths['/api/forms/{id}']!.delete!.responses).toMatchObject({ '204': { description: 'Success' } });
    expect(doc.paths['/api/forms/{id}']!.delete!.responses).not.toHaveProperty('204.content');
    const upload = doc.paths['/api/images']!.post!;
    expect(upload.requestBody).toMatchObject({ content: { 'application/octet-stream': expect.anything() } });
    expect(Object.keys(upload.responses as object)).toEqual(['200', '400', '401', '403', '409', '413', '415', '429']);
  });

  it('lists the tags once each', () => {
    expect(doc.tags).toEqual([{ name: 'users' }, { name: 'images' }]);
  });
});

describe('jsonSchemaOf', () => {
  it.each(Object.entries(ALL_SCHEMAS))('converts the shared schema %s to a JSON Schema object', (_name, schema) => {
    const json = jsonSchemaOf(schema);
    expect(json.type).toBe('object');
    expect(json).not.toHaveProperty('default');
    expect(() => JSON.stringify(json)).not.toThrow();
  });
});
