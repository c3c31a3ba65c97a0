import { dealerApplicationSchema, dealerStatusSchema } from '@vdp/shared/validation/dealer-application.schema';
import { dealerListSchema } from '@vdp/shared/validation/dealer-list.schema';
import { setPasswordSchema } from '@vdp/shared/validation/auth.schema';
import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { arrayPage, pagedQuery, parsePagedQuery, REST_CURSOR_FIELDS } from '../../rest/paging';
import { RestRoutes } from '../../rest/rest-routes';
import type { AccountService } from '../auth/account.service';
import type { DealerService } from './dealer.service';

const DEALER_LIST_QUERY = pagedQuery(dealerListSchema);

/**
 * The dealer REST twins (spec 000 §7.2, spec 001 §7): the same services as GraphQL. The list
 * answers an array, its pages in the Link headers (rest/paging.ts).
 */
export function dealerRoutes(services: { dealers: DealerService; accounts: AccountService }): RestRoutes {
  const { dealers, accounts } = services;
  return new RestRoutes()
    .post(
      '/dealers',
      endpoint(
        'dealers.register',
        async (ctx, req, res) => {
          res.status(201).json(await dealers.register(ctx.em, parseInput(dealerApplicationSchema, req.body)));
        },
        {
          input: dealerApplicationSchema,
          answer: { status: 201 },
          summary: 'Applies as a dealer: the account waits for verification',
        },
      ),
    )
    .post(
      '/dealers/set-password',
      endpoint('dealers.register', (ctx, req) => accounts.setPassword(ctx.em, parseInput(setPasswordSchema, req.body)), {
        input: setPasswordSchema,
        summary: 'Sets a verified dealer account password from its e-mailed link',
      }),
    )
    .get(
      '/dealers/me',
      endpoint('dealers.me', (ctx) => dealers.mine(ctx.em, ctx.user!.id), { summary: "The signed-in dealer's own record" }),
    )
    .get(
      '/dealers',
      endpoint(
        'dealers.manage',
        async (ctx, req, res) => {
          const { filters, page } = parsePagedQuery(req, DEALER_LIST_QUERY);
          const listed = await dealers.page(ctx.em, filters, page, REST_CURSOR_FIELDS);
          return arrayPage(req, res, listed);
        },
        {
          query: DEALER_LIST_QUERY,
          summary: `Dealers, newest first, ${PAGE_SIZE.default} a page (limit 1-${PAGE_SIZE.max}, cursor or before; filters search, status): an array, the next page in the Link header`,
        },
      ),
    )
    .patch(
      '/dealers/:id/status',
      endpoint(
        'dealers.manage',
        (ctx, req) =>
          dealers.setStatus(
            ctx.em,
            Number(req.params.id) || 0,
            parseInput(dealerStatusSchema, req.body).verificationStatus,
            ctx.user!,
          ),
        { input: dealerStatusSchema, summary: 'Verifies or rejects a dealer' },
      ),
    );
}
