import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AUCTION_STATUSES } from '@vdp/shared/auctions/auction.constants';
import { SOFT_CLOSE_MINUTES } from '@vdp/shared/auctions/bid-rules';
import { connectionTypes } from '../../graphql/connection';
import type { AuctionEventReason } from './auction.events';
import type { Auction, AuctionableDonation, AuctionEvent, AuctionStats, AuctionVehicle } from './auction.presenter';
import { BidView } from './bid.types';

/** The auctioned vehicle, from its donation. */
@ObjectType('AuctionVehicle', { description: 'The auctioned vehicle, as its donation describes it.' })
export class AuctionVehicleView implements AuctionVehicle {
  @Field(() => Int, { description: 'Model year.' }) year!: number;
  @Field(() => String, { description: 'Manufacturer, e.g. Toyota.' }) make!: string;
  @Field(() => String, { description: 'Model, e.g. Corolla.' }) model!: string;
  @Field(() => String, {
    description: 'One of VEHICLE_TYPES (@vdp/shared/vehicles/catalogue): car, truck, motorcycle, boat or other.',
  })
  vehicleType!: string;
  @Field(() => String, { nullable: true, description: 'Trim level; null when not given.' }) trim!: string | null;
  @Field(() => Int, { nullable: true, description: 'Kilometres; null when not recorded.' }) mileage!: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'One of VEHICLE_CONDITIONS (@vdp/shared/vehicles/catalogue): excellent, good, fair or poor.',
  })
  condition!: string | null;
  @Field(() => String, { nullable: true, description: 'Vehicle identification number; null when not given.' })
  vin!: string | null;
}

@ObjectType('Auction', { description: 'A dealer auction of one donated vehicle. Amounts are decimal dollars ("1250.00").' })
export class AuctionView implements Auction {
  @Field(() => ID, { description: 'The auction’s id.' }) id!: number;
  @Field(() => ID, { description: 'The donation whose vehicle is auctioned (one auction per donation).' }) donationId!: number;
  @Field(() => String, {
    description: `One of AUCTION_STATUSES (@vdp/shared/auctions/auction.constants): ${AUCTION_STATUSES.join(', ')}.`,
  })
  status!: string;
  @Field(() => String, { description: 'The auction format: open, the only one the platform creates.' })
  auctionType!: string;
  @Field(() => Date, { description: 'When bidding opens; starting the auction before this date moves it to that moment.' })
  startDate!: Date;
  @Field(() => Date, {
    description: `When bidding closes: a bid in the last ${SOFT_CLOSE_MINUTES} minutes pushes it back (soft close); an early end sets it to then.`,
  })
  endDate!: Date;
  @Field(() => String, { description: 'The lowest acceptable bid, decimal dollars.' }) minimumBid!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'An opening price the admin may set, decimal dollars, for information: bids are held to requiredBid. Null when not set.',
  })
  startingBid!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The price the high bid must reach for the auction to be sold outright, decimal dollars; secret: null for no reserve, and always null for dealers (see hasReserve, reserveMet).',
  })
  reservePrice!: string | null;
  @Field(() => Boolean, { description: 'True when the auction has a (secret) reserve price.' }) hasReserve!: boolean;
  @Field(() => Boolean, {
    description:
      'True when a bid reaches the reserve (or, with no reserve, when there is a bid): "Reserve met"; never the amount.',
  })
  reserveMet!: boolean;
  @Field(() => Date, {
    nullable: true,
    description:
      'A provisional auction (ended below its reserve) waits for the admin to accept or decline its top bid until then; null otherwise.',
  })
  provisionalUntil!: Date | null;
  @Field(() => String, {
    nullable: true,
    description:
      'What became of a provisional outcome: accepted, declined or lapsed (declined when the time ran out); null when none.',
  })
  reserveDecision!: string | null;
  @Field(() => String, { description: 'The highest bid so far, decimal dollars; "0.00" before the first bid.' })
  currentHighBid!: string;
  @Field(() => String, { description: 'The smallest acceptable bid now: max(currentHighBid + 0.01, minimumBid).' })
  requiredBid!: string;
  @Field(() => Int, { description: 'Bids accepted so far.' }) bidCount!: number;
  @Field(() => ID, {
    nullable: true,
    description: 'The leading dealer while active; the winner once completed (none if the reserve was not met).',
  })
  winningDealerId!: number | null;
  @Field(() => String, { description: 'Where the vehicle is, e.g. a city (up to VEHICLE_LOCATION_MAX, 255 characters).' })
  vehicleLocation!: string;
  @Field(() => String, {
    nullable: true,
    description: 'How the winning dealer collects the vehicle (up to 5000 characters); null when none.',
  })
  pickupInstructions!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The admin’s notes on the auction (up to 5000 characters); null when none.',
  })
  notes!: string | null;
  @Field(() => AuctionVehicleView, { description: 'The vehicle, from the donation.' }) vehicle!: AuctionVehicleView;
  @Field(() => Date, { description: 'When the auction was created.' }) createdAt!: Date;
}

export const AuctionConnectionView = connectionTypes('Auction', AuctionView, {
  description: 'A page of auctions, soonest end first (GraphQL Cursor Connections).',
  totalCount: 'Auctions these filters keep, in every page.',
});

@ObjectType('AuctionEvent', { description: 'A change to an auction: started, ended, extended or a new high bid.' })
export class AuctionEventView implements AuctionEvent {
  @Field(() => ID, { description: 'The auction that changed.' }) auctionId!: number;
  @Field(() => [String], { description: 'bid, extended, started, ended, created' }) reasons!: AuctionEventReason[];
  @Field(() => String, {
    description: `The auction’s status after the change: one of AUCTION_STATUSES (${AUCTION_STATUSES.join(', ')}).`,
  })
  status!: string;
  @Field(() => String, { description: 'The high bid after the change, decimal dollars.' }) currentHighBid!: string;
  @Field(() => Int, { description: 'The bid count after the change.' }) bidCount!: number;
  @Field(() => Date, { description: 'The end date after the change (a soft close moves it).' }) endDate!: Date;
  @Field(() => BidView, { nullable: true, description: 'The accepted bid when reasons has bid (without its notes); else null.' })
  bid!: BidView | null;
}

@ObjectType('AuctionStats', { description: 'The admin auction screen’s counts, over every auction.' })
export class AuctionStatsView implements AuctionStats {
  @Field(() => Int, { description: 'Auctions of any status.' }) total!: number;
  @Field(() => Int, { description: 'Auctions taking bids now.' }) active!: number;
  @Field(() => Int, { description: 'Auctions created and not started yet.' }) pending!: number;
  @Field(() => Int, { description: 'Auctions ended, with or without a winner.' }) completed!: number;
  @Field(() => Int, { description: 'Bids on every auction.' }) totalBids!: number;
  @Field(() => String, { description: 'The sum of every auction’s high bid, decimal dollars.' }) totalValue!: string;
}

@ObjectType('AuctionableDonation', { description: 'A donation with no auction yet (the create dialog picker).' })
export class AuctionableDonationView implements AuctionableDonation {
  @Field(() => ID, { description: 'The donation’s id, for CreateAuctionInput.donationId.' }) id!: number;
  @Field(() => Int, { description: 'The vehicle’s model year.' }) year!: number;
  @Field(() => String, { description: 'The vehicle’s manufacturer, e.g. Toyota.' }) make!: string;
  @Field(() => String, { description: 'The vehicle’s model, e.g. Corolla.' }) model!: string;
  @Field(() => String, { description: 'The donor’s first and last name.' }) donorName!: string;
  @Field(() => String, { description: 'The donor’s city.' }) city!: string;
}
