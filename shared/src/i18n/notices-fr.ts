import type { noticesCatalogue as english } from './notices-en';
import notices from './fr/notices.json';

/** The auction notices' messages, French: the same ids as ./notices-en.ts. */
export const noticesCatalogue: Record<keyof typeof english, string> = notices;
