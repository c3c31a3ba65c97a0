import themes from './en/themes.json';

/**
 * The colour themes' messages (issue 13), English: part of `catalogue` (./en.ts); a module of its
 * own so that the web loads them with the admin's theme pages rather than in its entry bundle.
 */
export const themesCatalogue = themes;
