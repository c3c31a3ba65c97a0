import { Field, ID, Int, ObjectType } from 'type-graphql';
import { VERIFICATION_STATUSES } from '@vdp/shared/dealers/dealer.constants';
import { connectionTypes } from '../../graphql/connection';
import type { Dealer } from './dealer.presenter';

@ObjectType('Dealer', { description: 'A dealer application and its verification (spec 000 §2.10).' })
export class DealerView implements Dealer {
  @Field(() => ID, { description: 'The dealer’s id.' }) id!: number;
  @Field(() => String, { description: 'The dealership’s business name.' }) businessName!: string;
  @Field(() => String, { description: 'The person to contact; a verified dealer’s account carries this name.' })
  contactName!: string;
  @Field(() => String, { description: 'Contact e-mail address, lower-case; a verified dealer’s set-password link goes there.' })
  email!: string;
  @Field(() => String, { description: 'Contact phone number, as given.' }) phone!: string;
  @Field(() => String, { description: 'Street address of the business.' }) address!: string;
  @Field(() => String, { description: 'City of the business.' }) city!: string;
  @Field(() => String, { description: 'Two-letter US state code, one of US_STATES (@vdp/shared/dealers/dealer.constants).' })
  state!: string;
  @Field(() => String, { description: 'ZIP code, as given.' }) zipCode!: string;
  @Field(() => String, { nullable: true, description: 'Business licence number; null when not given.' })
  businessLicense!: string | null;
  @Field(() => String, { description: 'Motor-vehicle dealer licence number.' }) dealerLicense!: string;
  @Field(() => String, { nullable: true, description: 'Federal tax id (EIN); null when not given.' })
  federalTaxId!: string | null;
  @Field(() => [String], {
    description: 'Vehicles the dealer buys: values of DEALER_SPECIALTIES (@vdp/shared/dealers/dealer.constants), e.g. Classic.',
  })
  specialties!: string[];
  @Field(() => Int, { description: 'How far the dealer collects vehicles, in miles (1 to 500).' }) operatingRadius!: number;
  @Field(() => String, { nullable: true, description: 'The applicant’s notes to the platform; null when none.' })
  notes!: string | null;
  @Field(() => Boolean, { description: 'True while verificationStatus is verified: the dealer may bid.' }) isVerified!: boolean;
  @Field(() => String, {
    description: `One of VERIFICATION_STATUSES (@vdp/shared/dealers/dealer.constants): ${VERIFICATION_STATUSES.join(', ')}.`,
  })
  verificationStatus!: string;
  @Field(() => Date, { nullable: true, description: 'When an admin last verified or rejected it; null while pending.' })
  verificationDate!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The sign-in account a verified dealer gets.' }) userId!: number | null;
  @Field(() => Date, { description: 'When the application was received.' }) createdAt!: Date;
}

export const DealerConnectionView = connectionTypes('Dealer', DealerView, {
  description: 'A page of dealers, newest application first (GraphQL Cursor Connections).',
  totalCount: 'Dealers these filters keep, in every page.',
});
