import { Field, Int, ObjectType } from 'type-graphql';
import { DonationCommunicationViewType, DonationStatusUpdateView } from '../donations/donation.types';
import type { DonationSummary, DonorAccessInfo, DonorPortalView, TrackedDonation } from './donor-portal.presenter';

/** Status, vehicle, dates and receipt: what an e-mail lookup may show (no address, phone or VIN). */
@ObjectType('DonationSummary')
export class DonationSummaryView implements DonationSummary {
  @Field(() => Int) id!: number;
  @Field(() => String) status!: string;
  @Field(() => Int, { description: 'Percent along the donor portal steps.' }) progress!: number;
  @Field(() => String) vehicleType!: string;
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String, { nullable: true }) trim!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) estimatedValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) finalValue!: string | null;
  @Field(() => Boolean) receiptIssued!: boolean;
  @Field(() => String, { nullable: true }) receiptNumber!: string | null;
  @Field(() => Date, { nullable: true }) receiptDate!: Date | null;
  @Field(() => String, { nullable: true }) pickupDate!: string | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => [DonationStatusUpdateView]) statusHistory!: DonationStatusUpdateView[];
}

/** Everything the tracking page shows to the holder of the code (spec 000 §2.7). */
@ObjectType('TrackedDonation')
export class TrackedDonationView extends DonationSummaryView implements TrackedDonation {
  @Field(() => Int, { description: 'Kilometres.' }) mileage!: number;
  @Field(() => String, { nullable: true }) condition!: string | null;
  @Field(() => String, { nullable: true }) vin!: string | null;
  @Field(() => Boolean) hasLienOrFinance!: boolean;
  @Field(() => Boolean) hasAccidents!: boolean;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) province!: string;
  @Field(() => String) postalCode!: string;
  @Field(() => String, { nullable: true, description: 'The donor’s charity choice.' }) preferredCharity!: string | null;
  @Field(() => String, { nullable: true, description: 'The registered charity assigned, when there is one.' })
  charityName!: string | null;
  @Field(() => String, { nullable: true }) pickupPreference!: string | null;
  @Field(() => String, { nullable: true }) preferredDate!: string | null;
  @Field(() => String, { nullable: true }) pickupTime!: string | null;
}

@ObjectType('DonorAccessInfo')
export class DonorAccessInfoView implements DonorAccessInfo {
  @Field(() => Int) accessCount!: number;
  @Field(() => Date) lastAccessedAt!: Date;
}

@ObjectType('DonorPortalView', {
  description: 'GET /api/donor-portal/{code}: the donation, its latest updates and messages, and access counts.',
})
export class DonorPortalViewType implements DonorPortalView {
  @Field(() => TrackedDonationView) donation!: TrackedDonationView;
  @Field(() => [DonationStatusUpdateView]) statusHistory!: DonationStatusUpdateView[];
  @Field(() => [DonationCommunicationViewType]) communications!: DonationCommunicationViewType[];
  @Field(() => DonorAccessInfoView) accessInfo!: DonorAccessInfoView;
  @Field(() => String, { nullable: true, description: 'Where to download the current tax receipt (PDF), when one is issued.' })
  receiptDownloadUrl!: string | null;
}
