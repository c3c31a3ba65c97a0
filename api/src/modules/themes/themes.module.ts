import { defineModule } from '../../core/module';
import { ColorTheme } from './color-theme.entity';
import { ThemeResolver } from './theme.resolver';
import { themeRoutes } from './theme.rest';
import { ThemeService } from './theme.service';

/** Colour themes (spec 001 §3 color_themes): the active one styles the site. */
export const themesModule = defineModule({
  name: 'themes',
  entities: [ColorTheme],
  resolvers: [ThemeResolver],
  routes: themeRoutes,
  create: () => ({ themes: new ThemeService() }),
});
