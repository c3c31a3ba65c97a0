import type { ThemeColorKey, ThemeGradientKey } from './theme-tokens';

/**
 * The built-in theme: what the web shows until a theme loads and what the api seeds as the first
 * active theme, so both are the same. Every text/background pair of THEME_CONTRAST_PAIRS reaches
 * WCAG AA (contrast.test.ts); the primary blue is the spec's hue at a depth that keeps white text above 4.5:1.
 */
export const DEFAULT_THEME_TOKENS: Readonly<Record<ThemeColorKey | ThemeGradientKey, string>> = {
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
