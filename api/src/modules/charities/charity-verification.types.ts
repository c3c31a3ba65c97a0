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

@ObjectType('CharityDetailsAddress', { description: 'The address the registry lists; each part null when it has none.' })
export class CharityDetailsAddressView implements DetailsAddress {
  @Field(() => String, { nullable: true, description: 'The street address the registry lists.' }) streetAddress!: string | null;
  @Field(() => String, { nullable: true, description: 'The city the registry lists.' }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'The province or state code the registry lists, e.g. ON.' }) state!:
    string | null;
  @Field(() => String, { nullable: true, description: 'The postal or ZIP code the registry lists.' }) zipCode!: string | null;
}

@ObjectType('CharityDetailsContact', { description: "From the platform's charities row when there is one." })
export class CharityDetailsContactView implements DetailsContact {
  @Field(() => String, { nullable: true, description: 'Phone number; null when not on the platform or not given.' })
  phone!: string | null;
  @Field(() => String, { nullable: true, description: 'E-mail address; null when the charity is not on the platform.' })
  email!: string | null;
  @Field(() => String, { nullable: true, description: 'Website address; null when not on the platform or not given.' })
  website!: string | null;
}

@ObjectType('CharityFinancialInfo', { description: 'The latest T3010 filing imported.' })
export class CharityFinancialInfoView implements FinancialInfo {
  @Field(() => Int, { description: 'The year its fiscal period ends.' }) year!: number;
  @Field(() => Float, { nullable: true, description: 'Total revenue, dollars; null when not filed.' })
  totalRevenue!: number | null;
  @Field(() => Float, { nullable: true, description: 'Spent on charitable programs, dollars; null when not filed.' })
  charitablePurposes!: number | null;
  @Field(() => Float, { nullable: true, description: 'Spent on fundraising, dollars; null when not filed.' })
  fundraisingCosts!: number | null;
}

@ObjectType('CharityDetails', { description: 'What the registry and the platform know of a listed charity.' })
export class CharityDetailsView implements Details {
  @Field(() => CharityDetailsAddressView, { description: 'The registry’s address.' }) address!: Details['address'];
  @Field(() => CharityDetailsContactView, { description: 'The platform’s contact details.' }) contact!: Details['contact'];
  @Field(() => [String], { description: "The registry's category, designation and classification as words." })
  programs!: string[];
  @Field(() => CharityFinancialInfoView, { nullable: true, description: 'The latest T3010 filing; null when none is imported.' })
  financialInfo!: Details['financialInfo'];
}

@ObjectType('CharityVerification', { description: 'A registry lookup (spec 000 §3).' })
export class CharityVerificationView implements CharityVerificationResult {
  @Field(() => Boolean, { description: 'The registry lists it and says registered.' }) isValid!: boolean;
  @Field(() => String, { description: 'The number looked up, compact: 123456789RR0001 or 123456789.' })
  registrationNumber!: string;
  @Field(() => String, { nullable: true, description: 'cra or irs.' }) registry!: CharityVerificationResult['registry'];
  @Field(() => Boolean, { description: 'The registry lists the number at all.' }) found!: boolean;
  @Field(() => String, { nullable: true, description: 'The name the registry lists; null when not found.' })
  name!: string | null;
  @Field(() => String, { description: 'The registry\'s word, or "Not found".' }) status!: string;
  @Field(() => CharityDetailsView, {
    nullable: true,
    description: 'Address, contact, programs and finances: from verifyCharityDetailed only, for a listed number; else null.',
  })
  details!: CharityDetailsResult | null;
}

@ObjectType('CharityDetailedVerification', { description: 'A registry lookup with its details (spec 000 §3).' })
export class CharityDetailedVerificationView implements CharityDetailedVerificationResult {
  @Field(() => Boolean, { description: 'The registry lists it and says registered.' }) isValid!: boolean;
  @Field(() => CharityVerificationView, { description: 'The lookup, with details when the registry lists the number.' })
  charity!: CharityVerificationResult;
}

@ObjectType('CharityRegistryCheck', { description: "spec 001 §3: the registry's record, to fill the admin's form." })
export class CharityRegistryCheckView implements CharityRegistryCheckResult {
  @Field(() => Boolean, { description: 'The registry lists it and says registered: an admin may verify it.' })
  verified!: boolean;
  @Field(() => String, { description: 'The number looked up, compact: 123456789RR0001 or 123456789.' })
  registrationNumber!: string;
  @Field(() => String, { description: 'The registry’s word (e.g. Registered, Revoked), or "Not found".' }) status!: string;
  @Field(() => String, { nullable: true, description: 'The name the registry lists; null when not found.' })
  name!: string | null;
  @Field(() => String, { nullable: true, description: 'Street address the registry lists; null when none.' })
  address!: string | null;
  @Field(() => String, { nullable: true, description: 'City the registry lists; null when none.' }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'Province or state code the registry lists; null when none.' })
  province!: string | null;
  @Field(() => String, { nullable: true, description: 'Postal or ZIP code the registry lists; null when none.' })
  postalCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Always null: the registries list no website.' })
  website!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The registry’s category, designation and classification as words, comma-separated; null when none.',
  })
  description!: string | null;
}
