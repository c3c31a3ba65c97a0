// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** One setting to save (settingSaveSchema); value null clears it. */
export type SaveSettingInput = {
  /** The setting’s group, e.g. business */
  category: string;
  /** A note stored with the value (the catalogue’s text when absent) */
  description?: string | null | undefined;
  /** Its key within the group, e.g. company_phone */
  key: string;
  /** Accepted for the spec’s clients; the catalogue decides the type */
  type?: string | null | undefined;
  /** The value, as text or JSON; null clears it */
  value?: unknown;
};

export type SettingSaveMutationVariables = Exact<{
  input: Types.SaveSettingInput;
}>;


export type SettingSaveMutation = { saveSetting: { name: string, tab: string, category: string, key: string, type: string, description: string, isSecret: boolean, value: unknown, defaultValue: unknown, isSet: boolean, lastFour: string | null } };


export const SettingSaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingSave"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tab"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isSecret"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"defaultValue"}},{"kind":"Field","name":{"kind":"Name","value":"isSet"}},{"kind":"Field","name":{"kind":"Name","value":"lastFour"}}]}}]} as unknown as DocumentNode<SettingSaveMutation, SettingSaveMutationVariables>;