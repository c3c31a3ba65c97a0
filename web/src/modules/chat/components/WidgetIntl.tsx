import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { cachedArea, loadArea } from '../../../i18n/areas';
import { useLanguage } from '../../../i18n/LanguageContext';
import { HTML_LANG, type Locale } from '../../../i18n/locales';
import { cachedCatalog, intlMessages, loadCatalog } from '../../../i18n/messages';

interface WidgetIntlProps {
  /** The widget's language: the page's (auto) or the one chosen in its settings. */
  locale: Locale;
  children: ReactNode;
}

/**
 * The widget's texts in its own language (its language setting may differ from the page's): the
 * app's and the chat area's catalogs of that language. Always one provider, so that switching the
 * language keeps the widget's state; until another language's catalogs are there, the page's show.
 */
export function WidgetIntl({ locale, children }: WidgetIntlProps) {
  const intl = useIntl();
  const { locale: pageLocale } = useLanguage();
  const [, setDownloads] = useState(0);
  const app = cachedCatalog(locale);
  const area = cachedArea('chat', locale);
  const own = locale !== pageLocale && app !== undefined && area !== undefined;

  useEffect(() => {
    if (locale === pageLocale || (app && area)) return;
    let current = true;
    void Promise.all([loadCatalog(locale), loadArea('chat', locale)]).then(() => current && setDownloads((n) => n + 1));
    return () => {
      current = false;
    };
  }, [locale, pageLocale, app, area]);

  const messages = useMemo(
    () => (own && app && area ? { ...intlMessages(app), ...area } : intl.messages),
    [own, app, area, intl.messages],
  );
  return (
    <IntlProvider locale={own ? HTML_LANG[locale] : intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
