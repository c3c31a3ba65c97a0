import {
  donationCommunicationSchema,
  donationIdSchema,
  donationStatusUpdateSchema,
  staffDonationListSchema,
} from '@vdp/shared/validation/staff-donation.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes, type RestRequest } from '../../rest/rest-routes';
import type { StaffDonationService } from './staff-donation.service';

/** The donation id of the path /donations/{id}/…: 400 naming donationId when it is not one. */
const donationIdOf = (req: RestRequest) => parseInput(donationIdSchema, { donationId: req.params.id }).donationId;
/** The JSON body with the path's donation id. */
const bodyWithId = (req: RestRequest) => ({ ...(req.body as object), donationId: req.params.id });

/** The staff REST twins of spec 000 §7.2 (spec 001 §7): the same StaffDonationService as GraphQL. */
export function staffDonationRoutes(services: { staffDonations: StaffDonationService }): RestRoutes {
  const { staffDonations } = services;
  const history = endpoint('donations.manage', (ctx, req) => staffDonations.history(ctx.em, donationIdOf(req)));
  return new RestRoutes()
    .get('/donations/:id/history', history)
    .get('/donations/:id/status-history', history)
    .get(
      '/donations',
      endpoint('donations.manage', (ctx, req) => staffDonations.list(ctx.em, parseInput(staffDonationListSchema, req.query)), {
        query: staffDonationListSchema,
      }),
    )
    .get(
      '/donations/:id',
      endpoint('donations.manage', (ctx, req) => staffDonations.detail(ctx.em, donationIdOf(req))),
    )
    .patch(
      '/donations/:id/status',
      endpoint('donations.manage', (ctx, req) =>
        staffDonations.changeStatus(ctx.em, ctx.user!, parseInput(donationStatusUpdateSchema, bodyWithId(req))),
      ),
    )
    .get(
      '/donations/:id/communications',
      endpoint('donations.manage', (ctx, req) => staffDonations.communications(ctx.em, donationIdOf(req))),
    )
    .post(
      '/donations/:id/communications',
      endpoint(
        'donations.manage',
        async (ctx, req, res) => {
          const input = parseInput(donationCommunicationSchema, bodyWithId(req));
          res.status(201).json(await staffDonations.addCommunication(ctx.em, ctx.user!, input));
        },
        { answer: { status: 201 } },
      ),
    )
    .get(
      '/donations/:id/notifications',
      endpoint('donations.manage', (ctx, req) => staffDonations.notifications(ctx.em, donationIdOf(req))),
    );
}
