// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CharityEnhancedQueryVariables = Exact<{
  registrationNumber: string;
}>;

export type CharityEnhancedQuery = {
  enhancedCharity: {
    isValid: boolean;
    error: string | null;
    charity: {
      registrationNumber: string;
      name: string;
      registryStatus: string;
      designation: string | null;
      complianceStatus: string;
      boardSize: number | null;
      compensatedPositions: number | null;
      fiscalYear: number | null;
      t3010Filed: boolean;
      t3010DueDate: string | null;
      lastFilingDate: string | null;
      governmentFunding: number | null;
      programAreas: Array<string>;
      annualRevenue: number | null;
      charitablePurposes: number | null;
      fundraisingCosts: number | null;
      administrativeCosts: number | null;
      totalExpenditures: number | null;
    } | null;
  };
};

export const CharityEnhancedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CharityEnhanced' },
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
            name: { kind: 'Name', value: 'enhancedCharity' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'error' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'charity' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'registrationNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'registryStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'designation' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'complianceStatus' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'boardSize' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'compensatedPositions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fiscalYear' } },
                      { kind: 'Field', name: { kind: 'Name', value: 't3010Filed' } },
                      { kind: 'Field', name: { kind: 'Name', value: 't3010DueDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'lastFilingDate' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'governmentFunding' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'programAreas' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'annualRevenue' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'charitablePurposes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'fundraisingCosts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'administrativeCosts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'totalExpenditures' } },
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
} as unknown as DocumentNode<CharityEnhancedQuery, CharityEnhancedQueryVariables>;
