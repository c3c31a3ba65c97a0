import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { AuctionEventReason } from './auction.events';
import type { Auction, AuctionableDonation, AuctionEvent, AuctionStats, AuctionVehicle } from './auction.presenter';
import { BidView } from './bid.types';

/** The auctioned vehicle, from its donation. */
@ObjectType('AuctionVehicle')
export class AuctionVehicleView implements AuctionVehicle {
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String) vehicleType!: string;
  @Field(() => String, { nullable: true }) trim!: string | null;
  @Field(() => Int, { nullable: true }) mileage!: number | null;
  @Field(() => String, { nullable: true }) condition!: string | null;
  @Field(() => String, { nullable: true }) vin!: string | null;
}

@ObjectType('Auction')
export class AuctionView implements Auction {
  @Field(() => ID) id!: number;
  @Field(() => ID) donationId!: number;
  @Field(() => String) status!: string;
  @Field(() => String) auctionType!: string;
  @Field(() => Date) startDate!: Date;
  @Field(() => Date) endDate!: Date;
  @Field(() => String) minimumBid!: string;
  @Field(() => String, { nullable: true }) startingBid!: string | null;
  @Field(() => String, { nullable: true }) reservePrice!: string | null;
  @Field(() => String) currentHighBid!: string;
  @Field(() => String, { description: 'The smallest acceptable bid now: max(currentHighBid + 0.01, minimumBid).' })
  requiredBid!: string;
  @Field(() => Int) bidCount!: number;
  @Field(() => ID, {
    nullable: true,
    description: 'The leading dealer while active; the winner once completed (none if the reserve was not met).',
  })
  winningDealerId!: number | null;
  @Field(() => String) vehicleLocation!: string;
  @Field(() => String, { nullable: true }) pickupInstructions!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => AuctionVehicleView) vehicle!: AuctionVehicleView;
  @Field(() => Date) createdAt!: Date;
}

export const AuctionConnectionView = connectionTypes('Auction', AuctionView, {
  description: 'A page of auctions, soonest end first (GraphQL Cursor Connections).',
  totalCount: 'Auctions these filters keep, in every page.',
});

@ObjectType('AuctionEvent', { description: 'A change to an auction: started, ended, extended or a new high bid.' })
export class AuctionEventView implements AuctionEvent {
  @Field(() => ID) auctionId!: number;
  @Field(() => [String], { description: 'bid, extended, started, ended, created' }) reasons!: AuctionEventReason[];
  @Field(() => String) status!: string;
  @Field(() => String) currentHighBid!: string;
  @Field(() => Int) bidCount!: number;
  @Field(() => Date) endDate!: Date;
  @Field(() => BidView, { nullable: true }) bid!: BidView | null;
}

@ObjectType('AuctionStats')
export class AuctionStatsView implements AuctionStats {
  @Field(() => Int) total!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) pending!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) totalBids!: number;
  @Field(() => String) totalValue!: string;
}

@ObjectType('AuctionableDonation', { description: 'A donation with no auction yet (the create dialog picker).' })
export class AuctionableDonationView implements AuctionableDonation {
  @Field(() => ID) id!: number;
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String) donorName!: string;
  @Field(() => String) city!: string;
}
