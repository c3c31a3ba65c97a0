import { LRUCache } from 'lru-cache';
import type { AppPubSub } from '../../core/events/pubsub';
import type { Theme } from './theme.presenter';
import { THEME_CHANGED } from './theme.events';

/** How long the active theme is reused at most, should an event be missed or a row change outside the api. */
export const ACTIVE_THEME_TTL_MS = 60_000;

const KEY = 'active';

/**
 * The active theme, read on every page view (and polled by every open page), kept in memory: a
 * THEME_CHANGED event from any api process forgets it, so the next read sees the change.
 */
export class ActiveThemeCache {
  private readonly slot = new LRUCache<typeof KEY, Promise<Theme | null>>({ max: 1, ttl: ACTIVE_THEME_TTL_MS });

  constructor(pubSub: AppPubSub | undefined) {
    if (pubSub) {
      pubSub.listen(THEME_CHANGED, () => this.forget());
    }
  }

  get(load: () => Promise<Theme | null>): Promise<Theme | null> {
    const cached = this.slot.get(KEY);
    if (cached) return cached;
    const theme = load();
    this.slot.set(KEY, theme);
    theme.catch(() => this.slot.peek(KEY) === theme && this.slot.delete(KEY)); // a failed read is not remembered
    return theme;
  }

  forget(): void {
    this.slot.clear();
  }
}
