import { Field, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import { DonationCommunicationViewType, DonationNotificationView, DonationStatusUpdateView } from '../donations/donation.types';
import { TaxReceiptViewType } from '../receipts/receipt.types';
import type { StaffDonation, StaffDonationDetail } from './staff-donation.presenter';

/** A donation as the staff tracking centre and /admin/donations show it: everything. */
@ObjectType('StaffDonation', {
  description: 'A donation as the staff tracking centre and /admin/donations show it, with its tracking code.',
})
export class StaffDonationView implements StaffDonation {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'The stored status (a staff or donor status, or cancelled).' }) status!: string;
  @Field(() => String, { description: 'pending, in_progress, completed or cancelled.' }) adminStatus!: string;
  @Field(() => Int, { description: 'Percent along the 7 staff statuses.' }) staffProgress!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String, { nullable: true }) trim!: string | null;
  @Field(() => String, { nullable: true }) vin!: string | null;
  @Field(() => Int, { nullable: true, description: 'Kilometres.' }) mileage!: number | null;
  @Field(() => String, { nullable: true }) condition!: string | null;
  @Field(() => String) vehicleType!: string;
  @Field(() => Boolean) hasAccidents!: boolean;
  @Field(() => Boolean) hasLienOrFinance!: boolean;
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
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) estimatedValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars.' }) finalValue!: string | null;
  @Field(() => String, { nullable: true, description: 'Eligible amount of the current receipt, decimal dollars.' })
  taxReceiptValue!: string | null;
  @Field(() => Boolean) receiptIssued!: boolean;
  @Field(() => String, { nullable: true }) receiptNumber!: string | null;
  @Field(() => Date, { nullable: true }) receiptDate!: Date | null;
  @Field(() => Boolean) receiptEmailSent!: boolean;
  @Field(() => String, { nullable: true }) pickupDate!: string | null;
  @Field(() => String, { nullable: true }) pickupTime!: string | null;
  @Field(() => String, { nullable: true, description: 'The donor’s tracking code.' }) accessCode!: string | null;
}

export const StaffDonationConnectionView = connectionTypes('StaffDonation', StaffDonationView, {
  description: 'A page of the staff list, newest first (GraphQL Cursor Connections); as GET /api/donations.',
  totalCount: 'Donations matching the search and status, on every page.',
});

@ObjectType('StaffDonationDetail', {
  description: 'GET /api/donations/{id}: the donation with its history, communications, receipts and e-mails.',
})
export class StaffDonationDetailView implements StaffDonationDetail {
  @Field(() => StaffDonationView) donation!: StaffDonationView;
  @Field(() => [DonationStatusUpdateView], { description: 'Newest first.' }) statusHistory!: DonationStatusUpdateView[];
  @Field(() => [DonationCommunicationViewType], { description: 'Newest first.' })
  communications!: DonationCommunicationViewType[];
  @Field(() => [TaxReceiptViewType], { description: 'Newest first; at most one is issued, the others are cancelled.' })
  receipts!: TaxReceiptViewType[];
  @Field(() => [DonationNotificationView], { description: 'Newest first.' }) notifications!: DonationNotificationView[];
}
