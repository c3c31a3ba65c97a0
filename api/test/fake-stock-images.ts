import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StockRequest {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

/**
 * Pixabay's and Pexels' search APIs on 127.0.0.1, answering in each one's documented format:
 * GET /pixabay/?key&q&page&per_page → { total, totalHits, hits }, GET /pexels/v1/search →
 * { total_results, photos }. A query of "nothing" finds nothing; "fail" answers 500.
 */
export class FakeStockImages {
  readonly log: StockRequest[] = [];
  private server: http.Server | undefined;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://fake');
    const request = { path: url.pathname, query: url.searchParams, authorization: req.headers.authorization };
    this.log.push(request);
    const query = url.searchParams.get(url.pathname.startsWith('/pixabay') ? 'q' : 'query') ?? '';
    if (query === 'fail') return void res.writeHead(500).end('{"error":"down"}');
    const perPage = Number(url.searchParams.get('per_page') ?? 20);
    const count = query === 'nothing' ? 0 : perPage;
    const body = url.pathname.startsWith('/pixabay') ? pixabay(query, count) : pexels(query, count);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }
}

function pixabay(query: string, count: number) {
  return {
    total: count * 10,
    totalHits: count === 0 ? 0 : 500,
    hits: Array.from({ length: count }, (_, i) => ({
      id: 1000 + i,
      pageURL: `https://pixabay.com/photos/${query}-${1000 + i}/`,
      type: 'photo',
      tags: `${query}, road, blue`,
      previewURL: `https://cdn.pixabay.com/photo/${i}_150.jpg`,
      webformatURL: `https://pixabay.com/get/${i}_640.jpg`,
      largeImageURL: `https://pixabay.com/get/${i}_1280.jpg`,
      user: 'Photographer',
      // one result without an https address: it must not reach the editor
      ...(i === 1 ? { webformatURL: 'javascript:alert(1)', largeImageURL: '' } : {}),
    })),
  };
}

function pexels(query: string, count: number) {
  return {
    page: 1,
    per_page: count,
    total_results: count === 0 ? 0 : 8000,
    photos: Array.from({ length: count }, (_, i) => ({
      id: 2000 + i,
      width: 4000,
      height: 3000,
      url: `https://www.pexels.com/photo/${query}-${2000 + i}/`,
      photographer: 'Jean Tremblay',
      alt: `A ${query} in the snow`,
      src: {
        original: `https://images.pexels.com/photos/${i}/original.jpeg`,
        large: `https://images.pexels.com/photos/${i}/large.jpeg`,
        medium: `https://images.pexels.com/photos/${i}/medium.jpeg`,
        small: `https://images.pexels.com/photos/${i}/small.jpeg`,
        tiny: `https://images.pexels.com/photos/${i}/tiny.jpeg`,
      },
    })),
  };
}
