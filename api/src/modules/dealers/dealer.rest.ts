import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import type { DealerService } from './dealer.service';

const body = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The module's REST routes (below /api). */
export function dealerRoutes(services: { dealers: DealerService }): RestRoutes {
  const routes = new RestRoutes();
  routes.post(
    '/dealers',
    endpoint('dealers.register', async (ctx, req, res) => {
      res.status(201).json(await services.dealers.register(ctx.em, body(req.body)));
    }),
  );

  routes.post(
    '/dealers/set-password',
    endpoint('dealers.register', (ctx, req) =>
      services.dealers.setPassword(ctx.em, body(req.body).token, body(req.body).password),
    ),
  );

  routes.get(
    '/dealers/me',
    endpoint('dealers.me', (ctx) => services.dealers.mine(ctx.em, ctx.user!.id)),
  );

  routes.get(
    '/dealers',
    endpoint('dealers.manage', (ctx, req) =>
      services.dealers.list(ctx.em, typeof req.query.search === 'string' ? req.query.search : undefined),
    ),
  );

  routes.patch(
    '/dealers/:id/status',
    endpoint('dealers.manage', (ctx, req) =>
      services.dealers.setStatus(ctx.em, Number(req.params.id) || 0, body(req.body).verificationStatus),
    ),
  );
  return routes;
}
