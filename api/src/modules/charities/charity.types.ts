import { Field, ID, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { CharityChoiceRecord, CharityRecord } from './charity.presenter';

@ObjectType('CharityView', { description: 'A charity registered on the platform (spec 001 §3 charities).' })
export class CharityView implements CharityRecord {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Compact: 888000001RR0001 or 123456789.' }) registrationNumber!: string;
  @Field(() => String, { description: '888000001 RR 0001 or 12-3456789.' }) registrationNumberDisplay!: string;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'Province or state.' }) state!: string | null;
  @Field(() => String, { nullable: true, description: 'Postal or ZIP code.' }) zipCode!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => String, { description: 'pending, verified or rejected.' }) verificationStatus!: string;
  @Field(() => Date, { nullable: true }) lastVerified!: Date | null;
  @Field(() => String, { nullable: true, description: "The registry's word at the last verify or sync." })
  registryStatus!: string | null;
  @Field(() => String, { description: 'compliant, pending or non-compliant.' }) complianceStatus!: string;
  @Field(() => String, { description: 'pending, synced or failed.' }) syncStatus!: string;
  @Field(() => Date, { nullable: true }) lastSyncDate!: Date | null;
  @Field(() => Boolean, { description: 'A sign-in account is linked.' }) hasAccount!: boolean;
  @Field(() => Date) createdAt!: Date;
}

export const CharityConnectionView = connectionTypes('Charity', CharityView, {
  description: 'A page of the admin charity list, by name (GraphQL Cursor Connections); as GET /api/charities.',
  totalCount: 'Charities matching the search, on every page.',
});

@ObjectType('CharityChoice', { description: "The donation wizard's charity choice: an active, verified charity." })
export class CharityChoiceView implements CharityChoiceRecord {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
}
