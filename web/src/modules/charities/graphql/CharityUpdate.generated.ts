// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A charity’s record, as it registers or as the admin edits it (charitySchema). */
export type CharityInput = {
  /** Street address (up to 255 characters). */
  address: string;
  /** One of CHARITY_CATEGORIES (@vdp/shared/charities/charity.constants). */
  category: string;
  /** City (up to 100 characters). */
  city: string;
  /** What the charity does, 10 to 500 characters. */
  description: string;
  /** Contact e-mail address; the charity account is made for it once verified. */
  email: string;
  /** The charity’s name (up to 255 characters). */
  name: string;
  /** Contact phone number (up to 20 characters). */
  phone?: string | null | undefined;
  /** A CRA number (123456789RR0001) or a US EIN (12-3456789), spaces and dashes allowed; unique, stored compact. */
  registrationNumber: string;
  /** Province or state code: one of DONOR_REGIONS (@vdp/shared/donations/donation.constants). */
  state: string;
  /** Website address (up to 255 characters). */
  website?: string | null | undefined;
  /** Postal or ZIP code. */
  zipCode: string;
};

export type CharityUpdateMutationVariables = Exact<{
  id: string | number;
  input: Types.CharityInput;
}>;


export type CharityUpdateMutation = { updateCharity: { id: string, name: string, registrationNumber: string, registrationNumberDisplay: string, address: string | null, city: string | null, state: string | null, zipCode: string | null, phone: string | null, email: string | null, website: string | null, description: string | null, category: string | null, isActive: boolean, verificationStatus: string, lastVerified: string | null, registryStatus: string | null, complianceStatus: string, syncStatus: string, lastSyncDate: string | null, hasAccount: boolean, createdAt: string } };


export const CharityUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CharityUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CharityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCharity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CharityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CharityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CharityView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumberDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastVerified"}},{"kind":"Field","name":{"kind":"Name","value":"registryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"complianceStatus"}},{"kind":"Field","name":{"kind":"Name","value":"syncStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lastSyncDate"}},{"kind":"Field","name":{"kind":"Name","value":"hasAccount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CharityUpdateMutation, CharityUpdateMutationVariables>;