import { Field, Int, ObjectType } from 'type-graphql';
import type { CommunicationSource, StatusUpdateSource } from '../donor-portal/donor-portal.service';

@ObjectType({ description: 'The answer to a donation submission: keep the access code to track it.' })
export class DonationSubmitResult {
  @Field(() => Int) id!: number;
  @Field(() => String) accessCode!: string;
  @Field(() => String) trackingUrl!: string;
}

@ObjectType()
export class DonationStatusUpdate {
  @Field(() => Int) id!: number;
  @Field(() => String) status!: string;
  @Field(() => String, { nullable: true }) previousStatus!: string | null;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => String, { nullable: true }) updatedByName!: string | null;
  @Field(() => Date) createdAt!: Date;

  static of(entry: StatusUpdateSource): DonationStatusUpdate {
    return Object.assign(new DonationStatusUpdate(), {
      id: entry.id,
      status: entry.status,
      previousStatus: entry.previousStatus ?? null,
      notes: entry.notes ?? null,
      updatedByName: entry.updatedByName ?? null,
      createdAt: entry.createdAt,
    });
  }
}

@ObjectType()
export class DonationCommunicationView {
  @Field(() => Int) id!: number;
  @Field(() => String) type!: string;
  @Field(() => String) method!: string;
  @Field(() => String, { nullable: true }) subject!: string | null;
  @Field(() => String) message!: string;
  @Field(() => Date) sentAt!: Date;

  static of(c: CommunicationSource): DonationCommunicationView {
    return Object.assign(new DonationCommunicationView(), {
      id: c.id,
      type: c.type,
      method: c.method,
      subject: c.subject ?? null,
      message: c.message,
      sentAt: c.sentAt,
    });
  }
}
