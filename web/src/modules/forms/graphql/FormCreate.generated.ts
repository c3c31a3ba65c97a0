// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type FormFieldConditionInput = {
  equals: string;
  fieldId: string;
};

export type FormFieldInput = {
  id: string;
  label: string;
  options?: Array<string> | null | undefined;
  placeholder?: string | null | undefined;
  required?: boolean | null | undefined;
  showWhen?: FormFieldConditionInput | null | undefined;
  type: string;
};

export type FormInput = {
  description?: string | null | undefined;
  fields: Array<FormFieldInput>;
  /** Default true. */
  isActive?: boolean | null | undefined;
  name: string;
  notifyEmail?: string | null | undefined;
  /** Empty: made from the name, unique with -2, -3… */
  slug?: string | null | undefined;
};

export type FormCreateMutationVariables = Exact<{
  input: Types.FormInput;
}>;


export type FormCreateMutation = { createForm: { id: string } };


export const FormCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<FormCreateMutation, FormCreateMutationVariables>;