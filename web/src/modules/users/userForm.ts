import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldProblemsOf } from '../../lib/fieldProblem';
import type { Role } from '@vdp/shared/auth/roles';
import type { PasswordMode } from '@vdp/shared/users/user.constants';
import type { UserCreateFormInput } from './graphql/UserCreate.generated';
import type { UserFormInput } from './graphql/UserUpdate.generated';
import type { UserListQuery } from './graphql/UserList.generated';

export type UserRow = UserListQuery['users']['edges'][number]['node'];

/** The add/edit dialog's values (its rules are the shared userCreateSchema / userSchema). */
export interface UserFormValues {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  bio: string;
  role: Role;
  /** Only for a new user. */
  passwordMode: PasswordMode;
  password: string;
}

export const NEW_USER: UserFormValues = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  bio: '',
  role: 'user',
  passwordMode: 'link',
  password: '',
};

export function valuesOf(user: UserRow): UserFormValues {
  return {
    ...NEW_USER,
    username: user.username,
    email: user.email ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    bio: user.bio ?? '',
    role: user.role,
  };
}

/** The form's fields as updateUser takes them (blank texts are null). */
export function userInputOf(values: UserFormValues): UserFormInput {
  const orNull = (text: string) => text.trim() || null;
  return {
    username: values.username.trim(),
    email: orNull(values.email),
    firstName: orNull(values.firstName),
    lastName: orNull(values.lastName),
    bio: orNull(values.bio),
    role: values.role,
  };
}

/** A new user: the fields and how the first password is given (the password only when set now). */
export function userCreateInputOf(values: UserFormValues): UserCreateFormInput {
  return {
    ...userInputOf(values),
    passwordMode: values.passwordMode,
    password: values.passwordMode === 'set' ? values.password : null,
  };
}

/** Catalog ids of the refusals the api names a field for, so they show in the visitor's language. */
const KNOWN_CONFLICTS: Record<string, string> = { username: 'users.username.taken', email: 'users.email.taken' };

/**
 * The fields a refused save names, as Formik errors: BAD_USER_INPUT's fields (the server's
 * English text) and a taken username or e-mail (409 with its field: the catalog's id).
 */
export function userErrorsOf(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const errors: Record<string, string> = {};
  for (const problem of error.errors) {
    const code = problem.extensions?.code;
    if (code !== 'BAD_USER_INPUT' && code !== 'CONFLICT') continue;
    for (const field of fieldProblemsOf(problem.extensions?.fields)) {
      errors[field.field] = (code === 'CONFLICT' && KNOWN_CONFLICTS[field.field]) || field.message;
    }
  }
  return errors;
}

/** The badge tone of a role: admin and editor are told apart (spec 001 §6). */
export function roleTone(role: Role): 'primary' | 'success' | 'neutral' | 'warning' {
  if (role === 'admin') return 'primary';
  if (role === 'editor') return 'success';
  if (role === 'staff') return 'warning';
  return 'neutral';
}

/** The rules the api enforces with a 409 and no field (last admin, oneself, no e-mail), as catalog ids. */
const CONFLICT_IDS = [
  [/last active admin/, 'users.conflict.lastAdmin'],
  [/your own account/, 'users.conflict.self'],
  [/no e-mail address/, 'users.password.noEmail'],
] as const;

export function conflictIdOf(error: unknown): (typeof CONFLICT_IDS)[number][1] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const problem of error.errors) {
    if (problem.extensions?.code !== 'CONFLICT') continue;
    const match = CONFLICT_IDS.find(([pattern]) => pattern.test(problem.message));
    if (match) return match[1];
  }
  return null;
}
