import { Field, InputType, Int } from 'type-graphql';
import type { CommunicationRequest, StatusUpdateRequest } from '@vdp/shared/validation/staff-donation.schema';

/** A staff status change, as PATCH /api/donations/{id}/status; its rules are @vdp/shared's donationStatusUpdateSchema. */
@InputType()
export class DonationStatusUpdateInput implements Partial<Record<keyof StatusUpdateRequest, unknown>> {
  @Field(() => Int) donationId!: number;
  @Field(() => String, {
    description: 'A staff status, an admin status (in_progress: see docs/donation-statuses.md) or a donor status.',
  })
  status!: string;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

/** A communication with the donor, as POST /api/donations/{id}/communications; its rules are donationCommunicationSchema. */
@InputType()
export class DonationCommunicationInput implements Partial<Record<keyof CommunicationRequest, unknown>> {
  @Field(() => Int) donationId!: number;
  @Field(() => String, { description: 'email, phone, sms, note or letter.' }) type!: string;
  @Field(() => String, { description: 'outbound (to the donor) or inbound (from the donor).' }) method!: string;
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field(() => String) message!: string;
}
