import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { AppPubSub } from '../core/events/pubsub';
import { KeptPages } from './kept-pages';
import type { PageRenderWorker } from './page-render-worker';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A public page the api renders with its data (ADR 32), kept until an event changes it. */
export interface RenderedRoute {
  path: string;
  /** Topics whose events, from any api process, forget the page's HTML. */
  clearedBy: readonly string[];
  /** How long the HTML is served before it is rendered again (served still meanwhile): how late what no event announces shows. */
  ttlMs: number;
}

/** One rendered page, as sent for each Accept-Encoding. */
export interface RenderedHtml {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** After a failed render, the prerendered page is served this long before rendering is tried again. */
export const RENDER_RETRY_MS = 30_000;

/** The page's HTML and its compressed forms (compressed on libuv's threads, not this event loop). */
export async function compressedHtml(html: string): Promise<RenderedHtml> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip(identity, { level: 9 }),
  ]);
  return { identity, br, gzip: gz };
}

/** Whether `req` asks for the page itself: a GET of exactly its path, no query string (a filtered link gets the prerendered page). */
export function asksForRenderedPage(req: Pick<Request, 'method' | 'originalUrl'>, path: string): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.originalUrl === path;
}

/**
 * The public pages the api renders at request time with their first data (ADR 32): each is
 * rendered per language by the web's render worker, kept with its compressed forms (KeptPages:
 * forgotten by an event of its `clearedBy`, rendered again in the background past its time limit)
 * and sent to every visitor. Without a render worker, or while rendering fails, `send` answers
 * false and the prerendered page is sent.
 */
export class RenderedPages {
  private readonly kept = new Map<string, KeptPages<RenderedHtml>>();
  private retryAt = 0;

  constructor(
    private readonly routes: readonly RenderedRoute[],
    private readonly worker: PageRenderWorker,
    pubSub: AppPubSub | undefined,
    private readonly log: (message: string) => void,
  ) {
    for (const route of routes) {
      const render = async (locale: string) => {
        if (!(await this.worker.available())) throw new Error('no render worker: the web was built without it, or not built');
        return compressedHtml(await this.worker.render(route.path, locale));
      };
      this.kept.set(route.path, new KeptPages(render, pubSub, { ttlMs: route.ttlMs, clearedBy: route.clearedBy }));
    }
  }

  /** Sends `req`'s page rendered in `locale`; false when it is not one of these, or cannot be rendered now. */
  async send(req: Request, res: Response, locale: string): Promise<boolean> {
    const route = this.routes.find((candidate) => asksForRenderedPage(req, candidate.path));
    const kept = route && this.kept.get(route.path);
    if (!route || !kept || Date.now() < this.retryAt) return false;
    let page: RenderedHtml;
    try {
      page = await kept.get(locale);
    } catch (error) {
      this.retryAt = Date.now() + RENDER_RETRY_MS;
      this.log(
        `rendering ${route.path} (${locale}) failed, serving the prerendered page: ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
    const encoding = req.acceptsEncodings('br', 'gzip');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res
      .status(200)
      .type('html')
      .send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity);
    return true;
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
