// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdminAnalyticsQueryVariables = Exact<{
  days?: number | null | undefined;
}>;

export type AdminAnalyticsQuery = {
  adminAnalytics: {
    days: number;
    firstDay: string;
    lastDay: string;
    totalViews: number;
    users: { total: number; current: number; previous: number; change: number | null };
    publishedPosts: { total: number; current: number; previous: number; change: number | null };
    donations: { total: number; current: number; previous: number; change: number | null };
    content: { publishedPosts: number; draftPosts: number; activeForms: number; categories: number };
    statuses: Array<{ status: string; count: number }>;
    topPosts: Array<{ id: number; title: string; slug: string; status: string; viewCount: number }>;
    topCategories: Array<{ id: number; name: string; slug: string; color: string; postCount: number; share: number }>;
    daily: Array<{ day: string; donations: number; users: number; chatSessions: number; bids: number }>;
  };
};

export type PeriodFigureFieldsFragment = { total: number; current: number; previous: number; change: number | null };

export const PeriodFigureFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PeriodFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PeriodFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'change' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PeriodFigureFieldsFragment, unknown>;
export const AdminAnalyticsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AdminAnalytics' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'adminAnalytics' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'days' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastDay' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalViews' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'users' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PeriodFigureFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'publishedPosts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PeriodFigureFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'donations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PeriodFigureFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'publishedPosts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'draftPosts' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'activeForms' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'categories' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'statuses' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'topPosts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'viewCount' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'topCategories' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'postCount' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'share' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'daily' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'day' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'donations' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'users' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chatSessions' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bids' } },
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
      name: { kind: 'Name', value: 'PeriodFigureFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PeriodFigure' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'total' } },
          { kind: 'Field', name: { kind: 'Name', value: 'current' } },
          { kind: 'Field', name: { kind: 'Name', value: 'previous' } },
          { kind: 'Field', name: { kind: 'Name', value: 'change' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminAnalyticsQuery, AdminAnalyticsQueryVariables>;
