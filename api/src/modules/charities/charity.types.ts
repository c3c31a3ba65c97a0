import { Field, ID, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { CharityChoiceRecord, CharityRecord } from './charity.presenter';

@ObjectType('CharityView', { description: 'A charity registered on the platform (spec 001 §3 charities).' })
export class CharityView implements CharityRecord {
  @Field(() => ID, { description: 'The charity’s id.' }) id!: number;
  @Field(() => String, { description: 'The charity’s name as it registered it.' }) name!: string;
  @Field(() => String, { description: 'Compact: 888000001RR0001 or 123456789.' }) registrationNumber!: string;
  @Field(() => String, { description: '888000001 RR 0001 or 12-3456789.' }) registrationNumberDisplay!: string;
  @Field(() => String, { nullable: true, description: 'Street address; null only for a row without one (the forms require it).' })
  address!: string | null;
  @Field(() => String, { nullable: true, description: 'City; null only for a row without one (the forms require it).' }) city!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Province or state.' }) state!: string | null;
  @Field(() => String, { nullable: true, description: 'Postal or ZIP code.' }) zipCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Contact phone number, as given; null when none.' }) phone!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Contact e-mail address, lower-case: verifying makes the charity account for it and e-mails a set-password link.',
  })
  email!: string | null;
  @Field(() => String, { nullable: true, description: 'Website address, as given; null when none.' }) website!: string | null;
  @Field(() => String, { nullable: true, description: 'What the charity does, 10 to 500 characters.' })
  description!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'One of CHARITY_CATEGORIES (@vdp/shared/charities/charity.constants), e.g. health.',
  })
  category!: string | null;
  @Field(() => Boolean, { description: 'Offered to donors when also verified; false: deactivated by an admin.' })
  isActive!: boolean;
  @Field(() => String, { description: 'pending, verified or rejected.' }) verificationStatus!: string;
  @Field(() => Date, { nullable: true, description: 'When an admin last verified it against the registry; null until then.' })
  lastVerified!: Date | null;
  @Field(() => String, { nullable: true, description: "The registry's word at the last verify or sync." })
  registryStatus!: string | null;
  @Field(() => String, { description: 'compliant, pending or non-compliant.' }) complianceStatus!: string;
  @Field(() => String, { description: 'pending, synced or failed.' }) syncStatus!: string;
  @Field(() => Date, {
    nullable: true,
    description: 'When the registry was last read into the row (verify or sync); null until then.',
  })
  lastSyncDate!: Date | null;
  @Field(() => Boolean, { description: 'A sign-in account is linked.' }) hasAccount!: boolean;
  @Field(() => Date, { description: 'When the charity was registered on the platform.' }) createdAt!: Date;
}

export const CharityConnectionView = connectionTypes('Charity', CharityView, {
  description: 'A page of the admin charity list, by name (GraphQL Cursor Connections); as GET /api/charities.',
  totalCount: 'Charities matching the search, on every page.',
});

@ObjectType('CharityChoice', { description: "The donation wizard's charity choice: an active, verified charity." })
export class CharityChoiceView implements CharityChoiceRecord {
  @Field(() => ID, { description: 'The charity’s id, for DonationSubmitInput.charityId.' }) id!: number;
  @Field(() => String, { description: 'The charity’s name.' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Its city; null when unknown.' }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'Its province or state code, e.g. ON; null when unknown.' })
  state!: string | null;
}
