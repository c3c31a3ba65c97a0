import type { NoticeLanguage } from '@vdp/shared/validation/notice.schema';
import { messageText } from '../../core/message-text';

/** A language stored on a user: anything but fr reads as en. */
export const noticeLanguage = (stored: string | null | undefined): NoticeLanguage => (stored === 'fr' ? 'fr' : 'en');

/**
 * A catalog message in the reader's language (ADR 30): the web renders the same ids with
 * react-intl; the server does for e-mails. An unknown id (a newer notice type) shows its text value
 * or the id itself rather than failing.
 */
export function noticeText(language: NoticeLanguage, id: string, values: Record<string, unknown>): string {
  const text = messageText({ id, values: values as Record<string, string | number> }, language);
  return plainSpaces(text === id && typeof values.text === 'string' ? values.text : text);
}

/** fr-CA groups digits and pads currency with narrow no-break spaces: plain spaces read the same in text mail and PDF fonts. */
export const plainSpaces = (text: string): string => text.replace(/[\u202f\u00a0]/g, ' ');
