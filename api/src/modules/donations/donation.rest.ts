import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import type { DonationService } from './donation.service';

/** The module's REST routes (below /api). */
export function donationRoutes(services: { donations: DonationService }): RestRoutes {
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
  return routes;
}
