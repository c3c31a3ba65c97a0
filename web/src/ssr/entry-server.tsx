import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../App';
import { setPrerenderLocale, type Locale } from '../i18n/locales';
import { intlMessages, loadCatalog } from '../i18n/messages';
import { hasRoute } from '../routing/hasRoute';
import { ROUTE_TABLE } from '../routing/routeTable';

/** One public page as the build prerenders it (scripts/prerender.mjs puts it into index.html). */
export interface PrerenderedPage {
  /** The markup of <div id="root">. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styles: string;
  title: string;
}

/**
 * Renders the page at `path` in `locale` to HTML, waiting for its code and catalogs (every
 * Suspense boundary resolved), without the data the browser loads after hydration: the shell's
 * feeds and the chat widget render only on the client (ClientOnly), queries render as loading.
 */
export async function prerenderPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  setPrerenderLocale(locale); // areaPage() loads the catalog of initialLocale()
  try {
    const catalog = await loadCatalog(locale);
    await ROUTE_TABLE.find((route) => hasRoute(path, [route.path]))?.load();
    const sheet = new ServerStyleSheet();
    const errors: unknown[] = [];
    try {
      const { prelude } = await prerenderToNodeStream(
        sheet.collectStyles(
          <StrictMode>
            <App locale={locale} router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} />
          </StrictMode>,
        ),
        {
          // every boundary inline: no hidden segments revealed by inline scripts (the CSP allows none)
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          // an error inside a Suspense boundary would silently leave its fallback in the HTML
          onError(error) {
            errors.push(error);
          },
        },
      );
      if (errors.length > 0) throw new Error(`prerendering ${path} (${locale}) failed`, { cause: errors[0] });
      const chunks: Buffer[] = [];
      for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
      const intl = createIntl({ locale, messages: intlMessages(catalog) });
      return {
        html: Buffer.concat(chunks).toString('utf8'),
        styles: sheet.getStyleTags(),
        title: intl.formatMessage({ id: 'app.documentTitle' }),
      };
    } finally {
      sheet.seal();
    }
  } finally {
    setPrerenderLocale(undefined);
  }
}
