import { ROLES, type Role } from '../auth/roles';

/** Lengths the users table holds (spec 001 §3 users; a username may be an e-mail address). */
export const USER_LIMITS = { username: 255, name: 100, bio: 2000, search: 200 } as const;

/** Users in one page of the admin list. */
export const USER_PAGE_SIZE = 20;

/** Every role an admin may give in the user form: the whole product's, not only user/editor/admin. */
export const USER_FORM_ROLES: readonly Role[] = ROLES;

/** How a new account gets its first password: typed by the admin now, or chosen by its owner from an e-mailed link. */
export const PASSWORD_MODES = ['set', 'link'] as const;
export type PasswordMode = (typeof PASSWORD_MODES)[number];

/** Letters, digits and . _ - @ (an e-mail address is a valid username, as approved dealers get). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]+$/;
