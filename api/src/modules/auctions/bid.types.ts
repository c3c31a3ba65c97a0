import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { Bid, PlacedBid } from './bid.presenter';

/** A bid. Amounts are decimal strings ("1250.00"). */
@ObjectType('Bid', { description: 'A dealer’s accepted bid on an auction.' })
export class BidView implements Bid {
  @Field(() => ID, { description: 'The bid’s id.' }) id!: number;
  @Field(() => ID, { description: 'The auction bid on.' }) auctionId!: number;
  @Field(() => ID, {
    nullable: true,
    description:
      'The dealer bidding (for an admin’s phone bid, the dealer it was entered for). In lists, null when another dealer reads it: it sees `bidder` instead.',
  })
  dealerId!: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'The dealer’s bidder number on this auction (1 = the first dealer to bid), the same on every page; null in live events and answers to a bid.',
  })
  bidder!: number | null;
  @Field(() => Boolean, { description: 'True when the reader’s own dealer placed the bid (always false in live events).' })
  mine!: boolean;
  @Field(() => Boolean, { description: 'True when the server placed the bid for the dealer’s maximum (a proxy bid).' })
  automatic!: boolean;
  @Field(() => String, { description: 'The amount, decimal dollars ("1250.00").' }) bidAmount!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The bidder’s note (up to BID_NOTES_MAX, 1000 characters); null when none, in live events, which leave notes out, and for another dealer’s bid.',
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
  @Field(() => String, {
    description:
      'The high bid once the dealers’ maximums answered this bid, decimal dollars (above it when a maximum outbid it at once).',
  })
  currentHighBid!: string;
  @Field(() => Boolean, { description: 'False when another dealer’s maximum outbid this bid at once (in the same transaction).' })
  leading!: boolean;
}
