// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new auction of a donation: the admin create dialog (createAuctionSchema). */
export type CreateAuctionInput = {
  /** A donation with no auction yet (see auctionableDonations). */
  donationId: number;
  /** When bidding closes, after startDate (default DEFAULT_AUCTION_DAYS, 7 days, after it). */
  endDate?: string | null | undefined;
  /** The lowest acceptable bid, decimal dollars above 0 (default DEFAULT_MINIMUM_BID, 500.00). */
  minimumBid?: string | null | undefined;
  /** The admin’s notes (up to AUCTION_TEXT_MAX, 5000 characters). */
  notes?: string | null | undefined;
  /** How the winning dealer collects the vehicle (up to AUCTION_TEXT_MAX, 5000 characters). */
  pickupInstructions?: string | null | undefined;
  /** The price the high bid must reach to win, decimal dollars above 0; none for no reserve. */
  reservePrice?: string | null | undefined;
  /** When bidding may open (default now); startAuction opens it. */
  startDate?: string | null | undefined;
  /** An opening price for information, decimal dollars above 0. */
  startingBid?: string | null | undefined;
  /** Where the vehicle is (1 to VEHICLE_LOCATION_MAX, 255 characters). */
  vehicleLocation: string;
};

export type AuctionCreateMutationVariables = Exact<{
  input: Types.CreateAuctionInput;
}>;


export type AuctionCreateMutation = { createAuction: { id: string, donationId: string, status: string, startDate: string, endDate: string, minimumBid: string, reservePrice: string | null, hasReserve: boolean, reserveMet: boolean, provisionalUntil: string | null, reserveDecision: string | null, currentHighBid: string, requiredBid: string, bidCount: number, winningDealerId: string | null, vehicleLocation: string, pickupInstructions: string | null, notes: string | null, vehicle: { year: number, make: string, model: string, trim: string | null, mileage: number | null, condition: string | null } } };


export const AuctionCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuctionCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAuctionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAuction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuctionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuctionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Auction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBid"}},{"kind":"Field","name":{"kind":"Name","value":"reservePrice"}},{"kind":"Field","name":{"kind":"Name","value":"hasReserve"}},{"kind":"Field","name":{"kind":"Name","value":"reserveMet"}},{"kind":"Field","name":{"kind":"Name","value":"provisionalUntil"}},{"kind":"Field","name":{"kind":"Name","value":"reserveDecision"}},{"kind":"Field","name":{"kind":"Name","value":"currentHighBid"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBid"}},{"kind":"Field","name":{"kind":"Name","value":"bidCount"}},{"kind":"Field","name":{"kind":"Name","value":"winningDealerId"}},{"kind":"Field","name":{"kind":"Name","value":"vehicleLocation"}},{"kind":"Field","name":{"kind":"Name","value":"pickupInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"trim"}},{"kind":"Field","name":{"kind":"Name","value":"mileage"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}}]}}]}}]} as unknown as DocumentNode<AuctionCreateMutation, AuctionCreateMutationVariables>;