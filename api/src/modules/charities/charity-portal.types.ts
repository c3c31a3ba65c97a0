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

@ObjectType('CharityPortalDonation')
export class CharityPortalDonationView implements CharityPortalDonationRecord {
  @Field(() => ID) id!: number;
  @Field(() => String) status!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { description: '"2015 Honda Civic".' }) vehicle!: string;
  @Field(() => String, { description: 'First name and last initial only.' }) donorName!: string;
  @Field(() => Float, { nullable: true }) estimatedValue!: number | null;
  @Field(() => Float, { nullable: true }) finalValue!: number | null;
  @Field(() => String, { nullable: true }) receiptNumber!: string | null;
  @Field(() => Boolean) receiptIssued!: boolean;
}

@ObjectType('CharityPortalReceipt')
export class CharityPortalReceiptView implements CharityPortalReceiptRecord {
  @Field(() => String) receiptNumber!: string;
  @Field(() => Date) receiptDate!: Date;
  @Field(() => ID) donationId!: number;
  @Field(() => Float) receiptAmount!: number;
  @Field(() => String) status!: string;
}

@ObjectType('CharityPortalAuction')
export class CharityPortalAuctionView implements CharityPortalAuctionRecord {
  @Field(() => ID) id!: number;
  @Field(() => ID, { nullable: true }) donationId!: number | null;
  @Field(() => String) title!: string;
  @Field(() => String) status!: string;
  @Field(() => Float, { nullable: true }) currentBid!: number | null;
  @Field(() => Int) bidCount!: number;
  @Field(() => Date) endTime!: Date;
  @Field(() => Float, { nullable: true, description: 'Set once ended with a winner.' }) finalPrice!: number | null;
}

@ObjectType('CharityPortalTotals')
export class CharityPortalTotalsView implements CharityPortalTotalsRecord {
  @Field(() => Int) donations!: number;
  @Field(() => Int) receiptsIssued!: number;
  @Field(() => Float) receiptedAmount!: number;
  @Field(() => Float) auctionProceeds!: number;
}

@ObjectType('CharityPortal', {
  description: "The signed-in charity's donations, receipts and auctions (newest first, at most 200 each).",
})
export class CharityPortalView implements CharityPortalRecord {
  @Field(() => CharityView) charity!: CharityRecord;
  @Field(() => CharityPortalTotalsView) totals!: CharityPortalTotalsRecord;
  @Field(() => [CharityPortalDonationView]) donations!: CharityPortalDonationRecord[];
  @Field(() => [CharityPortalReceiptView]) receipts!: CharityPortalReceiptRecord[];
  @Field(() => [CharityPortalAuctionView]) auctions!: CharityPortalAuctionRecord[];
}

@ObjectType('CharityPortalChange', { description: 'Something of the charity changed: refetch charityPortal.' })
export class CharityPortalChangeView implements CharityPortalChangeRecord {
  @Field(() => ID) charityId!: number;
  @Field(() => String, { description: 'donation, receipt or auction.' }) reason!: CharityPortalChangeRecord['reason'];
}
