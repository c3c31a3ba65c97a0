import type { themesCatalogue as english } from './themes-en';
import themes from './fr/themes.json';

/** The colour themes' messages, French: the same ids as ./themes-en.ts. */
export const themesCatalogue: Record<keyof typeof english, string> = themes;
