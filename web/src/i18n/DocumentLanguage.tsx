import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { HTML_LANG, type Locale } from './locales';

/** Keeps <html lang> (en-CA / fr-CA) and the document title in the current language. */
export function DocumentLanguage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'app.documentTitle' });
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[locale];
    document.title = title;
  }, [locale, title]);
  return null;
}
