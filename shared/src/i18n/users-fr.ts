import type { usersCatalogue as english } from './users-en';
import users from './fr/users.json';

/** User management's messages, French: the same ids as ./users-en.ts. */
export const usersCatalogue: Record<keyof typeof english, string> = users;
