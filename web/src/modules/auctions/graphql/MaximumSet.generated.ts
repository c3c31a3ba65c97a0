// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A dealer’s maximum bid on an auction; checked by setMaximumSchema. */
export type SetMaximumInput = {
  /** The auction. */
  auctionId: string | number;
  /** The maximum, decimal dollars: at least the required bid, and above the dealer’s standing maximum (it can only be raised). */
  maxAmount: string;
};

export type MaximumSetMutationVariables = Exact<{
  input: Types.SetMaximumInput;
}>;


export type MaximumSetMutation = { setMaximumBid: { auctionId: string, maxAmount: string, active: boolean, leading: boolean, currentHighBid: string } };


export const MaximumSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MaximumSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMaximumInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMaximumBid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auctionId"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"leading"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}}]}}]}}]} as unknown as DocumentNode<MaximumSetMutation, MaximumSetMutationVariables>;