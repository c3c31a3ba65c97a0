// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type ColorThemeFieldsFragment = {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  primary: string;
  primaryForeground: string;
  secondary: string;
  secondaryForeground: string;
  accent: string;
  accentForeground: string;
  background: string;
  foreground: string;
  card: string;
  cardForeground: string;
  muted: string;
  mutedForeground: string;
  border: string;
  input: string;
  ring: string;
  heroGradient: string;
  buttonGradient: string;
  buttonHoverGradient: string;
};

export const ColorThemeFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ColorThemeFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ColorTheme' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isActive' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ThemeTokenFields' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ThemeTokenFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ColorTheme' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'primary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'primaryForeground' } },
          { kind: 'Field', name: { kind: 'Name', value: 'secondary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'secondaryForeground' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accent' } },
          { kind: 'Field', name: { kind: 'Name', value: 'accentForeground' } },
          { kind: 'Field', name: { kind: 'Name', value: 'background' } },
          { kind: 'Field', name: { kind: 'Name', value: 'foreground' } },
          { kind: 'Field', name: { kind: 'Name', value: 'card' } },
          { kind: 'Field', name: { kind: 'Name', value: 'cardForeground' } },
          { kind: 'Field', name: { kind: 'Name', value: 'muted' } },
          { kind: 'Field', name: { kind: 'Name', value: 'mutedForeground' } },
          { kind: 'Field', name: { kind: 'Name', value: 'border' } },
          { kind: 'Field', name: { kind: 'Name', value: 'input' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ring' } },
          { kind: 'Field', name: { kind: 'Name', value: 'heroGradient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buttonGradient' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buttonHoverGradient' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ColorThemeFieldsFragment, unknown>;
