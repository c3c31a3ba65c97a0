import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';
import type { AuctionDoorServices } from './auction.resolver';

const idOf = (value: unknown): number => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The module's REST routes (below /api). */
export function auctionRoutes(services: AuctionDoorServices): RestRoutes {
  const routes = new RestRoutes();
  routes.get(
    '/auctions',
    endpoint('auctions.read', (ctx, req) =>
      services.auctions.list(ctx.em, { status: text(req.query.status), search: text(req.query.search) }),
    ),
  );

  routes.get(
    '/auctions/stats',
    endpoint('auctions.manage', (ctx) => services.auctions.stats(ctx.em)),
  );

  routes.get(
    '/auctions/donations',
    endpoint('auctions.manage', (ctx) => services.auctions.donationsWithoutAuction(ctx.em)),
  );

  routes.get(
    '/auctions/:id',
    endpoint('auctions.read', (ctx, req) => services.auctions.get(ctx.em, idOf(req.params.id))),
  );

  routes.get(
    '/auctions/:id/bids',
    endpoint('auctions.read', (ctx, req) => services.auctions.bids(ctx.em, idOf(req.params.id))),
  );

  routes.post(
    '/auctions',
    endpoint('auctions.manage', async (ctx, req, res) => {
      res
        .status(201)
        .json(await services.auctions.create(ctx.em, (req.body ?? {}) as Record<string, unknown> & { donationId: unknown }));
    }),
  );

  routes.patch(
    '/auctions/:id/start',
    endpoint('auctions.manage', (ctx, req) => services.auctions.start(ctx.em, idOf(req.params.id))),
  );

  routes.patch(
    '/auctions/:id/end',
    endpoint('auctions.manage', (ctx, req) => services.auctions.end(ctx.em, idOf(req.params.id))),
  );

  /** The bidder is the signed-in dealer: a dealerId in the body is ignored. */
  routes.post(
    '/bids',
    endpoint('auctions.bid', async (ctx, req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const bid = await services.bids.place(ctx.user!, {
        auctionId: body.auctionId,
        bidAmount: body.bidAmount,
        notes: body.notes,
        idempotencyKey: req.get('Idempotency-Key') ?? body.idempotencyKey,
      });
      res.status(bid.replayed ? 200 : 201).json(bid);
    }),
  );
  return routes;
}
