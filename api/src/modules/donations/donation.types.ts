import { Field, Int, ObjectType } from 'type-graphql';
import type {
  DonationCommunicationView,
  DonationNotification,
  DonationStatusUpdate,
  DonationSubmitResult,
} from './donation.presenter';

@ObjectType('DonationSubmitResult', { description: 'The answer to a donation submission: keep the access code to track it.' })
export class DonationSubmitResultView implements DonationSubmitResult {
  @Field(() => Int) id!: number;
  @Field(() => String) accessCode!: string;
  @Field(() => String) trackingUrl!: string;
}

@ObjectType('DonationStatusUpdate')
export class DonationStatusUpdateView implements DonationStatusUpdate {
  @Field(() => Int) id!: number;
  @Field(() => String) status!: string;
  @Field(() => String, { nullable: true }) previousStatus!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { nullable: true }) updatedByName!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('DonationCommunicationView')
export class DonationCommunicationViewType implements DonationCommunicationView {
  @Field(() => Int) id!: number;
  @Field(() => String) type!: string;
  @Field(() => String) method!: string;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field(() => String) message!: string;
  @Field(() => Date) sentAt!: Date;
}

@ObjectType('DonationNotification', { description: 'An e-mail the platform sent the donor (confirmation, receipt).' })
export class DonationNotificationView implements DonationNotification {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'confirmation or receipt.' }) type!: string;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field(() => String, { description: 'How it went out: email.' }) method!: string;
  @Field(() => String, { description: 'queued, sent or failed.' }) status!: string;
  @Field(() => Date) sentAt!: Date;
}
