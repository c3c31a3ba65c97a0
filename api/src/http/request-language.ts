import { languageOf, type Language } from '@vdp/shared/i18n/language';
import { readCookie } from './cookies';

/** The cookie the web app sets with the visitor's language (web/src/i18n/locales.ts). */
export const LOCALE_COOKIE = 'vdp.locale';

/**
 * The language a request's reader uses: the web app's stored choice (its vdp.locale cookie, when
 * the request reads cookies), else the first language of Accept-Language, else English.
 */
export function requestLanguage(acceptLanguage: string | undefined, cookieHeader?: string): Language {
  const chosen = languageOf(readCookie(cookieHeader, LOCALE_COOKIE));
  if (chosen) return chosen;
  return languageOf(acceptLanguage?.split(',')[0]) ?? 'en';
}
