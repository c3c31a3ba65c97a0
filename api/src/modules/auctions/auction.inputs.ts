import { Field, InputType, Int } from 'type-graphql';
import type { NewBid } from '@vdp/shared/validation/auction-bid.schema';
import type { NewAuction } from '@vdp/shared/validation/auction.schema';

/** Fields of the create dialog (spec 001 §5); its rules are @vdp/shared's createAuctionSchema, for both doors. */
@InputType()
export class CreateAuctionInput implements Partial<Record<keyof NewAuction, unknown>> {
  @Field(() => Int) donationId!: number;
  @Field(() => Date, { nullable: true }) startDate?: Date | null;
  @Field(() => Date, { nullable: true }) endDate?: Date | null;
  @Field(() => String, { nullable: true }) minimumBid?: string | null;
  @Field(() => String, { nullable: true }) startingBid?: string | null;
  @Field(() => String, { nullable: true }) reservePrice?: string | null;
  @Field(() => String) vehicleLocation!: string;
  @Field(() => String, { nullable: true }) pickupInstructions?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

/** A bid; amounts are decimal strings. Rules: placeBidSchema (dealerId: see BidService.place). */
@InputType()
export class PlaceBidInput implements Partial<Record<keyof NewBid, unknown>> {
  @Field(() => Int) auctionId!: number;
  @Field(() => String) bidAmount!: string;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true, description: 'Retrying with the same key creates one bid.' })
  idempotencyKey?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The dealer bidding: required of an admin (a phone bid); a dealer may only name itself.',
  })
  dealerId?: number | null;
}
