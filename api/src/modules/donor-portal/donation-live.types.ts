import { Field, Int, ObjectType } from 'type-graphql';
import { TaxReceiptView } from '../receipts/receipt.types';
import { DonationCommunicationView, DonationStatusUpdate } from '../donations/donation.types';
import { StaffDonation } from '../staff-donations/staff-donation.types';

@ObjectType({ description: 'A change of a donation: its status, a communication, or a tax receipt.' })
export class DonationStatusChange {
  @Field(() => Int) donationId!: number;
  @Field(() => String, { description: 'status, communication or receipt.' }) kind!: string;
  @Field(() => String, { description: 'The donation’s status after the change.' }) status!: string;
  @Field(() => Int, { description: 'Percent along the donor portal steps.' }) progress!: number;
  @Field(() => DonationStatusUpdate, { description: 'The status history entry (for other kinds: the latest one).' })
  update!: DonationStatusUpdate;
  @Field(() => DonationCommunicationView, { nullable: true, description: 'The communication, when kind is communication.' })
  communication!: DonationCommunicationView | null;
  @Field(() => StaffDonation, { nullable: true, description: 'The whole donation, for staff only (null for donors).' })
  donation!: StaffDonation | null;
  @Field(() => TaxReceiptView, { nullable: true, description: 'The receipt, when kind is receipt; staff only.' })
  receipt!: TaxReceiptView | null;
}
