import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import type { SettingsService } from './settings.service';

/** The module's REST routes (below /api). */
export function settingsRoutes(services: { settings: SettingsService }): RestRoutes {
  const routes = new RestRoutes();
  routes.get(
    '/settings/public/all',
    endpoint('settings.readPublic', (ctx) => services.settings.publicSettings(ctx.em)),
  );
  return routes;
}
