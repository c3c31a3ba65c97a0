// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What to draft (postDraftSchema): the title, and the tone, length and language. */
export type PostDraftInput = {
  /** The post’s category name, as context for the model (up to 100 characters). */
  categoryName?: string | null | undefined;
  /** en | fr */
  language?: string | null | undefined;
  /** short | medium | long */
  length?: string | null | undefined;
  /** professional | friendly | informative | inspiring */
  tone?: string | null | undefined;
  /** The post title. */
  topic: string;
};

export type PostDraftStreamSubscriptionVariables = Exact<{
  input: Types.PostDraftInput;
}>;


export type PostDraftStreamSubscription = { postDraftStream: { title: string, content: string, excerpt: string, seoTitle: string, seoDescription: string, done: boolean, error: string | null } };


export const PostDraftStreamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PostDraftStream"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostDraftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postDraftStream"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<PostDraftStreamSubscription, PostDraftStreamSubscriptionVariables>;