// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A new conversation (chatSessionCreateSchema); every field optional. */
export type ChatSessionCreateInput = {
  /** Client-chosen id (the widget); a new one otherwise. */
  sessionId?: string | null | undefined;
  /** Extra instructions for this conversation (admins only). */
  systemPrompt?: string | null | undefined;
  /** Up to 255 characters; default New Conversation (the first question renames it). */
  title?: string | null | undefined;
};

export type ChatSessionCreateMutationVariables = Exact<{
  input: Types.ChatSessionCreateInput;
}>;


export type ChatSessionCreateMutation = { chatSessionCreate: { id: number, sessionId: string, title: string, messageCount: number, isActive: boolean, createdAt: string, lastMessageAt: string | null } };


export const ChatSessionCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChatSessionCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSessionCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chatSessionCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChatSessionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChatSessionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ChatSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}}]}}]} as unknown as DocumentNode<ChatSessionCreateMutation, ChatSessionCreateMutationVariables>;