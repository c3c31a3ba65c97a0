import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import { DonationSummary, DonorPortalView } from './donation.types';

export const donationRoutes = new RestRoutes();

donationRoutes.post(
  '/donations',
  endpoint('donations.submit', async (ctx, req, res) => {
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const key = req.get('Idempotency-Key');
    const { id, accessCode, created } = await ctx.services.donations.submit(ctx.em, {
      ...body,
      ...(key === undefined ? {} : { idempotencyKey: key }),
    });
    res.status(created ? 201 : 200);
    return { id, accessCode, trackingUrl: ctx.services.donations.trackingUrl(accessCode) };
  }),
);

donationRoutes.get(
  '/donor-portal/:code',
  endpoint('donorPortal.lookup', async (ctx, req) =>
    DonorPortalView.of(await ctx.services.donorPortal.byCode(ctx.em, String(req.params.code), ctx.clientKey)),
  ),
);

donationRoutes.get(
  '/donations/email/:email',
  endpoint('donorPortal.lookup', async (ctx, req) => {
    const results = await ctx.services.donorPortal.byEmail(ctx.em, String(req.params.email), ctx.clientKey);
    return results.map((result) => DonationSummary.of(result));
  }),
);
