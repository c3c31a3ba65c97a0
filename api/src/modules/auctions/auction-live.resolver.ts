import { Arg, Authorized, ID, Resolver, Root, Subscription } from 'type-graphql';
import { AUCTION_TOPIC, type AuctionEventPayload } from './auction.events';
import { AuctionEventView, BidView } from './auction.types';

interface Filter {
  payload: AuctionEventPayload;
  args: { auctionId?: string | null };
}

/** Live auctions: events come through the shared PubSub (LISTEN/NOTIFY), after commit. */
@Resolver()
export class AuctionLiveResolver {
  @Authorized('auctions.subscribe')
  @Subscription(() => BidView, {
    topics: AUCTION_TOPIC,
    filter: ({ payload, args }: Filter) => payload.bid !== null && String(payload.auctionId) === String(args.auctionId),
    description: 'Every bid accepted on the auction, from any api process.',
  })
  bidPlaced(@Root() event: AuctionEventPayload, @Arg('auctionId', () => ID) _auctionId: string): BidView {
    return BidView.of(event.bid!);
  }

  @Authorized('auctions.subscribe')
  @Subscription(() => AuctionEventView, {
    topics: AUCTION_TOPIC,
    filter: ({ payload, args }: Filter) => !args.auctionId || String(payload.auctionId) === String(args.auctionId),
    description: 'Auction changes: created, started, ended, extended (soft close) or a new high bid. All auctions without an id.',
  })
  auctionChanged(
    @Root() event: AuctionEventPayload,
    @Arg('auctionId', () => ID, { nullable: true }) _auctionId?: string | null,
  ): AuctionEventView {
    return AuctionEventView.of(event);
  }
}
