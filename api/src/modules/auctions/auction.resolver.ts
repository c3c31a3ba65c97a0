import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../core/request-context';
import { RECENT_BIDS_SHOWN } from './auction.constants';
import { CreateAuctionInput, PlaceBidInput } from './auction.inputs';
import { recentBidsLoader } from './auction-loaders';
import { AuctionableDonationView, AuctionStatsView, AuctionView, BidView, PlacedBidView } from './auction.types';
import type { AuctionService } from './auction.service';
import type { BidService } from './bid.service';

/** What the auction doors use: auctions and bids. */
export interface AuctionDoorServices {
  auctions: AuctionService;
  bids: BidService;
}

@Resolver(() => AuctionView)
export class AuctionResolver {
  constructor(private readonly services: AuctionDoorServices) {}

  @Authorized('auctions.read')
  @Query(() => [AuctionView], { description: 'Auctions, soonest end first; as GET /api/auctions.' })
  auctions(
    @Ctx() ctx: RequestContext,
    @Arg('status', () => String, { nullable: true }) status?: string | null,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
  ): Promise<AuctionView[]> {
    return this.services.auctions.list(ctx.em, { status, search });
  }

  @Authorized('auctions.read')
  @Query(() => AuctionView)
  auction(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AuctionView> {
    return this.services.auctions.get(ctx.em, Number(id));
  }

  @Authorized('auctions.read')
  @Query(() => [BidView], { description: 'Bids of an auction, highest first; as GET /api/auctions/{id}/bids.' })
  auctionBids(
    @Ctx() ctx: RequestContext,
    @Arg('auctionId', () => ID) auctionId: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number | null,
  ): Promise<BidView[]> {
    return this.services.auctions.bids(ctx.em, Number(auctionId), Math.min(Math.max(limit ?? 100, 1), 500));
  }

  @FieldResolver(() => [BidView], { description: `The latest ${RECENT_BIDS_SHOWN} bids, highest first (batched per request).` })
  recentBids(@Root() auction: AuctionView, @Ctx() ctx: RequestContext): Promise<BidView[]> {
    return recentBidsLoader(ctx, this.services.auctions).load(auction.id);
  }

  @Authorized('auctions.manage')
  @Query(() => AuctionStatsView)
  auctionStats(@Ctx() ctx: RequestContext): Promise<AuctionStatsView> {
    return this.services.auctions.stats(ctx.em);
  }

  @Authorized('auctions.manage')
  @Query(() => [AuctionableDonationView])
  auctionableDonations(@Ctx() ctx: RequestContext): Promise<AuctionableDonationView[]> {
    return this.services.auctions.donationsWithoutAuction(ctx.em);
  }

  @Authorized('auctions.bid')
  @Mutation(() => PlacedBidView, { description: 'Bids as the signed-in verified dealer; as POST /api/bids.' })
  async placeBid(@Ctx() ctx: RequestContext, @Arg('input', () => PlaceBidInput) input: PlaceBidInput): Promise<PlacedBidView> {
    return PlacedBidView.ofPlaced(await this.services.bids.place(ctx.user!, input));
  }

  @Authorized('auctions.manage')
  @Mutation(() => AuctionView)
  createAuction(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateAuctionInput) input: CreateAuctionInput,
  ): Promise<AuctionView> {
    return this.services.auctions.create(ctx.em, input);
  }

  @Authorized('auctions.manage')
  @Mutation(() => AuctionView)
  startAuction(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AuctionView> {
    return this.services.auctions.start(ctx.em, Number(id));
  }

  @Authorized('auctions.manage')
  @Mutation(() => AuctionView)
  endAuction(@Ctx() ctx: RequestContext, @Arg('id', () => ID) id: string): Promise<AuctionView> {
    return this.services.auctions.end(ctx.em, Number(id));
  }
}
