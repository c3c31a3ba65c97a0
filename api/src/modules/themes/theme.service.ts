import type { EntityManager } from '@mikro-orm/postgresql';
import { notFound } from '../../core/errors';
import { ColorTheme } from './color-theme.entity';
import { presentTheme, type Theme } from './theme.presenter';

export class ThemeService {
  /** The one active colour theme (spec 001 §3), or null before any exists. */
  async active(em: EntityManager): Promise<Theme | null> {
    const theme = await em.findOne(ColorTheme, { isActive: true });
    return theme ? presentTheme(theme) : null;
  }

  /** The active theme, or 404 before any exists (REST has no null answer). */
  async activeOrFail(em: EntityManager): Promise<Theme> {
    const theme = await this.active(em);
    if (!theme) throw notFound('No active colour theme.');
    return theme;
  }
}
