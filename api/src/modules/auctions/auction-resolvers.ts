import { DealerResolver } from '../dealers/dealer.resolver';
import { AuctionLiveResolver } from './auction-live.resolver';
import { AuctionResolver } from './auction.resolver';

/** The GraphQL resolvers of dealers and auctions (listed once in graphql/schema.ts). */
export const AUCTION_RESOLVERS = [AuctionResolver, AuctionLiveResolver, DealerResolver] as const;
