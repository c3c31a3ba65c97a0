// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Account roles (spec 000 §6) */
export type Role =
  /** Everything, including settings, users and the audit trail */
  | 'admin'
  /** A charity: its own donations and receipts in the charity portal */
  | 'charity'
  /** A dealer: reads and bids on auctions once verified */
  | 'dealer'
  /** The staff screens (donations) and the charity checks */
  | 'editor'
  /** The staff screens: donations, their statuses, communications and receipts */
  | 'staff'
  /** A signed-in account with no staff rights */
  | 'user';

export type ApiKeyListQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeyListQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, role: Types.Role, readOnly: boolean, createdByUsername: string | null, createdAt: string, lastUsedAt: string | null, revokedAt: string | null }> };


export const ApiKeyListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"createdByUsername"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyListQuery, ApiKeyListQueryVariables>;