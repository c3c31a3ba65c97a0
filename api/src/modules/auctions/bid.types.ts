import { Field, ID, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
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

export const BidConnectionView = connectionTypes('Bid', BidView, {
  description: 'A page of an auction’s bids, highest first (GraphQL Cursor Connections).',
  totalCount: 'The auction’s bid count, in every page.',
});

@ObjectType('PlacedBid', { description: 'A bid as placed; replayed when the same idempotency key was seen before.' })
export class PlacedBidView extends BidView implements PlacedBid {
  @Field(() => Boolean) replayed!: boolean;
}
