import type { ThemeColorKey, ThemeGradientKey } from '@vdp/shared/themes/theme-tokens';

const color = (what: string) => `${what}: an HSL colour, e.g. "hsl(210, 100%, 40%)".`;

/** What each token of a theme colours (the GraphQL descriptions of the type and its inputs). */
export const THEME_TOKEN_DESCRIPTIONS: Record<ThemeColorKey | ThemeGradientKey, string> = {
  primary: color('Main brand colour: primary buttons, links, highlights'),
  primaryForeground: color('Text on the primary colour (WCAG AA against it)'),
  secondary: color('Secondary surfaces and buttons'),
  secondaryForeground: color('Text on the secondary colour (WCAG AA against it)'),
  accent: color('Accent surfaces'),
  accentForeground: color('Text on the accent colour (WCAG AA against it)'),
  background: color('Page background'),
  foreground: color('Body text on the page background (WCAG AA against it)'),
  card: color('Card and panel background'),
  cardForeground: color('Text on cards (WCAG AA against them)'),
  muted: color('Quiet, muted surfaces'),
  mutedForeground: color('Secondary text (WCAG AA against muted and background)'),
  border: color('Borders and dividers'),
  input: color('Borders of form controls'),
  ring: color('Keyboard focus ring'),
  heroGradient: 'Background of the home page hero: a CSS gradient, e.g. "linear-gradient(135deg, …)".',
  buttonGradient: 'Background of call-to-action buttons: a CSS gradient.',
  buttonHoverGradient: 'The same buttons while hovered: a CSS gradient.',
};

export const THEME_FIELD_DESCRIPTIONS = {
  id: 'The theme’s id (a slug of its name).',
  name: 'The name admins see in the theme list.',
  description: 'What the theme is for, for admins.',
  isActive: 'Whether the site uses this theme now: exactly one theme is active.',
} as const;
