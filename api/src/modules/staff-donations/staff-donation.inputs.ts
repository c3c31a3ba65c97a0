import { Field, InputType, Int } from 'type-graphql';

/** Staff status change (StaffDonationService checks every rule, as for PATCH /api/donations/{id}/status). */
@InputType()
export class DonationStatusUpdateInput {
  @Field(() => Int) donationId!: number;
  @Field(() => String, {
    description: 'A staff status, an admin status (in_progress: see docs/donation-statuses.md) or a donor status.',
  })
  status!: string;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

/** A communication with the donor, as POST /api/donations/{id}/communications. */
@InputType()
export class DonationCommunicationInput {
  @Field(() => Int) donationId!: number;
  @Field(() => String, { description: 'email, phone, sms, note or letter.' }) type!: string;
  @Field(() => String, { description: 'outbound (to the donor) or inbound (from the donor).' }) method!: string;
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field(() => String) message!: string;
}
