import { Field, Int, ObjectType } from 'type-graphql';
import { StoredMessageView } from '../../graphql/stored-message.types';
import type {
  DonationCommunicationView,
  DonationNotification,
  DonationStatusUpdate,
  DonationSubmitResult,
} from './donation.presenter';

@ObjectType('DonationSubmitResult', { description: 'The answer to a donation submission: keep the access code to track it.' })
export class DonationSubmitResultView implements DonationSubmitResult {
  @Field(() => Int, { description: 'The donation’s id.' }) id!: number;
  @Field(() => String, {
    description: 'The tracking code (22 URL-safe characters) for donorPortal and GET /api/donor-portal/{code}; also e-mailed.',
  })
  accessCode!: string;
  @Field(() => String, { description: 'The donor portal’s absolute URL with the code, as the confirmation e-mail links it.' })
  trackingUrl!: string;
}

@ObjectType('DonationStatusUpdate', { description: 'One entry of a donation’s status history: a change of status.' })
export class DonationStatusUpdateView implements DonationStatusUpdate {
  @Field(() => Int, { description: 'The entry’s id.' }) id!: number;
  @Field(() => String, { description: 'The status set: one of ALL_STATUSES (@vdp/shared/donations/donation-status).' })
  status!: string;
  @Field(() => String, { nullable: true, description: 'The status before; null for the first entry (the submission).' })
  previousStatus!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A note on the change, shown to the donor: staff’s, or the platform’s (e.g. "Tax receipt 2026-000042 issued").',
  })
  notes!: string | null;
  @Field(() => StoredMessageView, {
    nullable: true,
    description: 'The platform’s note as a message id with values, to show in the reader’s language; null for staff’s own notes.',
  })
  noteMessage!: StoredMessageView | null;
  @Field(() => String, {
    nullable: true,
    description: 'The staff member who made it (kept if the account is removed); null for the platform’s own changes.',
  })
  updatedByName!: string | null;
  @Field(() => Date, { description: 'When the status changed.' }) createdAt!: Date;
}

@ObjectType('DonationCommunicationView', {
  description: 'A message exchanged with the donor about a donation: recorded by staff, or an e-mail the platform sent.',
})
export class DonationCommunicationViewType implements DonationCommunicationView {
  @Field(() => Int, { description: 'The communication’s id.' }) id!: number;
  @Field(() => String, {
    description:
      'One of COMMUNICATION_TYPES (email, phone, sms, note, letter), or of NOTIFICATION_TYPES (confirmation, receipt) for the platform’s e-mails (@vdp/shared/donations/donation.constants).',
  })
  type!: string;
  @Field(() => String, {
    description: 'outbound or inbound (COMMUNICATION_METHODS); email for the platform’s own e-mails.',
  })
  method!: string;
  @Field(() => String, { nullable: true, description: 'Its subject; null when it has none (a call, a note).' })
  subject!: string | null;
  @Field(() => StoredMessageView, {
    nullable: true,
    description: 'The platform’s subject as a message id with values (subject is its English text); null otherwise.',
  })
  subjectMessage!: StoredMessageView | null;
  @Field(() => String, {
    description: 'Its text as recorded: the message, or a summary of it (the platform’s in English: see bodyMessage).',
  })
  message!: string;
  @Field(() => StoredMessageView, {
    nullable: true,
    description: 'The platform’s text as a message id with values, to show in the reader’s language; null for staff’s records.',
  })
  bodyMessage!: StoredMessageView | null;
  @Field(() => Date, { description: 'When it was sent or recorded.' }) sentAt!: Date;
}

@ObjectType('DonationNotification', { description: 'An e-mail the platform sent the donor (confirmation, receipt).' })
export class DonationNotificationView implements DonationNotification {
  @Field(() => Int, { description: 'The communication’s id.' }) id!: number;
  @Field(() => String, { description: 'confirmation or receipt.' }) type!: string;
  @Field(() => String, { nullable: true, description: 'The confirmation’s subject line; for a receipt, its receipt number.' })
  subject!: string | null;
  @Field(() => String, { description: 'How it went out: email.' }) method!: string;
  @Field(() => String, { description: 'queued, sent or failed.' }) status!: string;
  @Field(() => Date, { description: 'When it went out or failed (while queued: when it was queued).' }) sentAt!: Date;
}
