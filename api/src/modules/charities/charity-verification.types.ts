import { Field, Float, Int, ObjectType } from 'type-graphql';
import type {
  CharityDetailedVerificationResult,
  CharityDetailsResult,
  CharityRegistryCheckResult,
  CharityVerificationResult,
} from './charity-verification.presenter';

type Details = CharityDetailsResult;
type DetailsAddress = Details['address'];
type DetailsContact = Details['contact'];
type FinancialInfo = NonNullable<Details['financialInfo']>;

@ObjectType('CharityDetailsAddress')
export class CharityDetailsAddressView implements DetailsAddress {
  @Field(() => String, { nullable: true }) streetAddress!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String, { nullable: true }) zipCode!: string | null;
}

@ObjectType('CharityDetailsContact', { description: "From the platform's charities row when there is one." })
export class CharityDetailsContactView implements DetailsContact {
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) website!: string | null;
}

@ObjectType('CharityFinancialInfo', { description: 'The latest T3010 filing imported.' })
export class CharityFinancialInfoView implements FinancialInfo {
  @Field(() => Int) year!: number;
  @Field(() => Float, { nullable: true }) totalRevenue!: number | null;
  @Field(() => Float, { nullable: true }) charitablePurposes!: number | null;
  @Field(() => Float, { nullable: true }) fundraisingCosts!: number | null;
}

@ObjectType('CharityDetails')
export class CharityDetailsView implements Details {
  @Field(() => CharityDetailsAddressView) address!: Details['address'];
  @Field(() => CharityDetailsContactView) contact!: Details['contact'];
  @Field(() => [String], { description: "The registry's category, designation and classification as words." })
  programs!: string[];
  @Field(() => CharityFinancialInfoView, { nullable: true }) financialInfo!: Details['financialInfo'];
}

@ObjectType('CharityVerification', { description: 'A registry lookup (spec 000 §3).' })
export class CharityVerificationView implements CharityVerificationResult {
  @Field(() => Boolean, { description: 'The registry lists it and says registered.' }) isValid!: boolean;
  @Field(() => String) registrationNumber!: string;
  @Field(() => String, { nullable: true, description: 'cra or irs.' }) registry!: CharityVerificationResult['registry'];
  @Field(() => Boolean, { description: 'The registry lists the number at all.' }) found!: boolean;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { description: 'The registry\'s word, or "Not found".' }) status!: string;
  @Field(() => CharityDetailsView, { nullable: true }) details!: CharityDetailsResult | null;
}

@ObjectType('CharityDetailedVerification')
export class CharityDetailedVerificationView implements CharityDetailedVerificationResult {
  @Field(() => Boolean) isValid!: boolean;
  @Field(() => CharityVerificationView) charity!: CharityVerificationResult;
}

@ObjectType('CharityRegistryCheck', { description: "spec 001 §3: the registry's record, to fill the admin's form." })
export class CharityRegistryCheckView implements CharityRegistryCheckResult {
  @Field(() => Boolean) verified!: boolean;
  @Field(() => String) registrationNumber!: string;
  @Field(() => String) status!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) province!: string | null;
  @Field(() => String, { nullable: true }) postalCode!: string | null;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String, { nullable: true }) description!: string | null;
}
