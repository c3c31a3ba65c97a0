import settings from './en/settings.json';

/**
 * The platform settings' messages (issue 13), English: part of `catalogue` (./en.ts); a module of
 * its own so that the web loads them with the admin's settings page rather than in its entry bundle.
 */
export const settingsCatalogue = settings;
