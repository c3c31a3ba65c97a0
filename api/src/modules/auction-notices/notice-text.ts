import { IntlMessageFormat } from 'intl-messageformat';
import { catalogue as english } from '@vdp/shared/i18n/en';
import { catalogue as french } from '@vdp/shared/i18n/fr';
import type { NoticeLanguage } from '@vdp/shared/validation/notice.schema';

const CATALOGUES: Record<NoticeLanguage, Record<string, string>> = { en: english, fr: french };
/** Formats made once per language and id (the catalog is fixed). */
const formats = new Map<string, IntlMessageFormat>();

/** A language stored on a user: anything but fr reads as en. */
export const noticeLanguage = (stored: string | null | undefined): NoticeLanguage => (stored === 'fr' ? 'fr' : 'en');

/**
 * A catalog message in the reader's language (ADR 30): the web renders the same ids with
 * react-intl; the server does for e-mails. An unknown id (a newer notice type) shows its text value
 * or the id itself rather than failing.
 */
export function noticeText(language: NoticeLanguage, id: string, values: Record<string, unknown>): string {
  const text = CATALOGUES[language][id];
  if (text === undefined) return typeof values.text === 'string' ? values.text : id;
  const key = `${language}:${id}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new IntlMessageFormat(text, `${language}-CA`)));
  return plainSpaces(String(format.format(values as Record<string, string | number>)));
}

/** fr-CA groups digits and pads currency with narrow no-break spaces: plain spaces read the same in text mail and PDF fonts. */
export const plainSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ');
