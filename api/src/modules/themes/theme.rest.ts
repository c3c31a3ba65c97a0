import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { ThemeService } from './theme.service';

/** The module's REST routes (below /api). */
export function themeRoutes(services: { themes: ThemeService }): RestRoutes {
  return new RestRoutes().get(
    '/color-themes/active',
    endpoint('themes.readActive', (ctx) => services.themes.activeOrFail(ctx.em)),
  );
}
