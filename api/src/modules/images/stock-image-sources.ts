import type { ImageSource } from '@vdp/shared/content/images.constants';

/** One result of a stock-image search (spec 001 §3 image search result). */
export interface StockImage {
  id: string;
  /** The image to use as a featured image (about 1280 px wide). */
  url: string;
  /** A small version for the result grid. */
  preview: string;
  /** Words describing it, comma separated (the alt text the dialog shows). */
  tags: string;
  /** Who made it (both sources ask for credit). */
  user: string;
  /** The image's page on its source. */
  pageUrl: string;
  source: ImageSource;
}

export interface StockImagePage {
  total: number;
  images: StockImage[];
}

export interface StockSearch {
  query: string;
  page: number;
  perPage: number;
}

/** A stock-image API, asked with the server's key (never sent to the browser). */
export interface StockImageClient {
  search(apiKey: string, search: StockSearch, signal: AbortSignal): Promise<StockImagePage>;
}

/** The answer was not what the source's API documents. */
export class StockAnswerError extends Error {}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null) : [];

async function getJson(url: URL, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  if (!response.ok) throw new StockAnswerError(`${url.host} answered ${response.status}`);
  const body = (await response.json()) as unknown;
  if (typeof body !== 'object' || body === null) throw new StockAnswerError(`${url.host} answered no object`);
  return body as Record<string, unknown>;
}

/** Pixabay's API (https://pixabay.com/api/docs/): GET /api/?key&q&page&per_page → { totalHits, hits }. */
export class PixabayClient implements StockImageClient {
  constructor(private readonly baseUrl = 'https://pixabay.com/api/') {}

  async search(apiKey: string, { query, page, perPage }: StockSearch, signal: AbortSignal): Promise<StockImagePage> {
    const url = new URL(this.baseUrl);
    url.search = new URLSearchParams({
      key: apiKey,
      q: query,
      page: String(page),
      per_page: String(perPage),
      image_type: 'photo',
      safesearch: 'true',
    }).toString();
    const body = await getJson(url, { signal });
    return {
      // totalHits is what the API lets one page through (total counts every match)
      total: Number(body.totalHits ?? body.total ?? 0) || 0,
      images: records(body.hits).map((hit) => ({
        id: text(hit.id),
        url: text(hit.webformatURL) || text(hit.largeImageURL),
        preview: text(hit.previewURL) || text(hit.webformatURL),
        tags: text(hit.tags),
        user: text(hit.user),
        pageUrl: text(hit.pageURL),
        source: 'pixabay' as const,
      })),
    };
  }
}

/** Pexels' API (https://www.pexels.com/api/documentation/): GET /v1/search?query&page&per_page, key in Authorization. */
export class PexelsClient implements StockImageClient {
  constructor(private readonly baseUrl = 'https://api.pexels.com/v1/') {}

  async search(apiKey: string, { query, page, perPage }: StockSearch, signal: AbortSignal): Promise<StockImagePage> {
    const url = new URL('search', this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    url.search = new URLSearchParams({ query, page: String(page), per_page: String(perPage) }).toString();
    const body = await getJson(url, { signal, headers: { Authorization: apiKey } });
    return {
      total: Number(body.total_results ?? 0) || 0,
      images: records(body.photos).map((photo) => {
        const src = (typeof photo.src === 'object' && photo.src !== null ? photo.src : {}) as Record<string, unknown>;
        return {
          id: text(photo.id),
          url: text(src.large) || text(src.original),
          preview: text(src.medium) || text(src.small) || text(src.tiny),
          tags: text(photo.alt),
          user: text(photo.photographer),
          pageUrl: text(photo.url),
          source: 'pexels' as const,
        };
      }),
    };
  }
}
