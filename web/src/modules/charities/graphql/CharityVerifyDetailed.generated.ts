// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CharityVerifyDetailedQueryVariables = Exact<{
  registrationNumber: string;
}>;

export type CharityVerifyDetailedQuery = {
  verifyCharityDetailed: {
    isValid: boolean;
    charity: {
      isValid: boolean;
      registrationNumber: string;
      registry: string | null;
      found: boolean;
      name: string | null;
      status: string;
      details: {
        programs: Array<string>;
        address: { streetAddress: string | null; city: string | null; state: string | null; zipCode: string | null };
        contact: { phone: string | null; email: string | null; website: string | null };
        financialInfo: {
          year: number;
          totalRevenue: number | null;
          charitablePurposes: number | null;
          fundraisingCosts: number | null;
        } | null;
      } | null;
    };
  };
};

export const CharityVerifyDetailedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CharityVerifyDetailed' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'registrationNumber' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'verifyCharityDetailed' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'registrationNumber' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'registrationNumber' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'charity' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'isValid' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registrationNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registry' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'found' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'details' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'address' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'streetAddress' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'state' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'zipCode' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'contact' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'phone' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'website' } },
                                ],
                              },
                            },
                            { kind: 'Field', name: { kind: 'Name', value: 'programs' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'financialInfo' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'year' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'totalRevenue' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'charitablePurposes' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'fundraisingCosts' } },
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
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CharityVerifyDetailedQuery, CharityVerifyDetailedQueryVariables>;
