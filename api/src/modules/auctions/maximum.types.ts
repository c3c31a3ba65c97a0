import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { BID_INCREMENTS } from '@vdp/shared/auctions/increments';
import type { MyMaximum } from './maximum.presenter';

const INCREMENTS_TEXT = BID_INCREMENTS.map((b) => (b.below ? `$${b.step} below $${b.below}` : `$${b.step} above`)).join(', ');

/** A dealer's own maximum: only that dealer ever reads it. */
@ObjectType('MyMaximum', {
  description: `The signed-in dealer's maximum bid on an auction: the server bids for it one increment at a time (${INCREMENTS_TEXT}), only as far as needed to lead. Never shown to anyone else.`,
})
export class MyMaximumView implements MyMaximum {
  @Field(() => ID, { description: 'The auction.' }) auctionId!: number;
  @Field(() => String, { description: 'The maximum, decimal dollars.' }) maxAmount!: string;
  @Field(() => Boolean, { description: 'False once cancelled (the bids it placed stay).' }) active!: boolean;
  @Field(() => Date, { description: 'When it reached this amount: between equal maximums, the earlier holds.' }) setAt!: Date;
  @Field(() => String, { description: 'The auction’s high bid now, decimal dollars.' }) currentHighBid!: string;
  @Field(() => Boolean, { description: 'True when this dealer leads the auction now.' }) leading!: boolean;
}

/** One band of the published increment table. */
@ObjectType('BidIncrement', { description: 'A band of the published increment table the server bids by for maximums.' })
export class BidIncrementView {
  @Field(() => String, {
    nullable: true,
    description: 'The band holds amounts below this, decimal dollars; null: every amount above.',
  })
  below!: string | null;
  @Field(() => String, { description: 'The step within the band, decimal dollars.' }) step!: string;
}

@InputType('SetMaximumInput', { description: 'A dealer’s maximum bid on an auction; checked by setMaximumSchema.' })
export class SetMaximumInput {
  @Field(() => ID, { description: 'The auction.' }) auctionId!: string;
  @Field(() => String, {
    description:
      'The maximum, decimal dollars: at least the required bid, and above the dealer’s standing maximum (it can only be raised).',
  })
  maxAmount!: string;
}
