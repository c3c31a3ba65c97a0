// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A dealer application: the dealer registration form (dealerApplicationSchema). */
export type DealerApplicationInput = {
  /** Street address of the business (up to 255 characters). */
  address: string;
  /** Business licence number (up to 100 characters). */
  businessLicense?: string | null | undefined;
  /** The dealership’s business name (up to 255 characters). */
  businessName: string;
  /** City of the business (up to 100 characters). */
  city: string;
  /** The person to contact (up to 255 characters). */
  contactName: string;
  /** Motor-vehicle dealer licence number (up to 100 characters). */
  dealerLicense: string;
  /** Contact e-mail address, unique among applications; stored lower-case. */
  email: string;
  /** Federal tax id, EIN (up to 50 characters). */
  federalTaxId?: string | null | undefined;
  /** Anything the platform should know (up to 2000 characters). */
  notes?: string | null | undefined;
  /** How far the dealer collects vehicles, in miles: 1 to 500 (default 50). */
  operatingRadius?: number | null | undefined;
  /** Contact phone number (up to 20 characters). */
  phone: string;
  /** At least one of DEALER_SPECIALTIES (@vdp/shared/dealers/dealer.constants); duplicates are dropped. */
  specialties: Array<string>;
  /** Two-letter US state code, one of US_STATES (@vdp/shared/dealers/dealer.constants). */
  state: string;
  /** ZIP code (up to 10 characters). */
  zipCode: string;
};

export type DealerRegisterMutationVariables = Exact<{
  input: Types.DealerApplicationInput;
}>;


export type DealerRegisterMutation = { registerDealer: { id: string } };


export const DealerRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DealerRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DealerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerDealer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DealerRegisterMutation, DealerRegisterMutationVariables>;