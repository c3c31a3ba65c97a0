// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Show the field only when an earlier field has this answer. */
export type FormFieldConditionInput = {
  /** The answer that shows it (up to 200 characters); a checkbox’s is "true" or "false". */
  equals: string;
  /** The id of a field placed before this one. */
  fieldId: string;
};

/** One field of the form (formFieldSchema). */
export type FormFieldInput = {
  /** Unique within the form: letters, digits, _ and - (up to 64 characters). */
  id: string;
  /** The question (1 to 200 characters). */
  label: string;
  /** A select’s choices: 1 to 50 distinct, each up to 200 characters; dropped for the other types. */
  options?: Array<string> | null | undefined;
  /** A hint shown in the empty input (up to 200 characters). */
  placeholder?: string | null | undefined;
  /** An answer is required while the field is shown (default false). */
  required?: boolean | null | undefined;
  /** When the field is shown; null: always. */
  showWhen?: FormFieldConditionInput | null | undefined;
  /** One of FORM_FIELD_TYPES (@vdp/shared/forms/form.constants): text, email, phone, textarea, select, checkbox or date. */
  type: string;
};

/** The form builder’s whole form (formSchema), new or edited. */
export type FormInput = {
  /** An introduction shown above the fields (up to 1000 characters). */
  description?: string | null | undefined;
  /** Its fields in order: 1 to 50, distinct ids, a condition naming an earlier field. */
  fields: Array<FormFieldInput>;
  /** Default true. */
  isActive?: boolean | null | undefined;
  /** Its title (1 to 255 characters). */
  name: string;
  /** Where each submission is e-mailed; empty for no e-mail. */
  notifyEmail?: string | null | undefined;
  /** Empty: made from the name, unique with -2, -3… */
  slug?: string | null | undefined;
};

export type FormUpdateMutationVariables = Exact<{
  id: string | number;
  input: Types.FormInput;
}>;


export type FormUpdateMutation = { updateForm: { id: string } };


export const FormUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FormUpdateMutation, FormUpdateMutationVariables>;