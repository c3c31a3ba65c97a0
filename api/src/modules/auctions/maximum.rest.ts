import { BID_INCREMENTS } from '@vdp/shared/auctions/increments';
import { setMaximumSchema } from '@vdp/shared/validation/auction-bid.schema';
import { parseInput } from '../../core/validation';
import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { MaximumDoorServices } from './maximum.resolver';

/** The maximum bid REST twins (issue 18 §1): only the signed-in dealer's own maximum is ever read or written. */
export function maximumRoutes({ bids, maximums }: MaximumDoorServices): RestRoutes {
  return new RestRoutes()
    .get(
      '/auctions/increments',
      endpoint('auctions.read', () => Promise.resolve(BID_INCREMENTS), {
        summary: 'The published increment table maximums are bid by: [{ below, step }], decimal dollars',
      }),
    )
    .get(
      '/auctions/:id/maximum',
      endpoint('auctions.proxy', (ctx, req) => maximums.mine(ctx.em, ctx.user!, Number(req.params.id)), {
        summary: "The signed-in dealer's maximum on the auction (null when none)",
      }),
    )
    .put(
      '/auctions/:id/maximum',
      endpoint(
        'auctions.proxy',
        (ctx, req) =>
          bids.setMaximum(ctx.user!, parseInput(setMaximumSchema, { ...(req.body as object | null), auctionId: req.params.id })),
        {
          summary: "Sets or raises the signed-in dealer's maximum bid; the server bids for it at once when needed",
          input: setMaximumSchema,
        },
      ),
    )
    .delete(
      '/auctions/:id/maximum',
      endpoint('auctions.proxy', (ctx, req) => maximums.cancel(ctx.em, ctx.user!, Number(req.params.id)), {
        summary: "Cancels the signed-in dealer's maximum bid (the bids it placed stay)",
      }),
    );
}
