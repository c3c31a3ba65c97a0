// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type DealerApplicationInput = {
  address: string;
  businessLicense?: string | null | undefined;
  businessName: string;
  city: string;
  contactName: string;
  dealerLicense: string;
  email: string;
  federalTaxId?: string | null | undefined;
  notes?: string | null | undefined;
  operatingRadius?: number | null | undefined;
  phone: string;
  specialties: Array<string>;
  state: string;
  zipCode: string;
};

export type DealerRegisterMutationVariables = Exact<{
  input: Types.DealerApplicationInput;
}>;


export type DealerRegisterMutation = { registerDealer: { id: string } };


export const DealerRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DealerRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DealerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerDealer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DealerRegisterMutation, DealerRegisterMutationVariables>;