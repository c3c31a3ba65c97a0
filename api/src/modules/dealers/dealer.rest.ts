import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';

export const dealerRoutes = new RestRoutes();

const body = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

dealerRoutes.post(
  '/dealers',
  endpoint('dealers.register', async (ctx, req, res) => {
    res.status(201).json(await ctx.services.dealers.register(ctx.em, body(req.body)));
  }),
);
dealerRoutes.post(
  '/dealers/set-password',
  endpoint('dealers.register', (ctx, req) =>
    ctx.services.dealers.setPassword(ctx.em, body(req.body).token, body(req.body).password),
  ),
);
dealerRoutes.get(
  '/dealers/me',
  endpoint('dealers.me', (ctx) => ctx.services.dealers.mine(ctx.em, ctx.user!.id)),
);
dealerRoutes.get(
  '/dealers',
  endpoint('dealers.manage', (ctx, req) =>
    ctx.services.dealers.list(ctx.em, typeof req.query.search === 'string' ? req.query.search : undefined),
  ),
);
dealerRoutes.patch(
  '/dealers/:id/status',
  endpoint('dealers.manage', (ctx, req) =>
    ctx.services.dealers.setStatus(ctx.em, Number(req.params.id) || 0, body(req.body).verificationStatus),
  ),
);
