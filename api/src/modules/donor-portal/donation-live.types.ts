import { Field, Int, ObjectType } from 'type-graphql';
import { DonationCommunicationViewType, DonationStatusUpdateView } from '../donations/donation.types';
import { TaxReceiptViewType } from '../receipts/receipt.types';
import { StaffDonationView } from '../staff-donations/staff-donation.types';
import type { DonationStatusChange } from './donation-change.presenter';

@ObjectType('DonationStatusChange', { description: 'A change of a donation: its status, a communication, or a tax receipt.' })
export class DonationStatusChangeView implements DonationStatusChange {
  @Field(() => Int, { description: 'The id of the donation that changed.' }) donationId!: number;
  @Field(() => String, { description: 'status, communication or receipt.' }) kind!: string;
  @Field(() => String, { description: 'The donation’s status after the change.' }) status!: string;
  @Field(() => Int, { description: 'Percent along the donor portal steps.' }) progress!: number;
  @Field(() => DonationStatusUpdateView, { description: 'The status history entry (for other kinds: the latest one).' })
  update!: DonationStatusUpdateView;
  @Field(() => DonationCommunicationViewType, {
    nullable: true,
    description: 'The communication, when kind is communication.',
  })
  communication!: DonationCommunicationViewType | null;
  @Field(() => StaffDonationView, { nullable: true, description: 'The whole donation, for staff only (null for donors).' })
  donation!: StaffDonationView | null;
  @Field(() => TaxReceiptViewType, { nullable: true, description: 'The receipt, when kind is receipt; staff only.' })
  receipt!: TaxReceiptViewType | null;
}
