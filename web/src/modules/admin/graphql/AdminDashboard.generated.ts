// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminDashboardQueryVariables = Exact<{ [key: string]: never }>;

export type AdminDashboardQuery = {
  adminDashboard: {
    generatedAt: string;
    stats: {
      donations: { total: number; thisMonth: number; lastMonth: number; change: number | null };
      activeUsers: { total: number; thisMonth: number; lastMonth: number; change: number | null };
      chatSessions: { total: number; thisMonth: number; lastMonth: number; change: number | null };
      revenue: { total: string; thisMonth: string; lastMonth: string; change: number | null };
    };
    overview: { posts: number; pages: number; categories: number; tags: number; users: number; forms: number; donations: number };
    activity: Array<{
      key: string;
      kind: string;
      at: string;
      entityType: string | null;
      entityId: string | null;
      action: string | null;
      actor: string | null;
      label: string | null;
      amount: string | null;
    }>;
  };
};

export type MonthFigureFieldsFragment = { total: number; thisMonth: number; lastMonth: number; change: number | null };

export const MonthFigureFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MonthFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MonthFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thisMonth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMonth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'change' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MonthFigureFieldsFragment, unknown>;
export const AdminDashboardDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminDashboard' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminDashboard' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stats' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'donations' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MonthFigureFields' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'activeUsers' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MonthFigureFields' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'chatSessions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'MonthFigureFields' } }],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'revenue' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'total' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'thisMonth' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'lastMonth' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'change' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'overview' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'posts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'pages' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'users' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'forms' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'donations' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'activity' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'kind' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'at' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entityType' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'entityId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'action' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'actor' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'amount' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'generatedAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MonthFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MonthFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thisMonth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastMonth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'change' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
