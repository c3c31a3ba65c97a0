import { RestRoutes, type RestRequest } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import { DonationCommunicationView, DonationStatusUpdate } from '../donations/donation.types';
import { DonationNotification, StaffDonation, StaffDonationDetail } from './staff-donation.types';
import type { StaffDonationService } from './staff-donation.service';

/** The staff REST twins of spec 000 §7.2 (spec 001 §7): the same StaffDonationService as GraphQL. */

const body = (req: RestRequest): Record<string, unknown> =>
  req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
const query = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The module's REST routes (below /api). */
export function staffDonationRoutes(services: { staffDonations: StaffDonationService }): RestRoutes {
  const routes = new RestRoutes();
  for (const path of ['/donations/:id/history', '/donations/:id/status-history']) {
    routes.get(
      path,
      endpoint('donations.manage', async (ctx, req) =>
        (await services.staffDonations.history(ctx.em, req.params.id)).map((entry) => DonationStatusUpdate.of(entry)),
      ),
    );
  }
  routes.get(
    '/donations',
    endpoint('donations.manage', async (ctx, req) => {
      const page = await services.staffDonations.list(ctx.em, {
        search: query(req.query.search),
        status: query(req.query.status),
        page: query(req.query.page),
        pageSize: query(req.query.pageSize),
      });
      return { ...page, items: page.items.map((row) => StaffDonation.of(row)) };
    }),
  );

  routes.get(
    '/donations/:id',
    endpoint('donations.manage', async (ctx, req) =>
      StaffDonationDetail.of(await services.staffDonations.detail(ctx.em, req.params.id)),
    ),
  );

  routes.patch(
    '/donations/:id/status',
    endpoint('donations.manage', async (ctx, req) => {
      const { row } = await services.staffDonations.changeStatus(ctx.em, ctx.user!, {
        ...body(req),
        donationId: req.params.id,
      });
      return StaffDonation.of(row);
    }),
  );

  routes.get(
    '/donations/:id/communications',
    endpoint('donations.manage', async (ctx, req) =>
      (await services.staffDonations.communications(ctx.em, req.params.id)).map((c) => DonationCommunicationView.of(c)),
    ),
  );

  routes.post(
    '/donations/:id/communications',
    endpoint('donations.manage', async (ctx, req, res) => {
      const communication = await services.staffDonations.addCommunication(ctx.em, ctx.user!, {
        ...body(req),
        donationId: req.params.id,
      });
      res.status(201);
      return DonationCommunicationView.of(communication);
    }),
  );

  routes.get(
    '/donations/:id/notifications',
    endpoint('donations.manage', async (ctx, req) =>
      (await services.staffDonations.notifications(ctx.em, req.params.id)).map((c) => DonationNotification.of(c)),
    ),
  );
  return routes;
}
