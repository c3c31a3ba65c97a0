// @ts-nocheck
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../graphql/__generated__/types';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A change to a colour theme: only the fields given (colorThemePatchSchema). */
export type ColorThemePatchInput = {
  /** Accent surfaces: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  accent?: string | null | undefined;
  /** Text on the accent colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  accentForeground?: string | null | undefined;
  /** Page background: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  background?: string | null | undefined;
  /** Borders and dividers: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  border?: string | null | undefined;
  /** Background of call-to-action buttons: a CSS gradient. */
  buttonGradient?: string | null | undefined;
  /** The same buttons while hovered: a CSS gradient. */
  buttonHoverGradient?: string | null | undefined;
  /** Card and panel background: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  card?: string | null | undefined;
  /** Text on cards (WCAG AA against them): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  cardForeground?: string | null | undefined;
  /** What the theme is for, for admins. */
  description?: string | null | undefined;
  /** Body text on the page background (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  foreground?: string | null | undefined;
  /** Background of the home page hero: a CSS gradient, e.g. "linear-gradient(135deg, …)". */
  heroGradient?: string | null | undefined;
  /** Borders of form controls: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  input?: string | null | undefined;
  /** Quiet, muted surfaces: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  muted?: string | null | undefined;
  /** Secondary text (WCAG AA against muted and background): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  mutedForeground?: string | null | undefined;
  /** The name admins see in the theme list. */
  name?: string | null | undefined;
  /** Main brand colour: primary buttons, links, highlights: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  primary?: string | null | undefined;
  /** Text on the primary colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  primaryForeground?: string | null | undefined;
  /** Keyboard focus ring: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  ring?: string | null | undefined;
  /** Secondary surfaces and buttons: an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  secondary?: string | null | undefined;
  /** Text on the secondary colour (WCAG AA against it): an HSL colour, e.g. "hsl(210, 100%, 40%)". */
  secondaryForeground?: string | null | undefined;
};

export type ColorThemeUpdateMutationVariables = Exact<{
  id: string | number;
  input: Types.ColorThemePatchInput;
}>;


export type ColorThemeUpdateMutation = { updateColorTheme: { id: string, name: string, description: string | null, isActive: boolean, primary: string, primaryForeground: string, secondary: string, secondaryForeground: string, accent: string, accentForeground: string, background: string, foreground: string, card: string, cardForeground: string, muted: string, mutedForeground: string, border: string, input: string, ring: string, heroGradient: string, buttonGradient: string, buttonHoverGradient: string } };


export const ColorThemeUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ColorThemeUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ColorThemePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateColorTheme"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ColorThemeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ThemeTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ColorTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primary"}},{"kind":"Field","name":{"kind":"Name","value":"primaryForeground"}},{"kind":"Field","name":{"kind":"Name","value":"secondary"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryForeground"}},{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"accentForeground"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"foreground"}},{"kind":"Field","name":{"kind":"Name","value":"card"}},{"kind":"Field","name":{"kind":"Name","value":"cardForeground"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"mutedForeground"}},{"kind":"Field","name":{"kind":"Name","value":"border"}},{"kind":"Field","name":{"kind":"Name","value":"input"}},{"kind":"Field","name":{"kind":"Name","value":"ring"}},{"kind":"Field","name":{"kind":"Name","value":"heroGradient"}},{"kind":"Field","name":{"kind":"Name","value":"buttonGradient"}},{"kind":"Field","name":{"kind":"Name","value":"buttonHoverGradient"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ColorThemeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ColorTheme"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ThemeTokenFields"}}]}}]} as unknown as DocumentNode<ColorThemeUpdateMutation, ColorThemeUpdateMutationVariables>;