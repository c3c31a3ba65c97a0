export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

/** `<html lang>` per edition: English (US wording, Canadian site) and French (Canada). */
export const HTML_LANG: Record<Locale, string> = { en: 'en-CA', fr: 'fr-CA' };

export const LOCALE_STORAGE_KEY = 'vdp.locale';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'fr';
}

/** French when the browser language starts with `fr`, otherwise English (spec 000 §1). */
export function detectLocale(browserLanguage: string | undefined): Locale {
  return browserLanguage?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function readStoredLocale(): Locale | null {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // private mode: the choice still applies for this visit
  }
  rememberLocaleForServer(locale);
}

/** The cookie the api reads to send the prerendered page in this language (api/src/http/web-app.ts). */
export const LOCALE_COOKIE = 'vdp.locale';

export function rememberLocaleForServer(locale: Locale): void {
  try {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // no document (tests): nothing to remember
  }
}

/** The language the build's prerender renders in (entry-server.tsx); unset in the browser. */
let prerenderLocale: Locale | undefined;

export function setPrerenderLocale(locale: Locale | undefined): void {
  prerenderLocale = locale;
}

export function initialLocale(): Locale {
  return prerenderLocale ?? readStoredLocale() ?? detectLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}
