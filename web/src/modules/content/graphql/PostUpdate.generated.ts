// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The post editor’s form (postSchema): every field, for a new post or an edit. */
export type PostInput = {
  /** An existing category’s id; null for none. */
  categoryId?: string | number | null | undefined;
  /** HTML (up to 200,000 characters), sanitised when saved. */
  content: string;
  /** A plain-text summary (up to 500 characters). */
  excerpt?: string | null | undefined;
  /** An image URL, e.g. from the image search or an upload (up to 2000 characters). */
  featuredImage?: string | null | undefined;
  /** en or fr (CONTENT_LANGUAGES); default en. */
  language?: string | null | undefined;
  /** The meta description (up to 160 characters). */
  seoDescription?: string | null | undefined;
  /** The page title for search engines (up to 60 characters). */
  seoTitle?: string | null | undefined;
  /** Lower-case letters, digits and dashes, up to 50 characters; must be free (409). Empty: made from the title, -2, -3… if taken. */
  slug?: string | null | undefined;
  /** draft, published or archived (POST_STATUSES, PAGE_STATUSES); default draft. Becoming published sets publishedAt. */
  status?: string | null | undefined;
  /** Tag names (up to 20, each up to 50 characters); new ones are created. Replaces the post’s tags. */
  tags?: Array<string> | null | undefined;
  /** The title (up to 255 characters). */
  title: string;
  /** The same text in the other language (a post’s id for a post, a page’s for a page), linked both ways; null unlinks. */
  translationOf?: string | number | null | undefined;
};

export type PostUpdateMutationVariables = Exact<{
  id: string | number;
  input: Types.PostInput;
}>;


export type PostUpdateMutation = { updatePost: { id: string, title: string, slug: string, excerpt: string | null, content: string, featuredImage: string | null, status: string, publishedAt: string | null, seoTitle: string | null, seoDescription: string | null, language: string, updatedAt: string, category: { id: string } | null, tags: Array<{ id: string, name: string, slug: string }>, translation: { id: string, slug: string, language: string, title: string } | null } };


export const PostUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostEditFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostEditFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PostView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"featuredImage"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"translation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PostUpdateMutation, PostUpdateMutationVariables>;