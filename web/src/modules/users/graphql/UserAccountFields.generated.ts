// @ts-nocheck
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

export type UserAccountFieldsFragment = { id: string, username: string, email: string | null, firstName: string | null, lastName: string | null, bio: string | null, role: Types.Role, isActive: boolean, createdAt: string };

export const UserAccountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserAccountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UserAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UserAccountFieldsFragment, unknown>;