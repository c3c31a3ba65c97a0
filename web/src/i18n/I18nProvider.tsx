import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DocumentLanguage } from './DocumentLanguage';
import { LanguageContext, type LanguageContextValue } from './LanguageContext';
import { HTML_LANG, initialLocale, LOCALES, storeLocale, type Locale } from './locales';
import { cachedCatalog, intlMessages, loadCatalog, type Catalog } from './messages';

interface I18nProviderProps {
  children: ReactNode;
  /** Forces a language (tests, previews); otherwise the stored choice, then the browser language. */
  locale?: Locale;
}

interface Active {
  locale: Locale;
  catalog: Catalog | undefined;
}

/** react-intl with the language switch: applies as soon as the catalog is there, is remembered, sets <html lang>. */
export function I18nProvider({ children, locale: forced }: I18nProviderProps) {
  const [active, setActive] = useState<Active>(() => {
    const locale = forced ?? initialLocale();
    return { locale, catalog: cachedCatalog(locale) };
  });

  const setLocale = useCallback((next: Locale, options?: { remember?: boolean }) => {
    if (options?.remember !== false) storeLocale(next);
    void loadCatalog(next).then((catalog) => setActive({ locale: next, catalog }));
  }, []);

  // first visit in French: fetch that catalog before the first paint
  useEffect(() => {
    if (active.catalog === undefined) {
      void loadCatalog(active.locale).then((catalog) => setActive({ locale: active.locale, catalog }));
    }
  }, [active]);

  // once idle, fetch the other language too, so the switch is instant
  useEffect(() => {
    const others = LOCALES.filter((locale) => locale !== active.locale);
    const handle = window.setTimeout(() => others.forEach((locale) => void loadCatalog(locale)), 2000);
    return () => window.clearTimeout(handle);
  }, [active.locale]);

  const language = useMemo<LanguageContextValue>(() => ({ locale: active.locale, setLocale }), [active.locale, setLocale]);

  if (active.catalog === undefined) return null;

  return (
    <LanguageContext.Provider value={language}>
      <IntlProvider locale={HTML_LANG[active.locale]} defaultLocale="en-CA" messages={intlMessages(active.catalog)}>
        <DocumentLanguage locale={active.locale} />
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
