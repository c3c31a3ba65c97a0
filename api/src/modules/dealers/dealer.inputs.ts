import { Field, InputType, Int } from 'type-graphql';
import type { DealerApplication } from '@vdp/shared/validation/dealer-application.schema';

/** The dealer form (spec 000 §5); its rules are @vdp/shared's dealerApplicationSchema, for both doors. */
@InputType()
export class DealerApplicationInput implements Partial<Record<keyof DealerApplication, unknown>> {
  @Field(() => String) businessName!: string;
  @Field(() => String) contactName!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String) state!: string;
  @Field(() => String) zipCode!: string;
  @Field(() => String, { nullable: true }) businessLicense?: string | null;
  @Field(() => String) dealerLicense!: string;
  @Field(() => String, { nullable: true }) federalTaxId?: string | null;
  @Field(() => [String]) specialties!: string[];
  @Field(() => Int, { nullable: true }) operatingRadius?: number | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}
