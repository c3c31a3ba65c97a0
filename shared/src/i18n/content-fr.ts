import type { contentCatalogue as english } from './content-en';
import content from './fr/content.json';

/** The content editor's messages, French: the same ids as ./content-en.ts. */
export const contentCatalogue: Record<keyof typeof english, string> = content;
