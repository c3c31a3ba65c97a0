import { dealerApplicationSchema, dealerStatusSchema } from '@vdp/shared/validation/dealer-application.schema';
import { setPasswordSchema } from '@vdp/shared/validation/auth.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { AccountService } from '../auth/account.service';
import type { DealerService } from './dealer.service';

/** The dealer REST twins (spec 000 §7.2, spec 001 §7): the same services as GraphQL. */
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
      endpoint('dealers.manage', (ctx, req) => dealers.list(ctx.em, req.query.search), {
        summary: 'Dealers, searched by business name, licence or contact name',
      }),
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
