import { userActiveSchema, userCreateSchema, userListSchema } from './user.schema';

const FORM = { username: 'jane.doe', email: 'Jane@Example.COM', role: 'staff' };

describe('the user form', () => {
  it('e-mails a link by default and keeps no password then', () => {
    const value = userCreateSchema.validateSync({ ...FORM, password: 'ignored-password' });
    expect(value).toMatchObject({ passwordMode: 'link', password: null, email: 'jane@example.com', role: 'staff', bio: null });
  });

  it('needs a password of 8 characters or more to set one now', () => {
    expect(() => userCreateSchema.validateSync({ ...FORM, passwordMode: 'set' })).toThrow();
    expect(() => userCreateSchema.validateSync({ ...FORM, passwordMode: 'set', password: 'short' })).toThrow();
    expect(userCreateSchema.validateSync({ ...FORM, passwordMode: 'set', password: 'LongEnough1' }).password).toBe('LongEnough1');
  });

  it('takes every role of the product and refuses others', () => {
    for (const role of ['admin', 'editor', 'staff', 'dealer', 'charity', 'user']) {
      expect(userCreateSchema.validateSync({ ...FORM, role }).role).toBe(role);
    }
    expect(() => userCreateSchema.validateSync({ ...FORM, role: 'root' })).toThrow();
  });

  it('refuses usernames with spaces and a text isActive', () => {
    expect(() => userCreateSchema.validateSync({ ...FORM, username: 'jane doe' })).toThrow();
    expect(() => userActiveSchema.validateSync({ isActive: 'false' })).toThrow();
  });

  it('reads the list from a query string', () => {
    expect(userListSchema.validateSync({ search: '  ' })).toEqual({ search: null });
  });
});
