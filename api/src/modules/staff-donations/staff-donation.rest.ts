import {
  donationCommunicationFormSchema,
  donationCommunicationSchema,
  donationIdSchema,
  donationStatusUpdateFormSchema,
  donationStatusUpdateSchema,
  staffDonationListSchema,
} from '@vdp/shared/validation/staff-donation.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS, objectPage } from '../../rest/paging';
import { RestRoutes, type RestRequest } from '../../rest/rest-routes';
import type { StaffDonationService } from './staff-donation.service';

/** The donation id of the path /donations/{id}/…: 400 naming donationId when it is not one. */
const donationIdOf = (req: RestRequest) => parseInput(donationIdSchema, { donationId: req.params.id }).donationId;
/** The staff list's filters and its page (limit, cursor, before). */
const LIST_QUERY = pagedQuery(staffDonationListSchema);

/** The JSON body with the path's donation id. */
const bodyWithId = (req: RestRequest) => ({ ...(req.body as object), donationId: req.params.id });

/** The staff REST twins of spec 000 §7.2 (spec 001 §7): the same StaffDonationService as GraphQL. */
export function staffDonationRoutes(services: { staffDonations: StaffDonationService }): RestRoutes {
  const { staffDonations } = services;
  const history = endpoint('donations.manage', (ctx, req) => staffDonations.history(ctx.em, donationIdOf(req)), {
    summary: 'The status history of a donation',
  });
  return new RestRoutes()
    .get('/donations/:id/history', history)
    .get('/donations/:id/status-history', history)
    .get(
      '/donations',
      endpoint(
        'donations.manage',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, LIST_QUERY);
          const donations = await staffDonations.list(ctx.em, filters, page, REST_CURSOR_FIELDS);
          return objectPage(req, res, donations, (nodes, nextCursor) => ({
            items: nodes,
            total: donations.totalCount,
            nextCursor,
          }));
        },
        {
          query: LIST_QUERY,
          summary:
            'Donations for the staff screens, newest first, 20 a page: search, status, limit (1-100), cursor or before (page and pageSize are gone); answers { items, total, nextCursor } and Link headers',
        },
      ),
    )
    .get(
      '/donations/:id',
      endpoint('donations.manage', (ctx, req) => staffDonations.detail(ctx.em, donationIdOf(req)), {
        summary: 'One donation with everything the staff screen shows',
      }),
    )
    .patch(
      '/donations/:id/status',
      endpoint(
        'donations.manage',
        (ctx, req) => staffDonations.changeStatus(ctx.em, ctx.user!, parseInput(donationStatusUpdateSchema, bodyWithId(req))),
        { summary: 'Sets the status of a donation', input: donationStatusUpdateFormSchema },
      ),
    )
    .get(
      '/donations/:id/communications',
      endpoint('donations.manage', (ctx, req) => staffDonations.communications(ctx.em, donationIdOf(req)), {
        summary: 'The communications with the donor of a donation',
      }),
    )
    .post(
      '/donations/:id/communications',
      endpoint(
        'donations.manage',
        async (ctx, req, res) => {
          const input = parseInput(donationCommunicationSchema, bodyWithId(req));
          res.status(201).json(await staffDonations.addCommunication(ctx.em, ctx.user!, input));
        },
        { answer: { status: 201 }, summary: 'Records a communication with the donor', input: donationCommunicationFormSchema },
      ),
    )
    .get(
      '/donations/:id/notifications',
      endpoint('donations.manage', (ctx, req) => staffDonations.notifications(ctx.em, donationIdOf(req)), {
        summary: 'The e-mails sent about a donation',
      }),
    );
}
