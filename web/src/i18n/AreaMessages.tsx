import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { LoadingState } from '../components/ui/LoadingState';
import { cachedArea, loadArea, type Area } from './areas';
import { useLanguage } from './LanguageContext';
import { initialLocale } from './locales';

interface AreaMessagesProps {
  area: Area;
  children: ReactNode;
  /** Shown while the catalog downloads: once per area and language. */
  fallback?: ReactNode;
}

/** Adds an area's messages (areas.ts) to the app's, in the current language. */
export function AreaMessages({ area, children, fallback = <LoadingState /> }: AreaMessagesProps) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const [, setDownloads] = useState(0);
  const catalog = cachedArea(area, locale);

  useEffect(() => {
    if (catalog) return;
    let current = true;
    void loadArea(area, locale).then(() => current && setDownloads((n) => n + 1));
    return () => {
      current = false;
    };
  }, [area, locale, catalog]);

  const messages = useMemo(() => catalog && { ...intl.messages, ...catalog }, [intl.messages, catalog]);
  if (!messages) return <>{fallback}</>;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}

/**
 * A page of an area, for the route table: its catalog downloads with the page's code (in the
 * language the visitor last chose), and the page renders inside AreaMessages.
 */
export function areaPage(area: Area, load: () => Promise<ComponentType>): () => Promise<{ default: ComponentType }> {
  return async () => {
    const [Page] = await Promise.all([load(), loadArea(area, initialLocale()).catch(() => undefined)]);
    function AreaPage() {
      return (
        <AreaMessages area={area}>
          <Page />
        </AreaMessages>
      );
    }
    AreaPage.displayName = `AreaPage(${area})`;
    return { default: AreaPage };
  };
}
