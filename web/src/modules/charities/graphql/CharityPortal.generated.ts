// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CharityPortalQueryVariables = Exact<{ [key: string]: never }>;

export type CharityPortalQuery = {
  charityPortal: {
    charity: {
      id: string;
      name: string;
      registrationNumber: string;
      registrationNumberDisplay: string;
      address: string | null;
      city: string | null;
      state: string | null;
      zipCode: string | null;
      phone: string | null;
      email: string | null;
      website: string | null;
      description: string | null;
      category: string | null;
      isActive: boolean;
      verificationStatus: string;
      lastVerified: string | null;
      registryStatus: string | null;
      complianceStatus: string;
      syncStatus: string;
      lastSyncDate: string | null;
      hasAccount: boolean;
      createdAt: string;
    };
    totals: { donations: number; receiptsIssued: number; receiptedAmount: number; auctionProceeds: number };
    donations: Array<{
      id: string;
      status: string;
      createdAt: string;
      vehicle: string;
      donorName: string;
      estimatedValue: number | null;
      finalValue: number | null;
      receiptNumber: string | null;
      receiptIssued: boolean;
    }>;
    receipts: Array<{ receiptNumber: string; receiptDate: string; donationId: string; receiptAmount: number; status: string }>;
    auctions: Array<{
      id: string;
      donationId: string | null;
      title: string;
      status: string;
      currentBid: number | null;
      bidCount: number;
      endTime: string;
      finalPrice: number | null;
    }>;
  };
};

export const CharityPortalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CharityPortal' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'charityPortal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'charity' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CharityFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'totals' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'donations' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptsIssued' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptedAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'auctionProceeds' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'donations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'vehicle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'donorName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'finalValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptIssued' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'receipts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'donationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptAmount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'auctions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'donationId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currentBid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bidCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endTime' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'finalPrice' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CharityFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CharityView' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registrationNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registrationNumberDisplay' } },
          { kind: 'Field', name: { kind: 'Name', value: 'address' } },
          { kind: 'Field', name: { kind: 'Name', value: 'city' } },
          { kind: 'Field', name: { kind: 'Name', value: 'state' } },
          { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
          { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
          { kind: 'Field', name: { kind: 'Name', value: 'email' } },
          { kind: 'Field', name: { kind: 'Name', value: 'website' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'Field', name: { kind: 'Name', value: 'verificationStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastVerified' } },
          { kind: 'Field', name: { kind: 'Name', value: 'registryStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'complianceStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'syncStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastSyncDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasAccount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CharityPortalQuery, CharityPortalQueryVariables>;
