import { canonicalJson, changedFields, fingerprint } from './audit-trail';

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

describe('canonicalJson and fingerprint', () => {
  it('ignore the order of object keys (jsonb gives its own), not of arrays', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    expect(fingerprint([{ id: 'x', type: 'text' }])).toBe(fingerprint([{ type: 'text', id: 'x' }]));
    expect(fingerprint([1, 2])).not.toBe(fingerprint([2, 1]));
    expect(fingerprint('<p>long html</p>')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('make a field whose keys were only reordered unchanged', () => {
    expect(changedFields({ settings: { a: 1, b: 2 } }, { settings: { b: 2, a: 1 } })).toBeNull();
  });
});
