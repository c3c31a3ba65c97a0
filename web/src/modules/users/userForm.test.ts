import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { NEW_USER, conflictIdOf, roleTone, userCreateInputOf, userErrorsOf, userInputOf } from './userForm';

describe('the user form', () => {
  it('sends blank texts as null and a password only when it is set now', () => {
    const values = { ...NEW_USER, username: ' jo ', firstName: '  ', password: 'Secret123' };
    expect(userInputOf(values)).toEqual({
      username: 'jo',
      email: null,
      firstName: null,
      lastName: null,
      bio: null,
      role: 'user',
    });
    expect(userCreateInputOf(values).password).toBeNull();
    expect(userCreateInputOf({ ...values, passwordMode: 'set' }).password).toBe('Secret123');
  });

  it('reads field errors: bad input as sent, a taken username as a catalog id', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'x', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'email', message: 'Bad e-mail' }] } },
        { message: 'y', extensions: { code: 'CONFLICT', fields: [{ field: 'username', message: 'taken' }] } },
      ],
    });
    expect(userErrorsOf(error)).toEqual({ email: 'Bad e-mail', username: 'users.username.taken' });
    expect(userErrorsOf(new Error('network'))).toEqual({});
  });

  it('tells admins and editors apart', () => {
    expect(roleTone('admin')).not.toBe(roleTone('editor'));
  });
});

describe('a refusal by rule', () => {
  it('is told in the catalog: the last admin, oneself', () => {
    const conflict = (message: string) => new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'CONFLICT' } }] });
    expect(conflictIdOf(conflict('This is the last active admin: make another user an admin first.'))).toBe(
      'users.conflict.lastAdmin',
    );
    expect(conflictIdOf(conflict('You cannot deactivate your own account.'))).toBe('users.conflict.self');
    expect(conflictIdOf(conflict('Something else'))).toBeNull();
  });
});
