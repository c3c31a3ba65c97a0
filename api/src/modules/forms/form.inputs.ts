import { Field, InputType } from 'type-graphql';
import type { FormInput as FormValues } from '@vdp/shared/validation/form.schema';

/** Its rules, like every form input's, are @vdp/shared's formSchema (formFieldSchema). */
@InputType('FormFieldConditionInput')
export class FormFieldConditionInput {
  @Field(() => String) fieldId!: string;
  @Field(() => String) equals!: string;
}

@InputType('FormFieldInput')
export class FormFieldInput {
  @Field(() => String) id!: string;
  @Field(() => String) type!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) placeholder?: string | null;
  @Field(() => Boolean, { nullable: true }) required?: boolean | null;
  @Field(() => [String], { nullable: true }) options?: string[] | null;
  @Field(() => FormFieldConditionInput, { nullable: true }) showWhen?: FormFieldConditionInput | null;
}

/** formSchema's fields, with settings.notifyEmail as `notifyEmail`. */
@InputType('FormInput')
export class FormInput implements Partial<Record<Exclude<keyof FormValues, 'settings'>, unknown>> {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'Empty: made from the name, unique with -2, -3…' }) slug?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) isActive?: boolean | null;
  @Field(() => [FormFieldInput]) fields!: FormFieldInput[];
  @Field(() => String, { nullable: true }) notifyEmail?: string | null;
}
