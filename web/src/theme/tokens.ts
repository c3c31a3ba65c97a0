import { DEFAULT_THEME_TOKENS as SHARED_DEFAULT_THEME_TOKENS } from '@vdp/shared/themes/default-theme';
import { THEME_COLOR_KEYS, THEME_GRADIENT_KEYS } from '@vdp/shared/themes/theme-tokens';
import type { ActiveThemeQuery } from './graphql/ActiveTheme.generated';

type ActiveThemeFields = NonNullable<ActiveThemeQuery['activeTheme']>;

/** The admin-managed colour tokens (spec 001 §3 color_themes), exactly the fields the api serves. */
export type ThemeTokens = Omit<ActiveThemeFields, 'id' | 'name' | '__typename'>;

/** Every token, colours then gradients (@vdp/shared's lists, which the api checks too). */
export const THEME_TOKEN_KEYS = [...THEME_COLOR_KEYS, ...THEME_GRADIENT_KEYS] as const satisfies readonly (keyof ThemeTokens)[];

/**
 * Built-in tokens, used while the active theme loads and when none is active: @vdp/shared's
 * built-in theme, which the api also seeds as the first active theme.
 */
export const DEFAULT_THEME_TOKENS: ThemeTokens = { ...SHARED_DEFAULT_THEME_TOKENS };

/** Fixed tokens the admin does not manage: status colours, overlays, stars. */
export const STATUS_COLORS = {
  destructive: 'hsl(0, 72%, 42%)',
  destructiveForeground: 'hsl(0, 0%, 100%)',
  destructiveSoft: 'hsl(0, 86%, 97%)',
  success: 'hsl(142, 72%, 26%)',
  successForeground: 'hsl(0, 0%, 100%)',
  successSoft: 'hsl(138, 76%, 96%)',
  warning: 'hsl(32, 95%, 30%)',
  warningSoft: 'hsl(48, 100%, 95%)',
  star: 'hsl(36, 92%, 40%)',
  starEmpty: 'hsl(214, 20%, 78%)',
  overlay: 'hsla(222, 47%, 11%, 0.55)',
  onGradient: 'hsl(0, 0%, 100%)',
  onGradientMuted: 'hsla(0, 0%, 100%, 0.86)',
  onGradientSurface: 'hsla(0, 0%, 100%, 0.12)',
  onGradientBorder: 'hsla(0, 0%, 100%, 0.28)',
  shadow: 'hsla(222, 47%, 11%, 0.08)',
  shadowStrong: 'hsla(222, 47%, 11%, 0.16)',
} as const;
