import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { BID_OUTCOMES, type BidOutcomeName, type MyBid, type MyBidTotals } from './history.presenter';

@ObjectType('MyBid', { description: 'One of the signed-in dealer’s own bids, with its auction and what became of it.' })
export class MyBidView implements MyBid {
  @Field(() => ID, { description: 'The bid’s id.' }) id!: number;
  @Field(() => ID, { description: 'The auction bid on.' }) auctionId!: number;
  @Field(() => String, { description: 'The amount, decimal dollars.' }) bidAmount!: string;
  @Field(() => Boolean, { description: 'True when the server placed it for the dealer’s maximum.' }) automatic!: boolean;
  @Field(() => Date, { description: 'When the bid was accepted.' }) createdAt!: Date;
  @Field(() => String, { description: 'The auction’s status now.' }) auctionStatus!: string;
  @Field(() => Date, { description: 'When the auction ends (or ended).' }) auctionEndDate!: Date;
  @Field(() => String, { description: 'The vehicle: year, make and model.' }) vehicle!: string;
  @Field(() => String, { description: `What became of it: ${BID_OUTCOMES.join(', ')}.` }) outcome!: BidOutcomeName;
}

export const MyBidConnectionView = connectionTypes('MyBid', MyBidView, {
  description: 'A page of the signed-in dealer’s bids, newest first (GraphQL Cursor Connections).',
  totalCount: 'How many bids the dealer has placed.',
});

@ObjectType('MyBidTotals', { description: 'The signed-in dealer’s bidding figures.' })
export class MyBidTotalsView implements MyBidTotals {
  @Field(() => Int, { description: 'Bids placed (by hand and for its maximums): the dealer record’s totalBids.' })
  totalBids!: number;
  @Field(() => Int, { description: 'Completed auctions won: the dealer record’s successfulBids.' }) successfulBids!: number;
  @Field(() => String, {
    description: 'The dealer record’s rating, 0 to 5: 5 x auctions won / completed auctions bid on (two decimals).',
  })
  rating!: string;
  @Field(() => Int, { description: 'Auctions bid on.' }) auctionsBid!: number;
  @Field(() => Int, { description: 'Completed auctions won.' }) auctionsWon!: number;
  @Field(() => String, { description: 'The sum of the winning bids, decimal dollars.' }) wonValue!: string;
  @Field(() => Int, { description: 'Active auctions the dealer leads now.' }) leadingNow!: number;
}
