import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionTypes } from '../../graphql/connection';
import type { Dealer } from './dealer.presenter';

@ObjectType('Dealer', { description: 'A dealer application and its verification (spec 000 §2.10).' })
export class DealerView implements Dealer {
  @Field(() => ID) id!: number;
  @Field(() => String) businessName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) zipCode!: string;
  @Field(() => String, { nullable: true }) businessLicense!: string | null;
  @Field(() => String) dealerLicense!: string;
  @Field(() => String, { nullable: true }) federalTaxId!: string | null;
  @Field(() => [String]) specialties!: string[];
  @Field(() => Int) operatingRadius!: number;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field(() => Boolean) isVerified!: boolean;
  @Field(() => String) verificationStatus!: string;
  @Field(() => Date, { nullable: true }) verificationDate!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The sign-in account a verified dealer gets.' }) userId!: number | null;
  @Field(() => Date) createdAt!: Date;
}

export const DealerConnectionView = connectionTypes('Dealer', DealerView, {
  description: 'A page of dealers, newest application first (GraphQL Cursor Connections).',
  totalCount: 'Dealers these filters keep, in every page.',
});
