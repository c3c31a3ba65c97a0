import { Field, ID, InputType, Int } from 'type-graphql';
import type { DonationSubmission } from '@vdp/shared/validation/donation.schema';

/** The wizard's vehicle and donor steps (spec 000 §5); its rules are @vdp/shared's donationSubmissionSchema, for both doors. */
@InputType({ description: 'A donation request: the wizard’s vehicle and donor steps (donationSubmissionSchema).' })
export class DonationSubmitInput implements Partial<Record<keyof DonationSubmission, unknown>> {
  @Field(() => Int, { description: 'Model year, from 1900 to the current year.' }) year!: number;
  @Field(() => String, { description: 'Manufacturer, e.g. Toyota (up to 100 characters).' }) make!: string;
  @Field(() => String, { description: 'Model, e.g. Corolla (up to 100 characters).' }) model!: string;
  @Field(() => String, { nullable: true, description: 'Trim level, e.g. LE (up to 100 characters).' }) trim?: string | null;
  @Field(() => Int, { nullable: true, description: 'Kilometres (default 0).' }) mileage?: number | null;
  @Field(() => String, { nullable: true, description: 'excellent, good, fair or poor (default good).' })
  condition?: string | null;
  @Field(() => String, { nullable: true, description: 'car, truck, motorcycle, boat or other (default car).' })
  vehicleType?: string | null;
  @Field(() => String, { nullable: true, description: 'Vehicle identification number, up to 17 characters (stored upper-case).' })
  vin?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'A loan or lien is still on the vehicle (default false).' })
  hasLienOrFinance?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'The vehicle has been in an accident (default false).' })
  hasAccidents?: boolean | null;
  @Field(() => String, { description: 'Donor’s first name (up to 100 characters).' }) firstName!: string;
  @Field(() => String, { description: 'Donor’s last name (up to 100 characters).' }) lastName!: string;
  @Field(() => String, { description: 'Where the confirmation and its tracking link are sent.' }) email!: string;
  @Field(() => String, { description: 'Donor’s phone number, 10 to 20 characters.' }) phone!: string;
  @Field(() => String, { description: 'Donor’s street address (up to 255 characters).' }) address!: string;
  @Field(() => String, { description: 'Donor’s city (up to 100 characters).' }) city!: string;
  @Field(() => String, { description: 'Province or state code.' }) province!: string;
  @Field(() => String, { description: 'Postal or ZIP code.' }) postalCode!: string;
  @Field(() => String, { nullable: true, description: 'asap, weekday, weekend or schedule (default asap).' })
  pickupPreference?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'One of CHARITY_CHOICES (@vdp/shared/donations/donation.constants); null for no preference.',
  })
  preferredCharity?: string | null;
  @Field(() => ID, { nullable: true, description: 'An active verified charity of charityChoices; the donation is made to it.' })
  charityId?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) preferredDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Anything staff should know, up to DONOR_NOTES_MAX (2000) characters.' })
  notes?: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars from the valuation.' }) estimatedValue?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'en or fr (fr-CA reads as fr): the donor’s language for every e-mail, the receipt and the tracking page; absent: the request’s (vdp.locale cookie, Accept-Language).',
  })
  language?: string | null;
  @Field(() => String, { nullable: true, description: 'Idempotency key: the same key twice creates one donation.' })
  key?: string | null;
}
