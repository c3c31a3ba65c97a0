import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';

export const settingsRoutes = new RestRoutes();

settingsRoutes.get(
  '/settings/public/all',
  endpoint('settings.readPublic', (ctx) => ctx.services.settings.publicSettings(ctx.em)),
);
