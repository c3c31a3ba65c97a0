import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { SettingsService } from './settings.service';

/** The module's REST routes (below /api). */
export function settingsRoutes(services: { settings: SettingsService }): RestRoutes {
  return new RestRoutes().get(
    '/settings/public/all',
    endpoint('settings.readPublic', (ctx) => services.settings.publicSettings(ctx.em)),
  );
}
