import { Field, InputType, Int } from 'type-graphql';
import { DEFAULT_AUCTION_DAYS, DEFAULT_MINIMUM_BID } from '@vdp/shared/auctions/auction.constants';
import type { NewBid } from '@vdp/shared/validation/auction-bid.schema';
import type { NewAuction } from '@vdp/shared/validation/auction.schema';

/** Fields of the create dialog (spec 001 §5); its rules are @vdp/shared's createAuctionSchema, for both doors. */
@InputType({ description: 'A new auction of a donation: the admin create dialog (createAuctionSchema).' })
export class CreateAuctionInput implements Partial<Record<keyof NewAuction, unknown>> {
  @Field(() => Int, { description: 'A donation with no auction yet (see auctionableDonations).' }) donationId!: number;
  @Field(() => Date, { nullable: true, description: 'When bidding may open (default now); startAuction opens it.' })
  startDate?: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: `When bidding closes, after startDate (default DEFAULT_AUCTION_DAYS, ${DEFAULT_AUCTION_DAYS} days, after it).`,
  })
  endDate?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: `The lowest acceptable bid, decimal dollars above 0 (default DEFAULT_MINIMUM_BID, ${DEFAULT_MINIMUM_BID}).`,
  })
  minimumBid?: string | null;
  @Field(() => String, { nullable: true, description: 'An opening price for information, decimal dollars above 0.' })
  startingBid?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The price the high bid must reach to win, decimal dollars above 0; none for no reserve.',
  })
  reservePrice?: string | null;
  @Field(() => String, { description: 'Where the vehicle is (1 to VEHICLE_LOCATION_MAX, 255 characters).' })
  vehicleLocation!: string;
  @Field(() => String, {
    nullable: true,
    description: 'How the winning dealer collects the vehicle (up to AUCTION_TEXT_MAX, 5000 characters).',
  })
  pickupInstructions?: string | null;
  @Field(() => String, { nullable: true, description: 'The admin’s notes (up to AUCTION_TEXT_MAX, 5000 characters).' })
  notes?: string | null;
}

/** A bid; amounts are decimal strings. Rules: placeBidSchema (dealerId: see BidService.place). */
@InputType({ description: 'A bid (placeBidSchema): at least the auction’s requiredBid, on an active auction.' })
export class PlaceBidInput implements Partial<Record<keyof NewBid, unknown>> {
  @Field(() => Int, { description: 'The active auction to bid on.' }) auctionId!: number;
  @Field(() => String, { description: 'The amount, decimal dollars (e.g. "1250.00"), at least the auction’s requiredBid.' })
  bidAmount!: string;
  @Field(() => String, { nullable: true, description: 'The bidder’s note (up to BID_NOTES_MAX, 1000 characters).' })
  notes?: string | null;
  @Field(() => String, { nullable: true, description: 'Retrying with the same key creates one bid.' })
  idempotencyKey?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The dealer bidding: required of an admin (a phone bid); a dealer may only name itself.',
  })
  dealerId?: number | null;
}
