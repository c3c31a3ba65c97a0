import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { BID_INCREMENTS, type IncrementBand } from '@vdp/shared/auctions/increments';
import { setMaximumSchema } from '@vdp/shared/validation/auction-bid.schema';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import type { BidService } from './bid.service';
import type { MyMaximum } from './maximum.presenter';
import type { MaximumService } from './maximum.service';
import { BidIncrementView, MyMaximumView, SetMaximumInput } from './maximum.types';

/** What the maximum doors use. */
export interface MaximumDoorServices {
  bids: BidService;
  maximums: MaximumService;
}

/** A dealer's maximum bids (issue 18 §1): set, raise, read and cancel its own; nobody else's. */
@Resolver(() => MyMaximumView)
export class MaximumResolver {
  constructor(private readonly services: MaximumDoorServices) {}

  @Authorized('auctions.read')
  @Query(() => [BidIncrementView], {
    description: 'The published increment table maximums are bid by; as GET /api/auctions/increments.',
  })
  bidIncrements(): readonly IncrementBand[] {
    return BID_INCREMENTS;
  }

  @Authorized('auctions.proxy')
  @Query(() => MyMaximumView, {
    nullable: true,
    description: 'The signed-in dealer’s maximum on an auction, null when none; as GET /api/auctions/{id}/maximum.',
  })
  myMaximum(
    @Ctx() ctx: RequestContext,
    @Arg('auctionId', () => ID, { description: 'The auction.' }) auctionId: string,
  ): Promise<MyMaximum | null> {
    return this.services.maximums.mine(ctx.em, ctx.user!, Number(auctionId));
  }

  @Authorized('auctions.proxy')
  @Mutation(() => MyMaximumView, {
    description:
      'Sets or raises the signed-in dealer’s maximum: the server bids for it at once when needed; as PUT /api/auctions/{id}/maximum.',
  })
  setMaximumBid(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => SetMaximumInput, { description: 'The auction and the maximum.' }) input: SetMaximumInput,
  ): Promise<MyMaximum> {
    return this.services.bids.setMaximum(ctx.user!, parseInput(setMaximumSchema, input));
  }

  @Authorized('auctions.proxy')
  @Mutation(() => MyMaximumView, {
    description: 'Cancels the signed-in dealer’s maximum (its bids stay); as DELETE /api/auctions/{id}/maximum.',
  })
  cancelMaximumBid(
    @Ctx() ctx: RequestContext,
    @Arg('auctionId', () => ID, { description: 'The auction.' }) auctionId: string,
  ): Promise<MyMaximum> {
    return this.services.maximums.cancel(ctx.em, ctx.user!, Number(auctionId));
  }
}
