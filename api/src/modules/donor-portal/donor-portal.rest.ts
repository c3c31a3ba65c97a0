import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import type { DonorPortalServices } from './donor-portal.resolver';
import { DonationSummary, DonorPortalView } from './donor-portal.types';

/** The module's REST routes (below /api). */
export function donorPortalRoutes(services: DonorPortalServices): RestRoutes {
  const routes = new RestRoutes();
  routes.get(
    '/donor-portal/:code',
    endpoint('donorPortal.lookup', async (ctx, req) =>
      DonorPortalView.of(await services.donorPortal.byCode(ctx.em, String(req.params.code), ctx.clientKey)),
    ),
  );

  routes.get(
    '/donations/email/:email',
    endpoint('donorPortal.lookup', async (ctx, req) => {
      const results = await services.donorPortal.byEmail(ctx.em, String(req.params.email), ctx.clientKey);
      return results.map((result) => DonationSummary.of(result));
    }),
  );
  return routes;
}
