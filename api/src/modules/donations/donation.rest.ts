import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import { DonationSummary, DonorPortalView } from './donation.types';
import type { DonorDoorServices } from './donation.resolver';

/** The module's REST routes (below /api). */
export function donationRoutes(services: DonorDoorServices): RestRoutes {
  const routes = new RestRoutes();
  routes.post(
    '/donations',
    endpoint('donations.submit', async (ctx, req, res) => {
      const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      const key = req.get('Idempotency-Key');
      const { id, accessCode, created } = await services.donations.submit(ctx.em, {
        ...body,
        ...(key === undefined ? {} : { idempotencyKey: key }),
      });
      res.status(created ? 201 : 200);
      return { id, accessCode, trackingUrl: services.donations.trackingUrl(accessCode) };
    }),
  );

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
