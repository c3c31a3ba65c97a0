import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { FormAnswer } from '@vdp/shared/forms/form-answers';
import type { FormFieldCondition } from '@vdp/shared/forms/form.constants';
import { connectionTypes } from '../../graphql/connection';
import type { CustomFormView, FormFieldView, FormSubmissionReceipt, FormSubmissionView, PublicFormView } from './form.presenter';

@ObjectType('FormFieldCondition', { description: 'Show the field only when the field `fieldId` has the answer `equals`.' })
export class FormFieldConditionType implements FormFieldCondition {
  @Field(() => String) fieldId!: string;
  @Field(() => String, { description: 'A checkbox answers "true" or "false".' }) equals!: string;
}

@ObjectType('FormField', { description: 'One field of a custom form (spec 001 §3 Form field).' })
export class FormFieldType implements FormFieldView {
  @Field(() => String) id!: string;
  @Field(() => String, { description: 'text, email, phone, textarea, select, checkbox or date.' }) type!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) placeholder!: string | null;
  @Field(() => Boolean) required!: boolean;
  @Field(() => [String], { nullable: true, description: "A select's choices." }) options!: string[] | null;
  @Field(() => FormFieldConditionType, { nullable: true }) showWhen!: FormFieldCondition | null;
}

@ObjectType('PublicForm', {
  description: 'A form as /forms/{slug} shows it; a disabled form comes with isActive false and no fields.',
})
export class PublicFormType implements PublicFormView {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [FormFieldType]) fields!: FormFieldView[];
  @Field(() => Boolean) isActive!: boolean;
}

@ObjectType('CustomForm', { description: 'A custom form as admins see it (spec 001 §3 custom_forms).' })
export class CustomFormType extends PublicFormType implements CustomFormView {
  @Field(() => String, { nullable: true, description: 'settings.notifyEmail: each submission is e-mailed here.' })
  notifyEmail!: string | null;
  @Field(() => Int) submissionCount!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('FormSubmissionView', { description: "One visitor's answers to a custom form." })
export class FormSubmissionType implements FormSubmissionView {
  @Field(() => ID) id!: number;
  @Field(() => GraphQLJSON, { description: 'Field id -> answer (text, or true/false for a checkbox).' })
  data!: Record<string, FormAnswer>;
  @Field(() => String, { nullable: true }) ipAddress!: string | null;
  @Field(() => String, { nullable: true }) userAgent!: string | null;
  @Field(() => Date) createdAt!: Date;
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
  @Field(() => ID) id!: number;
  @Field(() => Date) createdAt!: Date;
}
