import express, { type Express, type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import path from 'node:path';
import type { AppPubSub } from '../core/events/pubsub';
import type { OperationExecutor } from '../graphql/anonymous-operations';
import { readCookie } from './cookies';
import { withHead } from './document-head';
import { PageRenderWorker } from './page-render-worker';
import { RenderedPages, type RenderedRoute } from './rendered-pages';

/** A page of the app whose head the server fills in (issue 11), or 404 when it has none. */
export interface AppDocument {
  status: number;
  /** The tags of documentHead(); none: the app's own head. */
  head?: string;
  language?: string;
}

/** What modules add to the web app's answers: heads of some app pages, and generated files. */
export interface WebRoutes {
  /** Paths like '/blog/:slug' whose app HTML gets a server-filled head. */
  pages?: Array<{ path: string; document(params: Record<string, string>): Promise<AppDocument> }>;
  /** Generated files such as /sitemap.xml: their content type and body. */
  files?: Array<{ path: string; type: string; body(): Promise<string> }>;
  /** Stored files such as uploaded images, by the path's parameters; null answers 404. They never change. */
  stored?: Array<{ path: string; read(params: Record<string, string>): Promise<StoredFile | null> }>;
  /** Prerendered public pages the api renders again at request time with their first data (ADR 32). */
  rendered?: RenderedRoute[];
}

/** What rendering pages with their data needs: the operations run in-process, the events that forget them. */
export interface PageRendering {
  execute: OperationExecutor;
  pubSub?: AppPubSub;
  log: (message: string) => void;
}

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
}

const NOT_BUILT = 'The web app is not built yet: run `npm run build` (npm start does it for you).';

/** dist/prerendered/routes.json, written by web/scripts/prerender.mjs (ADR 24). */
interface PrerenderedRoutes {
  locales: string[];
  routes: Array<{ path: string; name: string }>;
}

/** The cookie the web app sets with the visitor's language (web/src/i18n/locales.ts). */
const LOCALE_COOKIE = 'vdp.locale';

/**
 * The language of the page a visitor's browser will render, as the web app chooses it: the
 * stored choice (mirrored in a cookie), else French when the browser's first language is.
 */
export function requestLocale(req: Pick<Request, 'headers'>, locales: readonly string[]): string {
  const chosen = readCookie(req.headers.cookie, LOCALE_COOKIE);
  if (chosen && locales.includes(chosen)) return chosen;
  const first = req.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('fr') && locales.includes('fr') ? 'fr' : 'en';
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed (brotli or gzip, by
 * the request's Accept-Encoding), index.html for every other GET
 * (the client router renders its pages, including the 404 page), with a server-filled head and
 * status for the pages modules describe, the files they generate, and the public pages they render
 * with their data (with `rendering`; their worker stops with `close`).
 */
export function serveWebApp(
  app: Express,
  webDist: string,
  extras: readonly WebRoutes[] = [],
  rendering?: PageRendering,
): { close(): Promise<void> } {
  const index = path.join(webDist, 'index.html');
  // hashed file names never change: cached for a year; the build writes .br and .gz beside each one
  app.use(
    '/assets',
    expressStaticGzip(path.join(webDist, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: { immutable: true, maxAge: '365d', fallthrough: false },
    }),
  );
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  for (const file of extras.flatMap((extra) => extra.files ?? [])) {
    app.get(file.path, async (_req, res, next) => {
      try {
        const body = await file.body();
        res.setHeader('Cache-Control', 'no-cache');
        res.type(file.type).send(body);
      } catch (error) {
        next(error);
      }
    });
  }
  for (const stored of extras.flatMap((extra) => extra.stored ?? [])) {
    app.get(stored.path, async (req, res, next) => {
      try {
        const file = await stored.read(req.params as Record<string, string>);
        if (!file) return void res.status(404).type('text/plain').send('Not found');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        // a stored file is shown, never run: no scripts even if a browser sniffed it as a document
        res.setHeader('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
        res.type(file.contentType).send(file.bytes);
      } catch (error) {
        next(error);
      }
    });
  }
  for (const page of extras.flatMap((extra) => extra.pages ?? [])) {
    app.get(page.path, async (req, res, next) => {
      try {
        const document = await page.document(req.params as Record<string, string>);
        await sendIndex(res, index, document);
      } catch (error) {
        next(error);
      }
    });
  }
  const prerendered = prerenderedPages(webDist);
  const renderedRoutes = extras.flatMap((extra) => extra.rendered ?? []);
  const rendered =
    rendering && renderedRoutes.length > 0
      ? new RenderedPages(
          renderedRoutes,
          // built beside dist by `npm run build` (web/vite.config.ts)
          new PageRenderWorker(path.join(webDist, '..', 'dist-ssr', 'render-worker.js'), webDist, rendering.execute),
          rendering.pubSub,
          rendering.log,
        )
      : undefined;
  app.get(/^(?!\/(api|graphql)(\/|$)).*/, async (req, res, next) => {
    try {
      if (!(await prerendered.send(req, res, rendered))) await sendIndex(res, index, { status: 200 });
    } catch (error) {
      next(error);
    }
  });
  return { close: async () => rendered?.close() };
}

/**
 * The public pages the build prerendered, in the visitor's language, precompressed: their HTML
 * paints the page before the JavaScript runs, which then hydrates it. routes.json is read on
 * first use (the build may finish after the server starts) and kept.
 */
function prerenderedPages(webDist: string) {
  const dir = path.join(webDist, 'prerendered');
  let routes: PrerenderedRoutes | undefined;
  const load = async (): Promise<PrerenderedRoutes | undefined> => {
    try {
      routes ??= JSON.parse(await fs.promises.readFile(path.join(dir, 'routes.json'), 'utf8')) as PrerenderedRoutes;
    } catch {
      return undefined; // not built (yet), or built without prerendering
    }
    return routes;
  };
  return {
    /** Sends the page of req.path, rendered with its data when `rendered` can, else prerendered; false when there is none. */
    async send(req: Request, res: Response, rendered?: RenderedPages): Promise<boolean> {
      const known = await load();
      const route = known?.routes.find((candidate) => candidate.path === req.path);
      if (!known || !route) return false;
      const locale = requestLocale(req, known.locales);
      if (await rendered?.send(req, res, locale)) return true;
      const file = path.join(dir, locale, `${route.name}.html`);
      const encoding = req.acceptsEncodings('br', 'gzip');
      let body: Buffer;
      try {
        body = await fs.promises.readFile(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file);
      } catch {
        return false;
      }
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.status(200).type('html').send(body);
      return true;
    },
  };
}

async function sendIndex(res: Response, index: string, document: AppDocument): Promise<void> {
  let html: string;
  try {
    html = await fs.promises.readFile(index, 'utf8');
  } catch {
    res.status(503).type('text/plain').send(NOT_BUILT);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res
    .status(document.status)
    .type('html')
    .send(document.head ? withHead(html, document.head, document.language) : html);
}
