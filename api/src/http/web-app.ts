import express, { type Express, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import fs from 'node:fs';
import path from 'node:path';
import { withHead } from './document-head';

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
}

export interface StoredFile {
  contentType: string;
  bytes: Buffer;
}

const NOT_BUILT = 'The web app is not built yet: run `npm run build` (npm start does it for you).';

/**
 * Serves the built web app: hashed assets cached for a year, precompressed (brotli or gzip, by
 * the request's Accept-Encoding), index.html for every other GET
 * (the client router renders its pages, including the 404 page), with a server-filled head and
 * status for the pages modules describe, and the files they generate.
 */
export function serveWebApp(app: Express, webDist: string, extras: readonly WebRoutes[] = []): void {
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
  app.get(/^(?!\/(api|graphql)(\/|$)).*/, (_req, res) => sendIndex(res, index, { status: 200 }));
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
