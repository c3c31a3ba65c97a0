import { parseColor, toHex, toHsl } from '@vdp/shared/themes/contrast';
import {
  isThemeGradient,
  THEME_COLOR_KEYS,
  THEME_GRADIENT_KEYS,
  type ThemeColorKey,
  type ThemeGradientKey,
} from '@vdp/shared/themes/theme-tokens';
import type { ColorThemeFieldsFragment } from './graphql/ColorThemeFields.generated';
import type { ColorThemeInput } from './graphql/ColorThemeCreate.generated';
import { normalizeColor } from '../../theme/normalizeTokens';
import type { ThemeTokens } from '../../theme/tokens';

/** The create/edit form's values: a name, a description and every token of spec 001 §3 as text. */
export type ThemeFormValues = { name: string; description: string } & Record<ThemeColorKey | ThemeGradientKey, string>;

export type ThemeSummary = ColorThemeFieldsFragment;

/** Every token's values taken from `source` (a stored theme, or the tokens the site wears now). */
function tokensOf(source: ThemeTokens): Record<ThemeColorKey | ThemeGradientKey, string> {
  const colors = Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, normalizeColor(source[key])]));
  const gradients = Object.fromEntries(THEME_GRADIENT_KEYS.map((key) => [key, source[key]]));
  return { ...colors, ...gradients } as Record<ThemeColorKey | ThemeGradientKey, string>;
}

/** An existing theme's values, to edit. */
export function themeFormValues(theme: ThemeSummary): ThemeFormValues {
  return { name: theme.name, description: theme.description ?? '', ...tokensOf(theme) };
}

/** A new theme starts from the colours the site wears now (spec 001 §4: reset restores the active theme's colours). */
export function newThemeValues(active: ThemeTokens): ThemeFormValues {
  return { name: '', description: '', ...tokensOf(active) };
}

/** What the api takes: the values as typed (the shared schema trims and checks them). */
export function themeInput(values: ThemeFormValues): ColorThemeInput {
  return { ...values, description: values.description.trim() === '' ? null : values.description };
}

/**
 * The tokens to draw the preview with: each value the form holds once it is a colour (or a
 * gradient), `fallback`'s meanwhile, so a half-typed value never reaches the stylesheet.
 */
export function previewTokens(values: ThemeFormValues, fallback: ThemeTokens): ThemeTokens {
  const colors = THEME_COLOR_KEYS.map((key) => [key, parseColor(values[key]) ? values[key].trim() : fallback[key]]);
  const gradients = THEME_GRADIENT_KEYS.map((key) => [key, isThemeGradient(values[key]) ? values[key].trim() : fallback[key]]);
  return Object.fromEntries([...colors, ...gradients]) as ThemeTokens;
}

/** `#rrggbb` of a token for the colour picker; black while the text is not a colour yet. */
export function pickerValue(value: string): string {
  const color = parseColor(value);
  return color ? toHex(color) : '#000000';
}

/** The picker's `#rrggbb` as the HSL text themes store. */
export function fromPicker(hex: string): string {
  const color = parseColor(hex);
  return color ? toHsl(color) : hex;
}

/** The catalog id of a token's label. */
export function tokenLabelId<K extends ThemeColorKey | ThemeGradientKey>(key: K): `themes.token.${K}` {
  return `themes.token.${key}`;
}
