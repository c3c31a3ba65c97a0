import { Field, ID, InputType, Int } from 'type-graphql';
import type { DonationSubmission } from '@vdp/shared/validation/donation.schema';

/** The wizard's vehicle and donor steps (spec 000 §5); its rules are @vdp/shared's donationSubmissionSchema, for both doors. */
@InputType()
export class DonationSubmitInput implements Partial<Record<keyof DonationSubmission, unknown>> {
  @Field(() => Int) year!: number;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String, { nullable: true }) trim?: string | null;
  @Field(() => Int, { nullable: true, description: 'Kilometres (default 0).' }) mileage?: number | null;
  @Field(() => String, { nullable: true, description: 'excellent, good, fair or poor (default good).' })
  condition?: string | null;
  @Field(() => String, { nullable: true, description: 'car, truck, motorcycle, boat or other (default car).' })
  vehicleType?: string | null;
  @Field(() => String, { nullable: true }) vin?: string | null;
  @Field(() => Boolean, { nullable: true }) hasLienOrFinance?: boolean | null;
  @Field(() => Boolean, { nullable: true }) hasAccidents?: boolean | null;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { description: 'Province or state code.' }) province!: string;
  @Field(() => String, { description: 'Postal or ZIP code.' }) postalCode!: string;
  @Field(() => String, { nullable: true, description: 'asap, weekday, weekend or schedule (default asap).' })
  pickupPreference?: string | null;
  @Field(() => String, { nullable: true }) preferredCharity?: string | null;
  @Field(() => ID, { nullable: true, description: 'An active verified charity of charityChoices; the donation is made to it.' })
  charityId?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) preferredDate?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true, description: 'Decimal dollars from the valuation.' }) estimatedValue?: string | null;
  @Field(() => String, { nullable: true, description: 'en or fr: the language of the confirmation e-mail.' })
  language?: string | null;
  @Field(() => String, { nullable: true, description: 'Idempotency key: the same key twice creates one donation.' })
  key?: string | null;
}
