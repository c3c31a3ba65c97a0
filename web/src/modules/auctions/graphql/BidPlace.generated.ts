// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A bid (placeBidSchema): at least the auction’s requiredBid, on an active auction. */
export type PlaceBidInput = {
  /** The active auction to bid on. */
  auctionId: number;
  /** The amount, decimal dollars (e.g. "1250.00"), at least the auction’s requiredBid. */
  bidAmount: string;
  /** The dealer bidding: required of an admin (a phone bid); a dealer may only name itself. */
  dealerId?: number | null | undefined;
  /** Retrying with the same key creates one bid. */
  idempotencyKey?: string | null | undefined;
  /** The bidder’s note (up to BID_NOTES_MAX, 1000 characters). */
  notes?: string | null | undefined;
};

export type BidPlaceMutationVariables = Exact<{
  input: Types.PlaceBidInput;
}>;


export type BidPlaceMutation = { placeBid: { id: string, auctionId: string, bidAmount: string, replayed: boolean, currentHighBid: string, leading: boolean } };


export const BidPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BidPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceBidInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeBid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"auctionId"}},{"kind":"Field","name":{"kind":"Name","value":"bidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}},{"kind":"Field","name":{"kind":"Name","value":"leading"}}]}}]}}]} as unknown as DocumentNode<BidPlaceMutation, BidPlaceMutationVariables>;