import { Field, ID, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { Bid, PlacedBid } from './bid.presenter';

/** A bid. Amounts are decimal strings ("1250.00"). */
@ObjectType('Bid', { description: 'A dealer’s accepted bid on an auction.' })
export class BidView implements Bid {
  @Field(() => ID, { description: 'The bid’s id.' }) id!: number;
  @Field(() => ID, { description: 'The auction bid on.' }) auctionId!: number;
  @Field(() => ID, { description: 'The dealer bidding (for an admin’s phone bid, the dealer it was entered for).' })
  dealerId!: number;
  @Field(() => String, { description: 'The amount, decimal dollars ("1250.00").' }) bidAmount!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The bidder’s note (up to BID_NOTES_MAX, 1000 characters); null when none, and in live events, which leave notes out.',
  })
  notes!: string | null;
  @Field(() => Date, { description: 'When the bid was accepted.' }) createdAt!: Date;
}

export const BidConnectionView = connectionTypes('Bid', BidView, {
  description: 'A page of an auction’s bids, highest first (GraphQL Cursor Connections).',
  totalCount: 'The auction’s bid count, in every page.',
});

@ObjectType('PlacedBid', { description: 'A bid as placed; replayed when the same idempotency key was seen before.' })
export class PlacedBidView extends BidView implements PlacedBid {
  @Field(() => Boolean, {
    description: 'True when this answer repeats an earlier bid sent with the same idempotency key (no new bid was made).',
  })
  replayed!: boolean;
}
