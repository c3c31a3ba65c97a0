// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ChatAssistantConfigFieldsFragment = {
  systemPrompt: string;
  businessInfo: {
    companyName: string;
    phone: string;
    email: string;
    website: string;
    address: string;
    supportHours: string;
    coverageArea: string;
    avgPickupTime: string;
    charityCount: string;
    avgDonationValue: string;
    yearsInBusiness: string;
    totalDonationsProcessed: string;
    taxReceiptCompliance: string;
    pickupCost: string;
    supportedVehicles: string;
    donationProcess: string;
    commonQuestions: Array<{ question: string; answer: string; language: string }>;
  };
};

export const ChatAssistantConfigFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ChatAssistantConfigFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ChatAssistantConfig' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'systemPrompt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'businessInfo' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'companyName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                { kind: 'Field', name: { kind: 'Name', value: 'website' } },
                { kind: 'Field', name: { kind: 'Name', value: 'address' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supportHours' } },
                { kind: 'Field', name: { kind: 'Name', value: 'coverageArea' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avgPickupTime' } },
                { kind: 'Field', name: { kind: 'Name', value: 'charityCount' } },
                { kind: 'Field', name: { kind: 'Name', value: 'avgDonationValue' } },
                { kind: 'Field', name: { kind: 'Name', value: 'yearsInBusiness' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalDonationsProcessed' } },
                { kind: 'Field', name: { kind: 'Name', value: 'taxReceiptCompliance' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pickupCost' } },
                { kind: 'Field', name: { kind: 'Name', value: 'supportedVehicles' } },
                { kind: 'Field', name: { kind: 'Name', value: 'donationProcess' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'commonQuestions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'question' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'answer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'language' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ChatAssistantConfigFieldsFragment, unknown>;
