import { displayValue, entityHref, fieldChanges } from './auditLabels';

describe('audit labels', () => {
  it('lists each field with its values before and after', () => {
    expect(fieldChanges({ role: 'user' }, { role: 'editor', isActive: true })).toEqual([
      { field: 'role', before: 'user', after: 'editor' },
      { field: 'isActive', before: null, after: true },
    ]);
    expect(fieldChanges(null, null)).toEqual([]);
  });

  it('shows values as text', () => {
    expect([displayValue(null), displayValue('a'), displayValue(3), displayValue(false), displayValue({ a: 1 })]).toEqual([
      '—',
      'a',
      '3',
      'false',
      '{"a":1}',
    ]);
  });

  it('links a record to its admin page when that page exists, never a deleted one', () => {
    expect(entityHref('user', '7', 'update')).toBe('/admin/users');
    expect(entityHref('post', '3', 'update')).toBe('/admin/posts/3/edit');
    expect(entityHref('post', '3', 'delete')).toBeNull();
  });
});
