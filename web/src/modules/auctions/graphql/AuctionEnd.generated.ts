// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuctionEndMutationVariables = Exact<{
  id: string | number;
}>;

export type AuctionEndMutation = {
  endAuction: {
    id: string;
    donationId: string;
    status: string;
    startDate: string;
    endDate: string;
    minimumBid: string;
    reservePrice: string | null;
    currentHighBid: string;
    requiredBid: string;
    bidCount: number;
    winningDealerId: string | null;
    vehicleLocation: string;
    pickupInstructions: string | null;
    notes: string | null;
    vehicle: { year: number; make: string; model: string; trim: string | null; mileage: number | null; condition: string | null };
  };
};

export const AuctionEndDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'AuctionEnd' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'endAuction' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'AuctionFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'AuctionFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Auction' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'donationId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'startDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'endDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'minimumBid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reservePrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'currentHighBid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'requiredBid' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bidCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'winningDealerId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vehicleLocation' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pickupInstructions' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'vehicle' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                { kind: 'Field', name: { kind: 'Name', value: 'make' } },
                { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                { kind: 'Field', name: { kind: 'Name', value: 'trim' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mileage' } },
                { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AuctionEndMutation, AuctionEndMutationVariables>;
