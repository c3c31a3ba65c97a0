import type { EntityManager } from '@mikro-orm/postgresql';
import { ColorTheme } from './color-theme.entity';

export class ThemeService {
  /** The one active colour theme (spec 001 §3), or null before any exists. */
  active(em: EntityManager): Promise<ColorTheme | null> {
    return em.findOne(ColorTheme, { isActive: true });
  }
}
