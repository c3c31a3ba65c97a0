import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { FormAnswer } from '@vdp/shared/forms/form-answers';
import type { FormFieldCondition } from '@vdp/shared/forms/form.constants';
import { connectionTypes } from '../../graphql/connection';
import type { CustomFormView, FormFieldView, FormSubmissionReceipt, FormSubmissionView, PublicFormView } from './form.presenter';

@ObjectType('FormFieldCondition', { description: 'Show the field only when the field `fieldId` has the answer `equals`.' })
export class FormFieldConditionType implements FormFieldCondition {
  @Field(() => String, { description: 'The id of a field placed before this one.' }) fieldId!: string;
  @Field(() => String, { description: 'A checkbox answers "true" or "false".' }) equals!: string;
}

@ObjectType('FormField', { description: 'One field of a custom form (spec 001 §3 Form field).' })
export class FormFieldType implements FormFieldView {
  @Field(() => String, {
    description: 'Its id within the form, the key of its answer (the builder makes f + 8 letters or digits).',
  })
  id!: string;
  @Field(() => String, { description: 'text, email, phone, textarea, select, checkbox or date.' }) type!: string;
  @Field(() => String, { description: 'The question shown above the input (up to 200 characters).' }) label!: string;
  @Field(() => String, { nullable: true, description: 'A hint shown in the empty input; null when none.' })
  placeholder!: string | null;
  @Field(() => Boolean, { description: 'An answer is required (while the field is shown).' }) required!: boolean;
  @Field(() => [String], { nullable: true, description: "A select's choices." }) options!: string[] | null;
  @Field(() => FormFieldConditionType, { nullable: true, description: 'When the field is shown; null: always.' })
  showWhen!: FormFieldCondition | null;
}

@ObjectType('PublicForm', {
  description: 'A form as /forms/{slug} shows it; a disabled form comes with isActive false and no fields.',
})
export class PublicFormType implements PublicFormView {
  @Field(() => ID, { description: 'The form’s id, for submitForm.' }) id!: number;
  @Field(() => String, { description: 'Its title (up to 255 characters).' }) name!: string;
  @Field(() => String, { description: 'The address of the form, /forms/{slug}: unique, lower-case letters, digits and dashes.' })
  slug!: string;
  @Field(() => String, {
    nullable: true,
    description: 'An introduction shown above the fields (up to 1000 characters); null when none.',
  })
  description!: string | null;
  @Field(() => [FormFieldType], { description: 'Its fields in order (1 to 50).' }) fields!: FormFieldView[];
  @Field(() => Boolean, { description: 'Takes submissions (Active); false: disabled (Draft).' }) isActive!: boolean;
}

@ObjectType('CustomForm', { description: 'A custom form as admins see it (spec 001 §3 custom_forms).' })
export class CustomFormType extends PublicFormType implements CustomFormView {
  @Field(() => String, { nullable: true, description: 'settings.notifyEmail: each submission is e-mailed here.' })
  notifyEmail!: string | null;
  @Field(() => Int, { description: 'Submissions received so far.' }) submissionCount!: number;
  @Field(() => Date, { description: 'When the form was created.' }) createdAt!: Date;
  @Field(() => Date, { description: 'When the form was last saved or enabled or disabled.' }) updatedAt!: Date;
}

@ObjectType('FormSubmissionView', { description: "One visitor's answers to a custom form." })
export class FormSubmissionType implements FormSubmissionView {
  @Field(() => ID, { description: 'The submission’s id.' }) id!: number;
  @Field(() => GraphQLJSON, { description: 'Field id -> answer (text, or true/false for a checkbox).' })
  data!: Record<string, FormAnswer>;
  @Field(() => String, {
    nullable: true,
    description: 'The visitor’s IP address as the server saw it (the forwarded one behind a trusted proxy); null when unknown.',
  })
  ipAddress!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The visitor’s browser (User-Agent, up to 1000 characters); null when not sent.',
  })
  userAgent!: string | null;
  @Field(() => Date, { description: 'When it was received.' }) createdAt!: Date;
}

export const CustomFormConnectionView = connectionTypes('CustomForm', CustomFormType, {
  description: 'A page of the admin’s forms, newest first (GraphQL Cursor Connections).',
  totalCount: 'Forms matching the search.',
});

export const FormSubmissionConnectionView = connectionTypes('FormSubmission', FormSubmissionType, {
  description: 'A page of a form’s submissions, newest first (GraphQL Cursor Connections).',
  totalCount: 'Every submission of the form.',
});

@ObjectType('FormSubmissionReceipt', { description: 'An accepted submission.' })
export class FormSubmissionReceiptType implements FormSubmissionReceipt {
  @Field(() => ID, { description: 'The stored submission’s id.' }) id!: number;
  @Field(() => Date, { description: 'When it was stored.' }) createdAt!: Date;
}
