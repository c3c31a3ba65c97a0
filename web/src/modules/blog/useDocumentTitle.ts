import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the tab's title to "<title> | <site>" while the page shows (none: the site's title stays). */
export function useDocumentTitle(title: string | undefined): void {
  const intl = useIntl();
  const site = intl.formatMessage({ id: 'app.documentTitle' });
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${site}`;
    return () => {
      document.title = site;
    };
  }, [title, site]);
}
