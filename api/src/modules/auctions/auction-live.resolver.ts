import { Arg, Authorized, ID, Resolver, Root, Subscription } from 'type-graphql';
import { AUCTION_TOPIC, type AuctionEventPayload } from './auction.events';
import { presentAuctionEvent, type AuctionEvent } from './auction.presenter';
import { AuctionEventView } from './auction.types';
import { presentPublishedBid, type Bid } from './bid.presenter';
import { BidView } from './bid.types';

interface Filter {
  payload: AuctionEventPayload;
  args: { auctionId?: string | null };
}

/**
 * Live auctions: events come through the shared PubSub (LISTEN/NOTIFY), after commit. The root is
 * the published payload (JSON), presented as its GraphQL shape; the answer depends on the event
 * alone, so it is executed once per subscription key (ADR 5).
 */
@Resolver()
export class AuctionLiveResolver {
  @Authorized('auctions.subscribe')
  @Subscription(() => BidView, {
    topics: AUCTION_TOPIC,
    filter: ({ payload, args }: Filter) => payload.bid !== null && String(payload.auctionId) === String(args.auctionId),
    description: 'Every bid accepted on the auction, from any api process.',
  })
  bidPlaced(
    @Root() event: AuctionEventPayload,
    @Arg('auctionId', () => ID, { description: 'The auction whose bids to follow.' }) _auctionId: string,
  ): Bid {
    return presentPublishedBid(event.bid!);
  }

  @Authorized('auctions.subscribe')
  @Subscription(() => AuctionEventView, {
    topics: AUCTION_TOPIC,
    filter: ({ payload, args }: Filter) => !args.auctionId || String(payload.auctionId) === String(args.auctionId),
    description: 'Auction changes: created, started, ended, extended (soft close) or a new high bid. All auctions without an id.',
  })
  auctionChanged(
    @Root() event: AuctionEventPayload,
    @Arg('auctionId', () => ID, { nullable: true, description: 'The auction to follow; every auction when omitted.' })
    _auctionId?: string | null,
  ): AuctionEvent {
    return presentAuctionEvent(event);
  }
}
