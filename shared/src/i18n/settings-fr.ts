import type { settingsCatalogue as english } from './settings-en';
import settings from './fr/settings.json';

/** The platform settings' messages, French: the same ids as ./settings-en.ts. */
export const settingsCatalogue: Record<keyof typeof english, string> = settings;
