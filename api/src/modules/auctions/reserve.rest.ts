import { endpoint } from '../../rest/endpoint';
import { RestRoutes } from '../../rest/rest-routes';
import type { ReserveDoorServices } from './reserve.resolver';

/** The admin's decision on a provisional auction, REST twins of acceptTopBid / declineTopBid. */
export function reserveRoutes({ reserves }: ReserveDoorServices): RestRoutes {
  return new RestRoutes()
    .patch(
      '/auctions/:id/accept',
      endpoint('auctions.decide', (ctx, req) => reserves.decide(ctx.em, Number(req.params.id), 'accepted', ctx.user!), {
        summary: 'Accepts the top bid of a provisional auction (ended below its reserve): the top bidder wins',
      }),
    )
    .patch(
      '/auctions/:id/decline',
      endpoint('auctions.decide', (ctx, req) => reserves.decide(ctx.em, Number(req.params.id), 'declined', ctx.user!), {
        summary: 'Declines the top bid of a provisional auction: no sale',
      }),
    );
}
