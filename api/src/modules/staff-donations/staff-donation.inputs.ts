import { Field, InputType, Int } from 'type-graphql';
import type { CommunicationRequest, StatusUpdateRequest } from '@vdp/shared/validation/staff-donation.schema';

/** A staff status change, as PATCH /api/donations/{id}/status; its rules are @vdp/shared's donationStatusUpdateSchema. */
@InputType({ description: 'A staff status change (donationStatusUpdateSchema); it is added to the status history.' })
export class DonationStatusUpdateInput implements Partial<Record<keyof StatusUpdateRequest, unknown>> {
  @Field(() => Int, { description: 'The donation’s id.' }) donationId!: number;
  @Field(() => String, {
    description: 'A staff status, an admin status (in_progress: see docs/donation-statuses.md) or a donor status.',
  })
  status!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A note on the change, shown to the donor in its status history (up to STAFF_LIMITS.notes, 2000 characters).',
  })
  notes?: string | null;
}

/** A communication with the donor, as POST /api/donations/{id}/communications; its rules are donationCommunicationSchema. */
@InputType({ description: 'A communication with the donor to record (donationCommunicationSchema); nothing is sent.' })
export class DonationCommunicationInput implements Partial<Record<keyof CommunicationRequest, unknown>> {
  @Field(() => Int, { description: 'The donation’s id.' }) donationId!: number;
  @Field(() => String, { description: 'email, phone, sms, note or letter.' }) type!: string;
  @Field(() => String, { description: 'outbound (to the donor) or inbound (from the donor).' }) method!: string;
  @Field(() => String, { nullable: true, description: 'Its subject (up to STAFF_LIMITS.subject, 255 characters).' })
  subject?: string | null;
  @Field(() => String, { description: 'The message, or a summary of it (1 to STAFF_LIMITS.message, 5000 characters).' })
  message!: string;
}
