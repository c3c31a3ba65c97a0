import users from './en/users.json';

/**
 * User management's messages (issue 13), English: part of `catalogue` (./en.ts); a module of its
 * own so that the web loads them with the admin's users page rather than in its entry bundle.
 */
export const usersCatalogue = users;
