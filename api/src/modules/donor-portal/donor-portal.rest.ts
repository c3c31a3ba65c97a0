import { donorEmailSchema, trackingCodeSchema } from '@vdp/shared/validation/tracking.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { DonorPortalServices } from './donor-portal.resolver';

/** The donor portal's REST twins (spec 000 §7.2): the same service as GraphQL. */
export function donorPortalRoutes(services: DonorPortalServices): RestRoutes {
  const { donorPortal } = services;
  return new RestRoutes()
    .get(
      '/donor-portal/:code',
      endpoint(
        'donorPortal.lookup',
        (ctx, req) =>
          donorPortal.byCode(ctx.em, parseInput(trackingCodeSchema, { accessCode: req.params.code }).accessCode, ctx.clientKey),
        { summary: 'A donation by its tracking code, as its donor sees it' },
      ),
    )
    .get(
      '/donations/email/:email',
      endpoint(
        'donorPortal.lookup',
        (ctx, req) => {
          const { email, accessCode } = parseInput(donorEmailSchema, {
            email: req.params.email,
            accessCode: req.query.accessCode,
          });
          return donorPortal.byEmail(ctx.em, email, accessCode, ctx.clientKey);
        },
        {
          summary: 'The donations of a donor’s e-mail address, for whoever gives the tracking code of one of them',
          query: donorEmailSchema.pick(['accessCode']),
        },
      ),
    );
}
