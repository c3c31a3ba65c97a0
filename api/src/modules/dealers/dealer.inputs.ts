import { Field, InputType, Int } from 'type-graphql';
import type { DealerApplication } from '@vdp/shared/validation/dealer-application.schema';

/** The dealer form (spec 000 §5); its rules are @vdp/shared's dealerApplicationSchema, for both doors. */
@InputType({ description: 'A dealer application: the dealer registration form (dealerApplicationSchema).' })
export class DealerApplicationInput implements Partial<Record<keyof DealerApplication, unknown>> {
  @Field(() => String, { description: 'The dealership’s business name (up to 255 characters).' }) businessName!: string;
  @Field(() => String, { description: 'The person to contact (up to 255 characters).' }) contactName!: string;
  @Field(() => String, { description: 'Contact e-mail address, unique among applications; stored lower-case.' })
  email!: string;
  @Field(() => String, { description: 'Contact phone number (up to 20 characters).' }) phone!: string;
  @Field(() => String, { description: 'Street address of the business (up to 255 characters).' }) address!: string;
  @Field(() => String, { description: 'City of the business (up to 100 characters).' }) city!: string;
  @Field(() => String, { description: 'Two-letter US state code, one of US_STATES (@vdp/shared/dealers/dealer.constants).' })
  state!: string;
  @Field(() => String, { description: 'ZIP code (up to 10 characters).' }) zipCode!: string;
  @Field(() => String, { nullable: true, description: 'Business licence number (up to 100 characters).' })
  businessLicense?: string | null;
  @Field(() => String, { description: 'Motor-vehicle dealer licence number (up to 100 characters).' }) dealerLicense!: string;
  @Field(() => String, { nullable: true, description: 'Federal tax id, EIN (up to 50 characters).' })
  federalTaxId?: string | null;
  @Field(() => [String], {
    description: 'At least one of DEALER_SPECIALTIES (@vdp/shared/dealers/dealer.constants); duplicates are dropped.',
  })
  specialties!: string[];
  @Field(() => Int, { nullable: true, description: 'How far the dealer collects vehicles, in miles: 1 to 500 (default 50).' })
  operatingRadius?: number | null;
  @Field(() => String, { nullable: true, description: 'Anything the platform should know (up to 2000 characters).' })
  notes?: string | null;
}
