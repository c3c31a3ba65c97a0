import { Field, InputType } from 'type-graphql';
import type { CharityInput as CharityForm } from '@vdp/shared/validation/charity.schema';

/** A charity's record (spec 000 §5, spec 001 §2); its rules are @vdp/shared's charitySchema, for both doors. */
@InputType('CharityInput')
export class CharityInput implements Partial<Record<keyof CharityForm, unknown>> {
  @Field(() => String) name!: string;
  @Field(() => String) registrationNumber!: string;
  @Field(() => String) address!: string;
  @Field(() => String) city!: string;
  @Field(() => String, { description: 'Province or state code.' }) state!: string;
  @Field(() => String, { description: 'Postal or ZIP code.' }) zipCode!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'One of CHARITY_CATEGORIES.' }) category!: string;
}
