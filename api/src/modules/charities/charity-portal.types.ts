import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { CharityRecord } from './charity.presenter';
import { CharityView } from './charity.types';
import type {
  CharityPortalAuctionRecord,
  CharityPortalChangeRecord,
  CharityPortalDonationRecord,
  CharityPortalReceiptRecord,
  CharityPortalRecord,
  CharityPortalTotalsRecord,
} from './charity-portal.presenter';

@ObjectType('CharityPortalDonation', {
  description: 'A donation made to the charity, as its portal shows it (no donor contact).',
})
export class CharityPortalDonationView implements CharityPortalDonationRecord {
  @Field(() => ID, { description: 'The donation’s id.' }) id!: number;
  @Field(() => String, { description: 'Its stored status: one of ALL_STATUSES (@vdp/shared/donations/donation-status).' })
  status!: string;
  @Field(() => Date, { description: 'When the donation was submitted.' }) createdAt!: Date;
  @Field(() => String, { description: '"2015 Honda Civic".' }) vehicle!: string;
  @Field(() => String, { description: 'First name and last initial only.' }) donorName!: string;
  @Field(() => Float, { nullable: true, description: 'The valuation’s estimate, dollars; null when none.' })
  estimatedValue!: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'The vehicle’s final value (its winning bid, or the receipted value), dollars; null until known.',
  })
  finalValue!: number | null;
  @Field(() => String, { nullable: true, description: 'The current tax receipt’s number, e.g. 2026-000042; null until issued.' })
  receiptNumber!: string | null;
  @Field(() => Boolean, { description: 'Whether a tax receipt has been issued.' }) receiptIssued!: boolean;
}

@ObjectType('CharityPortalReceipt', { description: 'A tax receipt issued in the charity’s name.' })
export class CharityPortalReceiptView implements CharityPortalReceiptRecord {
  @Field(() => String, { description: 'The receipt number, e.g. 2026-000042.' }) receiptNumber!: string;
  @Field(() => Date, { description: 'When it was issued.' }) receiptDate!: Date;
  @Field(() => ID, { description: 'The donation it receipts.' }) donationId!: number;
  @Field(() => Float, { description: 'The eligible amount receipted, dollars.' }) receiptAmount!: number;
  @Field(() => String, { description: 'issued or cancelled (replaced by a later receipt).' }) status!: string;
}

@ObjectType('CharityPortalAuction', { description: 'A dealer auction of a vehicle donated to the charity.' })
export class CharityPortalAuctionView implements CharityPortalAuctionRecord {
  @Field(() => ID, { description: 'The auction’s id.' }) id!: number;
  @Field(() => ID, { nullable: true, description: 'The donation auctioned (always set).' }) donationId!: number | null;
  @Field(() => String, { description: 'The vehicle: "2015 Honda Civic".' }) title!: string;
  @Field(() => String, {
    description: 'One of AUCTION_STATUSES (@vdp/shared/auctions/auction.constants): pending, active, completed, cancelled.',
  })
  status!: string;
  @Field(() => Float, { nullable: true, description: 'The high bid, dollars; null before the first bid.' })
  currentBid!: number | null;
  @Field(() => Int, { description: 'Bids accepted so far.' }) bidCount!: number;
  @Field(() => Date, { description: 'When bidding closes or closed.' }) endTime!: Date;
  @Field(() => Float, { nullable: true, description: 'Set once ended with a winner.' }) finalPrice!: number | null;
}

@ObjectType('CharityPortalTotals', { description: 'The charity’s totals over all its donations, not only the 200 listed.' })
export class CharityPortalTotalsView implements CharityPortalTotalsRecord {
  @Field(() => Int, { description: 'Donations made to the charity.' }) donations!: number;
  @Field(() => Int, { description: 'Receipts issued in its name and not cancelled.' }) receiptsIssued!: number;
  @Field(() => Float, { description: 'The sum of those receipts’ amounts, dollars.' }) receiptedAmount!: number;
  @Field(() => Float, { description: 'The winning bids of its completed auctions, dollars.' }) auctionProceeds!: number;
}

@ObjectType('CharityPortal', {
  description: "The signed-in charity's donations, receipts and auctions (newest first, at most 200 each).",
})
export class CharityPortalView implements CharityPortalRecord {
  @Field(() => CharityView, { description: 'The charity’s own record.' }) charity!: CharityRecord;
  @Field(() => CharityPortalTotalsView, { description: 'Counts and sums over everything.' }) totals!: CharityPortalTotalsRecord;
  @Field(() => [CharityPortalDonationView], { description: 'Donations made to it, newest first (200 at most).' })
  donations!: CharityPortalDonationRecord[];
  @Field(() => [CharityPortalReceiptView], { description: 'Receipts in its name, newest first (200 at most).' })
  receipts!: CharityPortalReceiptRecord[];
  @Field(() => [CharityPortalAuctionView], { description: 'Auctions of its donations, newest first (200 at most).' })
  auctions!: CharityPortalAuctionRecord[];
}

@ObjectType('CharityPortalChange', { description: 'Something of the charity changed: refetch charityPortal.' })
export class CharityPortalChangeView implements CharityPortalChangeRecord {
  @Field(() => ID, { description: 'The signed-in account’s charity.' }) charityId!: number;
  @Field(() => String, { description: 'donation, receipt or auction.' }) reason!: CharityPortalChangeRecord['reason'];
}
