// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type DonorPortalQueryVariables = Exact<{
  accessCode: string;
}>;

export type DonorPortalQuery = {
  donorPortal: {
    receiptDownloadUrl: string | null;
    donation: {
      id: number;
      status: string;
      progress: number;
      vehicleType: string;
      year: number;
      make: string;
      model: string;
      trim: string | null;
      mileage: number;
      condition: string | null;
      vin: string | null;
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      address: string;
      city: string;
      province: string;
      postalCode: string;
      preferredCharity: string | null;
      charityName: string | null;
      pickupPreference: string | null;
      pickupDate: string | null;
      pickupTime: string | null;
      estimatedValue: string | null;
      finalValue: string | null;
      receiptIssued: boolean;
      receiptNumber: string | null;
      receiptDate: string | null;
      createdAt: string;
    };
    statusHistory: Array<{ id: number; status: string; notes: string | null; createdAt: string }>;
    communications: Array<{ id: number; type: string; method: string; subject: string | null; message: string; sentAt: string }>;
    accessInfo: { accessCount: number; lastAccessedAt: string };
  };
};

export const DonorPortalDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'DonorPortal' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'accessCode' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'donorPortal' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'accessCode' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'accessCode' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'donation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'progress' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'vehicleType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'make' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'model' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'trim' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'mileage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'vin' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'province' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postalCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'preferredCharity' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'charityName' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pickupPreference' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pickupDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pickupTime' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'finalValue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptIssued' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'receiptDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'statusHistory' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'communications' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'method' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'subject' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sentAt' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'accessInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'accessCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastAccessedAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'receiptDownloadUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DonorPortalQuery, DonorPortalQueryVariables>;
