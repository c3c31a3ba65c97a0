import { createContext, useContext } from 'react';
import type { Locale } from './locales';

export interface LanguageContextValue {
  locale: Locale;
  /** Switches the language; `remember: false` shows it without storing it as the visitor's choice (a donor's tracking page). */
  setLocale: (locale: Locale, options?: { remember?: boolean }) => void;
}

export const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The current language and its switch. Only valid inside <I18nProvider>. */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (value === null) {
    throw new Error('useLanguage() was called outside <I18nProvider>. Wrap the app in <I18nProvider>.');
  }
  return value;
}
