import { Field, InputType } from 'type-graphql';
import type { FormInput as FormValues } from '@vdp/shared/validation/form.schema';

/** Its rules, like every form input's, are @vdp/shared's formSchema (formFieldSchema). */
@InputType('FormFieldConditionInput', { description: 'Show the field only when an earlier field has this answer.' })
export class FormFieldConditionInput {
  @Field(() => String, { description: 'The id of a field placed before this one.' }) fieldId!: string;
  @Field(() => String, { description: 'The answer that shows it (up to 200 characters); a checkbox’s is "true" or "false".' })
  equals!: string;
}

@InputType('FormFieldInput', { description: 'One field of the form (formFieldSchema).' })
export class FormFieldInput {
  @Field(() => String, { description: 'Unique within the form: letters, digits, _ and - (up to 64 characters).' }) id!: string;
  @Field(() => String, {
    description:
      'One of FORM_FIELD_TYPES (@vdp/shared/forms/form.constants): text, email, phone, textarea, select, checkbox or date.',
  })
  type!: string;
  @Field(() => String, { description: 'The question (1 to 200 characters).' }) label!: string;
  @Field(() => String, { nullable: true, description: 'A hint shown in the empty input (up to 200 characters).' })
  placeholder?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'An answer is required while the field is shown (default false).' })
  required?: boolean | null;
  @Field(() => [String], {
    nullable: true,
    description: 'A select’s choices: 1 to 50 distinct, each up to 200 characters; dropped for the other types.',
  })
  options?: string[] | null;
  @Field(() => FormFieldConditionInput, { nullable: true, description: 'When the field is shown; null: always.' })
  showWhen?: FormFieldConditionInput | null;
}

/** formSchema's fields, with settings.notifyEmail as `notifyEmail`. */
@InputType('FormInput', { description: 'The form builder’s whole form (formSchema), new or edited.' })
export class FormInput implements Partial<Record<Exclude<keyof FormValues, 'settings'>, unknown>> {
  @Field(() => String, { description: 'Its title (1 to 255 characters).' }) name!: string;
  @Field(() => String, { nullable: true, description: 'Empty: made from the name, unique with -2, -3…' }) slug?: string | null;
  @Field(() => String, { nullable: true, description: 'An introduction shown above the fields (up to 1000 characters).' })
  description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) isActive?: boolean | null;
  @Field(() => [FormFieldInput], {
    description: 'Its fields in order: 1 to 50, distinct ids, a condition naming an earlier field.',
  })
  fields!: FormFieldInput[];
  @Field(() => String, { nullable: true, description: 'Where each submission is e-mailed; empty for no e-mail.' })
  notifyEmail?: string | null;
}
