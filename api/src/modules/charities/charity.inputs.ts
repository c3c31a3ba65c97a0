import { Field, InputType } from 'type-graphql';
import type { CharityInput as CharityForm } from '@vdp/shared/validation/charity.schema';

/** A charity's record (spec 000 §5, spec 001 §2); its rules are @vdp/shared's charitySchema, for both doors. */
@InputType('CharityInput', { description: 'A charity’s record, as it registers or as the admin edits it (charitySchema).' })
export class CharityInput implements Partial<Record<keyof CharityForm, unknown>> {
  @Field(() => String, { description: 'The charity’s name (up to 255 characters).' }) name!: string;
  @Field(() => String, {
    description: 'A CRA number (123456789RR0001) or a US EIN (12-3456789), spaces and dashes allowed; unique, stored compact.',
  })
  registrationNumber!: string;
  @Field(() => String, { description: 'Street address (up to 255 characters).' }) address!: string;
  @Field(() => String, { description: 'City (up to 100 characters).' }) city!: string;
  @Field(() => String, {
    description: 'Province or state code: one of DONOR_REGIONS (@vdp/shared/donations/donation.constants).',
  })
  state!: string;
  @Field(() => String, { description: 'Postal or ZIP code.' }) zipCode!: string;
  @Field(() => String, { nullable: true, description: 'Contact phone number (up to 20 characters).' }) phone?: string | null;
  @Field(() => String, { description: 'Contact e-mail address; the charity account is made for it once verified.' })
  email!: string;
  @Field(() => String, { nullable: true, description: 'Website address (up to 255 characters).' }) website?: string | null;
  @Field(() => String, { description: 'What the charity does, 10 to 500 characters.' }) description!: string;
  @Field(() => String, { description: 'One of CHARITY_CATEGORIES (@vdp/shared/charities/charity.constants).' })
  category!: string;
}
