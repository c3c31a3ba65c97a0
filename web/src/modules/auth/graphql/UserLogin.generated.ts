// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Sign-in credentials (loginSchema). */
export type LoginInput = {
  /** The account’s password, as typed (not trimmed). */
  password: string;
  /** The account’s username (an approved applicant’s is the e-mail address it applied with). */
  username: string;
};

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

export type UserLoginMutationVariables = Exact<{
  input: Types.LoginInput;
}>;


export type UserLoginMutation = { login: { id: string, username: string, role: Types.Role } };


export const UserLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UserLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UserLoginMutation, UserLoginMutationVariables>;