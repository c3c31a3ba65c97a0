// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A blog category (categorySchema), new or edited. */
export type CategoryInput = {
  /** Its badge colour, #RRGGBB; empty: #6B7280 (DEFAULT_CATEGORY_COLOR). */
  color?: string | null | undefined;
  /** What it covers (up to 500 characters). */
  description?: string | null | undefined;
  /** Its name (up to 100 characters), unique. */
  name: string;
  /** Lower-case letters, digits and dashes, up to 50 characters; must be free (409). Empty: made from the name. */
  slug?: string | null | undefined;
};

export type CategoryCreateMutationVariables = Exact<{
  input: Types.CategoryInput;
}>;


export type CategoryCreateMutation = { createCategory: { id: string, name: string, slug: string, description: string | null, color: string, postCount: number, createdAt: string } };


export const CategoryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CategoryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCategory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"postCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CategoryCreateMutation, CategoryCreateMutationVariables>;