import { RestRoutes } from '../../rest/rest-routes';
import { notFound } from '../../common/errors';
import { endpoint } from '../../rest/endpoint';

export const themeRoutes = new RestRoutes();

themeRoutes.get(
  '/color-themes/active',
  endpoint(
    'themes.readActive',
    async (ctx) => (await ctx.services.themes.active(ctx.em)) ?? Promise.reject(notFound('No active colour theme.')),
  ),
);
