import type { Core } from '../../core/module';
import { defineModule } from '../../core/module';
import { ActiveThemeCache } from './active-theme-cache';
import { ColorTheme } from './color-theme.entity';
import { ThemeResolver } from './theme.resolver';
import { themeRoutes } from './theme.rest';
import { ThemeService } from './theme.service';
import { THEME_CHANGED } from './theme.events';

/** Colour themes (spec 001 §3 color_themes): the active one styles the site; admins manage them. */
export const themesModule = defineModule({
  name: 'themes',
  entities: [ColorTheme],
  resolvers: [ThemeResolver],
  routes: themeRoutes,
  keptQueries: { activeTheme: { clearedBy: [THEME_CHANGED] } },
  create: ({ transactions, events, audit }: Core) => ({
    themes: new ThemeService(transactions, new ActiveThemeCache(events), audit),
  }),
});
