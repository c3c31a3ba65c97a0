import { THEME_COLOR_KEYS, THEME_GRADIENT_KEYS } from '@vdp/shared/themes/theme-tokens';
import type { ActiveThemeQuery } from './graphql/ActiveTheme.generated';

type ActiveThemeFields = NonNullable<ActiveThemeQuery['activeTheme']>;

/** The admin-managed colour tokens (spec 001 §3 color_themes), exactly the fields the api serves. */
export type ThemeTokens = Omit<ActiveThemeFields, 'id' | 'name' | '__typename'>;

/** Every token, colours then gradients (@vdp/shared's lists, which the api checks too). */
export const THEME_TOKEN_KEYS = [...THEME_COLOR_KEYS, ...THEME_GRADIENT_KEYS] as const satisfies readonly (keyof ThemeTokens)[];

/**
 * Built-in tokens, used while the active theme loads and when none is active. Same shape as a
 * stored theme. The primary blue is the spec's hue at a depth that keeps white text above 4.5:1.
 */
export const DEFAULT_THEME_TOKENS: ThemeTokens = {
  primary: 'hsl(210, 100%, 40%)',
  primaryForeground: 'hsl(0, 0%, 100%)',
  secondary: 'hsl(210, 40%, 96%)',
  secondaryForeground: 'hsl(222, 47%, 14%)',
  accent: 'hsl(210, 60%, 94%)',
  accentForeground: 'hsl(222, 47%, 14%)',
  background: 'hsl(0, 0%, 100%)',
  foreground: 'hsl(222, 47%, 11%)',
  card: 'hsl(0, 0%, 100%)',
  cardForeground: 'hsl(222, 47%, 11%)',
  muted: 'hsl(210, 40%, 97%)',
  mutedForeground: 'hsl(215, 19%, 35%)',
  border: 'hsl(214, 32%, 88%)',
  input: 'hsl(215, 16%, 57%)',
  ring: 'hsl(210, 100%, 40%)',
  heroGradient: 'linear-gradient(135deg, hsl(221, 83%, 22%) 0%, hsl(212, 100%, 32%) 60%, hsl(200, 90%, 30%) 100%)',
  buttonGradient: 'linear-gradient(135deg, hsl(210, 100%, 40%) 0%, hsl(221, 83%, 42%) 100%)',
  buttonHoverGradient: 'linear-gradient(135deg, hsl(210, 100%, 34%) 0%, hsl(221, 83%, 36%) 100%)',
};

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
