import { Field, ID, ObjectType } from 'type-graphql';
import type { Bid, PlacedBid } from './bid.presenter';

/** A bid. Amounts are decimal strings ("1250.00"). */
@ObjectType('Bid')
export class BidView implements Bid {
  @Field(() => ID) id!: number;
  @Field(() => ID) auctionId!: number;
  @Field(() => ID) dealerId!: number;
  @Field(() => String) bidAmount!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('PlacedBid', { description: 'A bid as placed; replayed when the same idempotency key was seen before.' })
export class PlacedBidView extends BidView implements PlacedBid {
  @Field(() => Boolean) replayed!: boolean;
}
