import { RestRoutes } from '../../rest/rest-routes';
import { endpoint } from '../../rest/endpoint';

export const auctionRoutes = new RestRoutes();

const idOf = (value: unknown): number => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0;
};
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

auctionRoutes.get(
  '/auctions',
  endpoint('auctions.read', (ctx, req) =>
    ctx.services.auctions.list(ctx.em, { status: text(req.query.status), search: text(req.query.search) }),
  ),
);
auctionRoutes.get(
  '/auctions/stats',
  endpoint('auctions.manage', (ctx) => ctx.services.auctions.stats(ctx.em)),
);
auctionRoutes.get(
  '/auctions/donations',
  endpoint('auctions.manage', (ctx) => ctx.services.auctions.donationsWithoutAuction(ctx.em)),
);
auctionRoutes.get(
  '/auctions/:id',
  endpoint('auctions.read', (ctx, req) => ctx.services.auctions.get(ctx.em, idOf(req.params.id))),
);
auctionRoutes.get(
  '/auctions/:id/bids',
  endpoint('auctions.read', (ctx, req) => ctx.services.auctions.bids(ctx.em, idOf(req.params.id))),
);
auctionRoutes.post(
  '/auctions',
  endpoint('auctions.manage', async (ctx, req, res) => {
    res
      .status(201)
      .json(await ctx.services.auctions.create(ctx.em, (req.body ?? {}) as Record<string, unknown> & { donationId: unknown }));
  }),
);
auctionRoutes.patch(
  '/auctions/:id/start',
  endpoint('auctions.manage', (ctx, req) => ctx.services.auctions.start(ctx.em, idOf(req.params.id))),
);
auctionRoutes.patch(
  '/auctions/:id/end',
  endpoint('auctions.manage', (ctx, req) => ctx.services.auctions.end(ctx.em, idOf(req.params.id))),
);

/** The bidder is the signed-in dealer: a dealerId in the body is ignored. */
auctionRoutes.post(
  '/bids',
  endpoint('auctions.bid', async (ctx, req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const bid = await ctx.services.bids.place(ctx.user!, {
      auctionId: body.auctionId,
      bidAmount: body.bidAmount,
      notes: body.notes,
      idempotencyKey: req.get('Idempotency-Key') ?? body.idempotencyKey,
    });
    res.status(bid.replayed ? 200 : 201).json(bid);
  }),
);
