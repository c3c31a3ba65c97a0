import { Arg, Authorized, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { PROVISIONAL_HOURS } from '@vdp/shared/auctions/auction.constants';
import type { RequestContext } from '../../core/request-context';
import type { Auction } from './auction.presenter';
import { AuctionView } from './auction.types';
import type { ReserveService } from './reserve.service';

/** What the reserve doors use. */
export interface ReserveDoorServices {
  reserves: ReserveService;
}

/** The admin's decision on a provisional auction (issue 18 §2). */
@Resolver(() => AuctionView)
export class ReserveResolver {
  constructor(private readonly services: ReserveDoorServices) {}

  @Authorized('auctions.decide')
  @Mutation(() => AuctionView, {
    description: `Accepts the top bid of a provisional auction (ended below its reserve, within ${PROVISIONAL_HOURS} hours): the top bidder wins at it; as PATCH /api/auctions/{id}/accept.`,
  })
  acceptTopBid(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'A provisional auction.' }) id: string,
  ): Promise<Auction> {
    return this.services.reserves.decide(ctx.em, Number(id), 'accepted', ctx.user!);
  }

  @Authorized('auctions.decide')
  @Mutation(() => AuctionView, {
    description: 'Declines the top bid of a provisional auction: it completes with no sale; as PATCH /api/auctions/{id}/decline.',
  })
  declineTopBid(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'A provisional auction.' }) id: string,
  ): Promise<Auction> {
    return this.services.reserves.decide(ctx.em, Number(id), 'declined', ctx.user!);
  }
}
