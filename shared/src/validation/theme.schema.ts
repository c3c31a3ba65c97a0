import { object, string, type InferType } from 'yup';
import { parseColor } from '../themes/contrast';
import {
  isThemeGradient,
  THEME_COLOR_KEYS,
  THEME_GRADIENT_KEYS,
  THEME_LIMITS,
  type ThemeColorKey,
  type ThemeGradientKey,
} from '../themes/theme-tokens';
import { message } from './message';
import { optionalText, requiredText } from './rules';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

function colorToken(token: ThemeColorKey) {
  const invalid = message('themes.color.invalid', { token });
  return string()
    .typeError(invalid)
    .nonNullable(invalid)
    .transform(trimmed)
    .max(THEME_LIMITS.color, invalid)
    .test('color', invalid, (value) => value === undefined || parseColor(value) !== null);
}

function gradientToken(token: ThemeGradientKey) {
  const invalid = message('themes.gradient.invalid', { token, max: THEME_LIMITS.gradient });
  return string()
    .typeError(invalid)
    .nonNullable(invalid)
    .transform(trimmed)
    .max(THEME_LIMITS.gradient, invalid)
    .test('gradient', invalid, (value) => value === undefined || isThemeGradient(value));
}

/** The tokens, each required (a new theme is a whole set) or each optional (a change names some). */
function tokenFields(required: boolean) {
  const colors = Object.fromEntries(
    THEME_COLOR_KEYS.map((key) => [
      key,
      required ? colorToken(key).required(message('themes.color.invalid', { token: key })) : colorToken(key),
    ]),
  ) as Record<ThemeColorKey, ReturnType<typeof colorToken>>;
  const gradients = Object.fromEntries(
    THEME_GRADIENT_KEYS.map((key) => [
      key,
      required
        ? gradientToken(key).required(message('themes.gradient.invalid', { token: key, max: THEME_LIMITS.gradient }))
        : gradientToken(key),
    ]),
  ) as Record<ThemeGradientKey, ReturnType<typeof gradientToken>>;
  return { ...colors, ...gradients };
}

const name = requiredText('themes.name.required', { max: THEME_LIMITS.name, id: 'themes.name.tooLong' });
const description = optionalText(THEME_LIMITS.description, 'themes.description.tooLong');

/** A new colour theme (POST /api/color-themes, createColorTheme): a name and every token of spec 001 §3. */
export const colorThemeSchema = object({ name, description, ...tokenFields(true) });

/** A change to a theme (PATCH /api/color-themes/{id}, updateColorTheme): only the fields sent. */
export const colorThemePatchSchema = object({
  name: name.optional(),
  description: optionalText(THEME_LIMITS.description, 'themes.description.tooLong').optional().default(undefined),
  ...tokenFields(false),
});

export type ColorThemeInput = InferType<typeof colorThemeSchema>;
export type ColorThemePatch = InferType<typeof colorThemePatchSchema>;
