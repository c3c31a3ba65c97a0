import { RestRoutes } from '../../rest/rest-routes';
import { notFound } from '../../core/errors';
import { endpoint } from '../../rest/endpoint';
import type { ThemeService } from './theme.service';

/** The module's REST routes (below /api). */
export function themeRoutes(services: { themes: ThemeService }): RestRoutes {
  const routes = new RestRoutes();
  routes.get(
    '/color-themes/active',
    endpoint(
      'themes.readActive',
      async (ctx) => (await services.themes.active(ctx.em)) ?? Promise.reject(notFound('No active colour theme.')),
    ),
  );
  return routes;
}
