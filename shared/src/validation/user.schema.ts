import { bool, mixed, object, type InferType } from 'yup';
import { ROLES } from '../auth/roles';
import { PASSWORD_MODES, USER_LIMITS, USERNAME_PATTERN } from '../users/user.constants';
import { newPassword } from './auth.schema';
import { message } from './message';
import { EMAIL_MAX, EMAIL_PATTERN, oneOf, optionalText, text } from './rules';

const usernameInvalid = message('users.username.invalid', { max: USER_LIMITS.username });
const username = () =>
  text('users.username.invalid')
    .typeError(usernameInvalid)
    .required(message('users.username.required'))
    .max(USER_LIMITS.username, usernameInvalid)
    .matches(USERNAME_PATTERN, usernameInvalid);

/** An e-mail address, lowercased, or none (empty gives null): accounts made from the command line have none. */
const optionalEmail = () =>
  text('users.email.invalid')
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() || null : value))
    .nullable()
    .default(null)
    .max(EMAIL_MAX, message('users.email.invalid'))
    .matches(EMAIL_PATTERN, { message: message('users.email.invalid'), excludeEmptyString: true });

/** The user form's fields (spec 001 §2 User management): PATCH /api/users/{id} and updateUser. */
export const userSchema = object({
  username: username(),
  email: optionalEmail(),
  firstName: optionalText(USER_LIMITS.name, 'users.name.tooLong'),
  lastName: optionalText(USER_LIMITS.name, 'users.name.tooLong'),
  bio: optionalText(USER_LIMITS.bio, 'users.bio.tooLong'),
  role: oneOf(ROLES, 'users.role.invalid'),
});
export type UserInput = InferType<typeof userSchema>;

/**
 * A new user (POST /api/users, createUser): the form, and either a password typed now or a
 * set-password link e-mailed to the user (the default).
 */
export const userCreateSchema = userSchema.shape({
  passwordMode: mixed<(typeof PASSWORD_MODES)[number]>()
    .transform((value: unknown) => (value === '' || value === null || value === undefined ? 'link' : value))
    .oneOf([...PASSWORD_MODES], message('users.passwordMode.invalid'))
    .default('link'),
  /** A link needs somewhere to go. */
  email: optionalEmail().when('passwordMode', {
    is: 'link',
    then: (rule) => rule.nonNullable(message('users.email.requiredForLink')).required(message('users.email.requiredForLink')),
  }),
  /** Only with passwordMode "set"; never kept for a link. */
  password: newPassword().when('passwordMode', {
    is: 'set',
    then: (rule) => rule,
    otherwise: (rule) =>
      rule
        .transform(() => null)
        .nullable()
        .optional(),
  }),
});
export type UserCreateInput = InferType<typeof userCreateSchema>;

/** An admin setting a user's password now (PUT /api/users/{id}/password, setUserPassword). */
export const userPasswordSchema = object({ password: newPassword() });

/** Deactivating or reactivating a user (PATCH /api/users/{id}/active, setUserActive). */
export const userActiveSchema = object({
  isActive: bool().typeError(message('users.active.invalid')).required(message('users.active.invalid')).strict(),
});

/** The admin list's filter (GET /api/users, users): a search over username, e-mail and names. The page is read apart (page.schema.ts). */
export const userListSchema = object({
  search: optionalText(USER_LIMITS.search, 'users.search.tooLong'),
});
export type UserListQuery = InferType<typeof userListSchema>;
