import { ApolloClient, ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { StaticRouter } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ServerStyleSheet } from 'styled-components';
import type { ExecutedOperation } from '@vdp/shared/rendering/page-render-protocol';
import { App } from '../App';
import { createAppCache } from '../graphql/apolloClient';
import { RenderClientContext, renderedStateScript } from '../graphql/renderedState';
import { setPrerenderLocale, type Locale } from '../i18n/locales';
import { intlMessages, loadCatalog } from '../i18n/messages';
import { hasRoute } from '../routing/hasRoute';
import { ROUTE_TABLE } from '../routing/routeTable';

export { fillPageTemplate, PAGE_MARKERS } from './pageTemplate';

/** One public page as the build prerenders it (scripts/prerender.mjs puts it into index.html). */
export interface PrerenderedPage {
  /** The markup of <div id="root">. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styles: string;
  title: string;
}

/** A page rendered with its data (ADR 32): the prerendered page's parts and the data block to restore. */
export interface RenderedPage extends PrerenderedPage {
  /** `<script type="application/json">` with the Apollo cache the page rendered from. */
  state: string;
}

/** Runs one GraphQL operation for the render (the api, in-process, as an anonymous visitor). */
export type ExecuteOperation = (query: string, variables: Record<string, unknown>) => Promise<ExecutedOperation>;

// the build's renders and the worker's run one at a time: the language is module state (setPrerenderLocale)
let running: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const next = running.then(render, render);
  running = next.catch(() => undefined);
  return next;
}

/** Waits for the page's code and catalog, with `locale` as the app's language meanwhile. */
async function inLocale<T>(path: string, locale: Locale, render: (title: string) => Promise<T>): Promise<T> {
  setPrerenderLocale(locale); // areaPage() loads the catalog of initialLocale()
  try {
    const catalog = await loadCatalog(locale);
    await ROUTE_TABLE.find((route) => hasRoute(path, [route.path]))?.load();
    const intl = createIntl({ locale, messages: intlMessages(catalog) });
    return await render(intl.formatMessage({ id: 'app.documentTitle' }));
  } finally {
    setPrerenderLocale(undefined);
  }
}

const appAt = (path: string, locale: Locale) => (
  <StrictMode>
    <App locale={locale} router={(routes) => <StaticRouter location={path}>{routes}</StaticRouter>} />
  </StrictMode>
);

/** Renders `tree` to HTML with every Suspense boundary resolved, and the styles it used. */
async function renderTree(tree: ReactNode, what: string): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree), {
      // every boundary inline: no hidden segments revealed by inline scripts (the CSP allows none)
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // an error inside a Suspense boundary would silently leave its fallback in the HTML
      onError(error) {
        errors.push(error);
      },
    });
    if (errors.length > 0) throw new Error(`rendering ${what} failed`, { cause: errors[0] });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString('utf8'), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * Renders the page at `path` in `locale` to HTML, waiting for its code and catalogs (every
 * Suspense boundary resolved), without the data the browser loads after hydration: the shell's
 * feeds and the chat widget render only on the client (ClientOnly), queries render as loading.
 */
export function prerenderPage(path: string, locale: Locale): Promise<PrerenderedPage> {
  return oneAtATime(() =>
    inLocale(path, locale, async (title) => ({ ...(await renderTree(appAt(path, locale), `${path} (${locale})`)), title })),
  );
}

/** A link that hands each operation to `execute`; a failed one is also reported to `fail`. */
function executeLink(execute: ExecuteOperation, fail: (error: unknown) => void): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const failed = (error: unknown) => {
          fail(error);
          observer.error(error);
        };
        execute(print(operation.query), operation.variables).then((result) => {
          const [first] = result.errors ?? [];
          if (first) return failed(new Error(`${operation.operationName ?? 'an operation'}: ${first.message}`));
          observer.next({ data: result.data ?? null });
          observer.complete();
        }, failed);
      }),
  );
}

/**
 * Renders the page at `path` in `locale` with its data (ADR 32): its queries run through
 * `execute` (Apollo's prerenderStatic renders until none is left waiting), then the last render's
 * markup, styles and the cache it read, for the browser to restore before hydrating. The shell's
 * feeds still render only after hydration, as in prerenderPage. A failed query fails the render.
 */
export function renderPageWithData(path: string, locale: Locale, execute: ExecuteOperation): Promise<RenderedPage> {
  return oneAtATime(() =>
    inLocale(path, locale, async (title) => {
      const failures: unknown[] = [];
      const client = new ApolloClient({
        ssrMode: true,
        cache: createAppCache(),
        link: executeLink(execute, (error) => failures.push(error)),
      });
      let last = { html: '', styles: '' };
      await prerenderStatic({
        tree: <RenderClientContext.Provider value={client}>{appAt(path, locale)}</RenderClientContext.Provider>,
        renderFunction: async (tree: ReactNode) => {
          last = await renderTree(tree, `${path} (${locale})`);
          return last.html;
        },
      });
      // the page would show its error state: the api serves the prerendered page instead
      if (failures.length > 0) throw new Error(`a query of ${path} (${locale}) failed`, { cause: failures[0] });
      return { ...last, title, state: renderedStateScript(client.extract()) };
    }),
  );
}
