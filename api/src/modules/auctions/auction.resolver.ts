import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AUCTION_STATUSES } from '@vdp/shared/auctions/auction.constants';
import { PAGE_SIZE } from '@vdp/shared/paging/page-args';
import { RECENT_BIDS_SHOWN } from '@vdp/shared/auctions/bid-rules';
import { placeBidSchema } from '@vdp/shared/validation/auction-bid.schema';
import { auctionListSchema, createAuctionSchema } from '@vdp/shared/validation/auction.schema';
import { pageArgsSchema } from '@vdp/shared/validation/page.schema';
import type { Connection } from '../../core/keyset';
import type { RequestContext } from '../../core/request-context';
import { parseInput } from '../../core/validation';
import { PageArgsInput } from '../../graphql/connection';
import { recentBidsLoader } from './auction-loaders';
import { bidViewerOf } from './bid-viewer';
import { CreateAuctionInput, PlaceBidInput } from './auction.inputs';
import { withoutSecrets, type Auction, type AuctionableDonation, type AuctionStats } from './auction.presenter';
import type { AuctionService } from './auction.service';
import { AuctionableDonationView, AuctionConnectionView, AuctionStatsView, AuctionView } from './auction.types';
import type { Bid, PlacedBid } from './bid.presenter';
import type { BidService } from './bid.service';
import { BidConnectionView, BidView, PlacedBidView } from './bid.types';

/** What the auction doors use: auctions and bids. */
export interface AuctionDoorServices {
  auctions: AuctionService;
  bids: BidService;
}

@Resolver(() => AuctionView)
export class AuctionResolver {
  constructor(private readonly services: AuctionDoorServices) {}

  @Authorized('auctions.read')
  @Query(() => AuctionConnectionView, {
    description: `Auctions, soonest end first, ${PAGE_SIZE.default} a page unless \`first\` or \`last\` says; as GET /api/auctions.`,
  })
  auctions(
    @Ctx() ctx: RequestContext,
    @Args(() => PageArgsInput) page: PageArgsInput,
    @Arg('status', () => String, { nullable: true, description: `Only auctions of this status: ${AUCTION_STATUSES.join(', ')}.` })
    status?: string | null,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Text in the vehicle (year, make, model), the location, or "#id".',
    })
    search?: string | null,
  ): Promise<Connection<Auction>> {
    const filter = parseInput(auctionListSchema, { status, search });
    return this.services.auctions.page(ctx.em, filter, parseInput(pageArgsSchema, page));
  }

  @Authorized('auctions.read')
  @Query(() => AuctionView, { description: 'One auction by id, with its vehicle; as GET /api/auctions/{id}.' })
  auction(@Ctx() ctx: RequestContext, @Arg('id', () => ID, { description: 'The auction’s id.' }) id: string): Promise<Auction> {
    return this.services.auctions.get(ctx.em, Number(id));
  }

  @Authorized('auctions.read')
  @Query(() => BidConnectionView, {
    description: `Bids of an auction, highest first, ${PAGE_SIZE.default} a page unless \`first\` or \`last\` says; as GET /api/auctions/{id}/bids.`,
  })
  async auctionBids(
    @Ctx() ctx: RequestContext,
    @Arg('auctionId', () => ID, { description: 'The auction whose bids to list.' }) auctionId: string,
    @Args(() => PageArgsInput) page: PageArgsInput,
  ): Promise<Connection<Bid>> {
    const pageArgs = parseInput(pageArgsSchema, page);
    return this.services.auctions.bidPage(ctx.em, Number(auctionId), pageArgs, await bidViewerOf(ctx.em, ctx.user));
  }

  @FieldResolver(() => [BidView], { description: `The latest ${RECENT_BIDS_SHOWN} bids, highest first (batched per request).` })
  recentBids(@Root() auction: Auction, @Ctx() ctx: RequestContext): Promise<Bid[]> {
    return recentBidsLoader(ctx, this.services.auctions).load(auction.id);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'The reserve, decimal dollars: secret, so null for everyone but those who manage auctions (and when none).',
  })
  reservePrice(@Root() auction: Auction, @Ctx() ctx: RequestContext): string | null {
    return withoutSecrets(auction, ctx.user?.role).reservePrice;
  }

  @Authorized('auctions.manage')
  @Query(() => AuctionStatsView, { description: 'How many auctions there are, by status, for the admin screen.' })
  auctionStats(@Ctx() ctx: RequestContext): Promise<AuctionStats> {
    return this.services.auctions.stats(ctx.em);
  }

  @Authorized('auctions.manage')
  @Query(() => [AuctionableDonationView], { description: 'Donations an admin may put up for auction: none has an auction yet.' })
  auctionableDonations(@Ctx() ctx: RequestContext): Promise<AuctionableDonation[]> {
    return this.services.auctions.donationsWithoutAuction(ctx.em);
  }

  @Authorized('auctions.bid')
  @Mutation(() => PlacedBidView, {
    description: 'Bids as the signed-in verified dealer, or as an admin for the dealer dealerId names; as POST /api/bids.',
  })
  placeBid(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => PlaceBidInput, {
      description: 'The auction, the amount and, for a retry-safe bid, an idempotency key; checked by placeBidSchema.',
    })
    input: PlaceBidInput,
  ): Promise<PlacedBid> {
    return this.services.bids.place(ctx.user!, parseInput(placeBidSchema, input));
  }

  @Authorized('auctions.manage')
  @Mutation(() => AuctionView, { description: 'Creates a scheduled auction of a donation; as POST /api/auctions.' })
  createAuction(
    @Ctx() ctx: RequestContext,
    @Arg('input', () => CreateAuctionInput, {
      description:
        'The donation, dates, prices and location, checked by createAuctionSchema (@vdp/shared/validation/auction.schema).',
    })
    input: CreateAuctionInput,
  ): Promise<Auction> {
    return this.services.auctions.create(ctx.em, parseInput(createAuctionSchema, input), ctx.user!);
  }

  @Authorized('auctions.manage')
  @Mutation(() => AuctionView, { description: 'Starts a scheduled auction now: dealers may bid until its end date.' })
  startAuction(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'A pending auction not past its end date.' }) id: string,
  ): Promise<Auction> {
    return this.services.auctions.start(ctx.em, Number(id), ctx.user!);
  }

  @Authorized('auctions.manage')
  @Mutation(() => AuctionView, { description: 'Ends an active auction now: the highest bid at or above the reserve wins.' })
  endAuction(
    @Ctx() ctx: RequestContext,
    @Arg('id', () => ID, { description: 'An active auction.' }) id: string,
  ): Promise<Auction> {
    return this.services.auctions.end(ctx.em, Number(id), ctx.user!);
  }
}
