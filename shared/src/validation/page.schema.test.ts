import { pageArgsOfRest, pageArgsSchema, restPageSchema } from './page.schema';

const problems = (run: () => unknown) => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: { id: string } }[] }).inner.map((inner) => [inner.path, inner.message.id]);
  }
};
const strict = { abortEarly: false };

describe('page arguments', () => {
  it('reads an empty page as the default first page', () => {
    expect(pageArgsSchema.validateSync({}, strict)).toEqual({ first: null, after: null, last: null, before: null });
  });

  it('takes sizes from 1 to 100 and base64url cursors', () => {
    expect(pageArgsSchema.validateSync({ first: '100', after: 'WyIxMiJd' }, strict)).toMatchObject({
      first: 100,
      after: 'WyIxMiJd',
    });
    expect(pageArgsSchema.validateSync({ last: 1, before: 'abc_-' }, strict)).toMatchObject({ last: 1, before: 'abc_-' });
  });

  it.each([0, 101, 2.5, 'ten', -1])('refuses the size %p naming the field', (first) => {
    expect(problems(() => pageArgsSchema.validateSync({ first }, strict))).toEqual([['first', 'paging.size.invalid']]);
  });

  it.each(['has space', 'a+b/c=', 'x'.repeat(2049), { a: 1 }])('refuses the cursor %p', (after) => {
    expect(problems(() => pageArgsSchema.validateSync({ after }, strict))).toEqual([['after', 'paging.cursor.invalid']]);
  });

  it('refuses both directions at once, naming the second', () => {
    expect(problems(() => pageArgsSchema.validateSync({ after: 'a', before: 'b' }, strict))).toEqual([
      ['before', 'paging.direction.both'],
    ]);
    expect(problems(() => pageArgsSchema.validateSync({ first: 2, last: 2 }, strict))).toEqual([['last', 'paging.size.both']]);
    expect(problems(() => restPageSchema.validateSync({ cursor: 'a', before: 'b' }, strict))).toEqual([
      ['before', 'paging.direction.both'],
    ]);
  });

  it('reads a REST query forward from its cursor, or back from before', () => {
    expect(pageArgsOfRest({ limit: 5, cursor: 'c', before: null })).toEqual({ first: 5, after: 'c', last: null, before: null });
    expect(pageArgsOfRest({ limit: 5, cursor: null, before: 'b' })).toEqual({ first: null, after: null, last: 5, before: 'b' });
  });
});
