import { LRUCache } from 'lru-cache';
import { IMAGE_SOURCE_NAMES, IMAGE_SOURCES, type ImageSource } from '@vdp/shared/content/images.constants';
import type { ImageSearchInput } from '@vdp/shared/validation/image.schema';
import { AppError } from '../../core/errors';
import type { PlatformSettings } from '../../core/platform-settings';
import type { StockImageClient, StockImagePage } from './stock-image-sources';

/** Where an admin puts the keys (platform_settings, never public); the environment is the fallback. */
export const IMAGE_KEY_SETTINGS: Record<ImageSource, { category: string; key: string; env: string }> = {
  pixabay: { category: 'integrations', key: 'pixabay_api_key', env: 'PIXABAY_API_KEY' },
  pexels: { category: 'integrations', key: 'pexels_api_key', env: 'PEXELS_API_KEY' },
};

/** Answers are kept an hour (Pixabay asks API users to cache results), at most this many. */
const CACHE_TTL_MS = 60 * 60 * 1000;
const CACHE_MAX = 500;
const UPSTREAM_TIMEOUT_MS = 10_000;

export interface ImageSourceStatus {
  source: ImageSource;
  configured: boolean;
}

/**
 * Stock-image search through the api (issue 11 §7): the keys stay here, answers are cached, and
 * every source answers the one result shape (spec 001 §3).
 */
export class ImageSearchService {
  private readonly cache = new LRUCache<string, StockImagePage>({ max: CACHE_MAX, ttl: CACHE_TTL_MS });

  constructor(
    private readonly clients: Record<ImageSource, StockImageClient>,
    private readonly envKeys: Partial<Record<ImageSource, string>>,
    private readonly settings: PlatformSettings,
  ) {}

  async sources(): Promise<ImageSourceStatus[]> {
    const keys = await this.keys();
    return IMAGE_SOURCES.map((source) => ({ source, configured: keys[source] !== undefined }));
  }

  async search(input: ImageSearchInput): Promise<StockImagePage> {
    const { source, query, page, perPage } = input;
    const apiKey = (await this.keys())[source];
    if (!apiKey) {
      const { env } = IMAGE_KEY_SETTINGS[source];
      throw new AppError(
        'NOT_CONFIGURED',
        `${IMAGE_SOURCE_NAMES[source]} is not configured: add its API key in the settings (integrations) or as ${env}.`,
      );
    }
    const cacheKey = JSON.stringify([source, query.toLowerCase(), page, perPage]);
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    let answer: StockImagePage;
    try {
      answer = await this.clients[source].search(apiKey, { query, page, perPage }, AbortSignal.timeout(UPSTREAM_TIMEOUT_MS));
    } catch (error) {
      console.warn(`Image search on ${source} failed:`, error instanceof Error ? error.message : error);
      throw new AppError('UPSTREAM_ERROR', `${IMAGE_SOURCE_NAMES[source]} could not be reached. Please try again.`);
    }
    const images = answer.images.filter((image) => /^https:\/\//.test(image.url) && /^https:\/\//.test(image.preview));
    const result = { total: answer.total, images };
    this.cache.set(cacheKey, result);
    return result;
  }

  /** Each source's key: the settings' value (stored encrypted), else the environment's; from the cached snapshot. */
  private async keys(): Promise<Partial<Record<ImageSource, string>>> {
    const snapshot = await this.settings.snapshot();
    const keys: Partial<Record<ImageSource, string>> = {};
    for (const source of IMAGE_SOURCES) {
      const { category, key: name } = IMAGE_KEY_SETTINGS[source];
      const key = snapshot.text(`${category}.${name}`, this.envKeys[source]);
      if (key) keys[source] = key;
    }
    return keys;
  }
}
