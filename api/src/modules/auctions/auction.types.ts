import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AuctionEventPayload, AuctionEventReason, BidPayload } from './auction.events';
import type { PlacedBid } from './bid.service';

/** The auctioned vehicle, from its donation. */
@ObjectType('AuctionVehicle')
export class AuctionVehicleView {
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String) vehicleType!: string;
  @Field(() => String, { nullable: true }) trim!: string | null;
  @Field(() => Int, { nullable: true }) mileage!: number | null;
  @Field(() => String, { nullable: true }) condition!: string | null;
  @Field(() => String, { nullable: true }) vin!: string | null;
}

/** A bid. Amounts are decimal strings ("1250.00"). */
@ObjectType('Bid')
export class BidView {
  @Field(() => ID) id!: number;
  @Field(() => ID) auctionId!: number;
  @Field(() => ID) dealerId!: number;
  @Field(() => String) bidAmount!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => Date) createdAt!: Date;

  static of(bid: BidPayload & { notes?: string | null }): BidView {
    return Object.assign(new BidView(), {
      id: bid.id,
      auctionId: bid.auctionId,
      dealerId: bid.dealerId,
      bidAmount: bid.bidAmount,
      notes: bid.notes ?? null,
      createdAt: new Date(bid.createdAt),
    });
  }
}

@ObjectType('PlacedBid', { description: 'A bid as placed; replayed when the same idempotency key was seen before.' })
export class PlacedBidView extends BidView {
  @Field(() => Boolean) replayed!: boolean;

  static ofPlaced(bid: PlacedBid): PlacedBidView {
    return Object.assign(new PlacedBidView(), BidView.of(bid), { replayed: bid.replayed });
  }
}

@ObjectType('Auction')
export class AuctionView {
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

@ObjectType('AuctionEvent', { description: 'A change to an auction: started, ended, extended or a new high bid.' })
export class AuctionEventView {
  @Field(() => ID) auctionId!: number;
  @Field(() => [String], { description: 'bid, extended, started, ended, created' }) reasons!: AuctionEventReason[];
  @Field(() => String) status!: string;
  @Field(() => String) currentHighBid!: string;
  @Field(() => Int) bidCount!: number;
  @Field(() => Date) endDate!: Date;
  @Field(() => BidView, { nullable: true }) bid!: BidView | null;

  static of(event: AuctionEventPayload): AuctionEventView {
    return Object.assign(new AuctionEventView(), {
      ...event,
      endDate: new Date(event.endDate),
      bid: event.bid ? BidView.of(event.bid) : null,
    });
  }
}

@ObjectType('AuctionStats')
export class AuctionStatsView {
  @Field(() => Int) total!: number;
  @Field(() => Int) active!: number;
  @Field(() => Int) pending!: number;
  @Field(() => Int) completed!: number;
  @Field(() => Int) totalBids!: number;
  @Field(() => String) totalValue!: string;
}

@ObjectType('AuctionableDonation', { description: 'A donation with no auction yet (the create dialog picker).' })
export class AuctionableDonationView {
  @Field(() => ID) id!: number;
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String) donorName!: string;
  @Field(() => String) city!: string;
}
