import { Arg, Authorized, ID, Resolver, Root, Subscription, type SubscribeResolverData } from 'type-graphql';
import type { LiveStream, LiveTopics } from '../../core/events/live-topics';
import type { RequestContext } from '../../core/request-context';
import { resolverOf } from '../../graphql/resolver-instances';
import { AUCTION_TOPIC, type AuctionEventPayload } from './auction.events';
import { presentAuctionEvent, type AuctionEvent } from './auction.presenter';
import { AuctionEventView } from './auction.types';
import { presentPublishedBid, type Bid } from './bid.presenter';
import { BidView } from './bid.types';

type Subscribed<A> = SubscribeResolverData<unknown, A, RequestContext>;

/**
 * Live auctions: events come through the shared PubSub (LISTEN/NOTIFY), after commit, as
 * LiveTopics streams: a bid reaching thousands of sockets is filtered per socket synchronously
 * and written to them with no async iteration per socket (ADR 20). The root is the published
 * payload (JSON), presented as its GraphQL shape; the answer depends on the event alone, so it
 * is executed once per subscription key (ADR 5).
 */
@Resolver()
export class AuctionLiveResolver {
  constructor(private readonly services: { live: LiveTopics }) {}

  @Authorized('auctions.subscribe')
  @Subscription(() => BidView, {
    description: 'Every bid accepted on the auction, from any api process.',
    subscribe: ({ args, info }: Subscribed<{ auctionId: string }>) =>
      resolverOf(info, AuctionLiveResolver).bidsOn(args.auctionId),
  })
  bidPlaced(
    @Root() event: AuctionEventPayload,
    @Arg('auctionId', () => ID, { description: 'The auction whose bids to follow.' }) _auctionId: string,
  ): Bid {
    return presentPublishedBid(event.bid!);
  }

  @Authorized('auctions.subscribe')
  @Subscription(() => AuctionEventView, {
    description: 'Auction changes: created, started, ended, extended (soft close) or a new high bid. All auctions without an id.',
    subscribe: ({ args, info }: Subscribed<{ auctionId?: string | null }>) =>
      resolverOf(info, AuctionLiveResolver).changesOf(args.auctionId),
  })
  auctionChanged(
    @Root() event: AuctionEventPayload,
    @Arg('auctionId', () => ID, { nullable: true, description: 'The auction to follow; every auction when omitted.' })
    _auctionId?: string | null,
  ): AuctionEvent {
    return presentAuctionEvent(event);
  }

  bidsOn(auctionId: string): LiveStream<AuctionEventPayload> {
    return this.services.live.stream<AuctionEventPayload>(
      AUCTION_TOPIC,
      (payload) => payload.bid !== null && String(payload.auctionId) === String(auctionId),
    );
  }

  changesOf(auctionId: string | null | undefined): LiveStream<AuctionEventPayload> {
    return this.services.live.stream<AuctionEventPayload>(
      AUCTION_TOPIC,
      (payload) => !auctionId || String(payload.auctionId) === String(auctionId),
    );
  }
}
