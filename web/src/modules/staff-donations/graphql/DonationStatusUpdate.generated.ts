// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A staff status change (donationStatusUpdateSchema); it is added to the status history. */
export type DonationStatusUpdateInput = {
  /** The donation’s id. */
  donationId: number;
  /** A note on the change, shown to the donor in its status history (up to STAFF_LIMITS.notes, 2000 characters). */
  notes?: string | null | undefined;
  /** A staff status, an admin status (in_progress: see docs/donation-statuses.md) or a donor status. */
  status: string;
};

export type DonationStatusUpdateMutationVariables = Exact<{
  input: Types.DonationStatusUpdateInput;
}>;

export type DonationStatusUpdateMutation = {
  donationStatusUpdate: {
    id: number;
    status: string;
    adminStatus: string;
    staffProgress: number;
    createdAt: string;
    updatedAt: string;
    year: number;
    make: string;
    model: string;
    trim: string | null;
    vin: string | null;
    mileage: number | null;
    condition: string | null;
    vehicleType: string;
    hasAccidents: boolean;
    hasLienOrFinance: boolean;
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
    preferredDate: string | null;
    notes: string | null;
    estimatedValue: string | null;
    finalValue: string | null;
    taxReceiptValue: string | null;
    receiptIssued: boolean;
    receiptNumber: string | null;
    receiptDate: string | null;
    receiptEmailSent: boolean;
    pickupDate: string | null;
    pickupTime: string | null;
    accessCode: string | null;
  };
};

export const DonationStatusUpdateDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DonationStatusUpdate' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'DonationStatusUpdateInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'donationStatusUpdate' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'StaffDonationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'StaffDonationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'StaffDonation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'adminStatus' } },
          { kind: 'Field', name: { kind: 'Name', value: 'staffProgress' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'year' } },
          { kind: 'Field', name: { kind: 'Name', value: 'make' } },
          { kind: 'Field', name: { kind: 'Name', value: 'model' } },
          { kind: 'Field', name: { kind: 'Name', value: 'trim' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vin' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mileage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'condition' } },
          { kind: 'Field', name: { kind: 'Name', value: 'vehicleType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasAccidents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'hasLienOrFinance' } },
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
          { kind: 'Field', name: { kind: 'Name', value: 'preferredDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'notes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'finalValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'taxReceiptValue' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiptIssued' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiptNumber' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiptDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'receiptEmailSent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pickupDate' } },
          { kind: 'Field', name: { kind: 'Name', value: 'pickupTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accessCode' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DonationStatusUpdateMutation, DonationStatusUpdateMutationVariables>;
