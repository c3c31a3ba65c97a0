import { changedFields } from './audit-trail';

describe('changedFields', () => {
  it('keeps only the fields whose values differ, on both sides', () => {
    expect(changedFields({ name: 'A', role: 'user', tags: [1] }, { name: 'A', role: 'editor', tags: [1, 2] })).toEqual({
      before: { role: 'user', tags: [1] },
      after: { role: 'editor', tags: [1, 2] },
    });
  });

  it('names a field present on one side only as null on the other', () => {
    expect(changedFields({ a: 1 }, { b: 2 })).toEqual({ before: { a: 1, b: null }, after: { a: null, b: 2 } });
  });

  it('is null when nothing changed', () => {
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toBeNull();
  });
});
