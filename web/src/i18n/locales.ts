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
}

export function initialLocale(): Locale {
  return readStoredLocale() ?? detectLocale(typeof navigator === 'undefined' ? undefined : navigator.language);
}
