/** The colour tokens of a theme (spec 001 §3 color_themes): HSL strings the site's components use. */
export const THEME_COLOR_KEYS = [
  'primary',
  'primaryForeground',
  'secondary',
  'secondaryForeground',
  'accent',
  'accentForeground',
  'background',
  'foreground',
  'card',
  'cardForeground',
  'muted',
  'mutedForeground',
  'border',
  'input',
  'ring',
] as const;

/** The gradient tokens of a theme: CSS gradient text. */
export const THEME_GRADIENT_KEYS = ['heroGradient', 'buttonGradient', 'buttonHoverGradient'] as const;

export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];
export type ThemeGradientKey = (typeof THEME_GRADIENT_KEYS)[number];

/** Longest name, description and gradient a theme holds (the table's columns). */
export const THEME_LIMITS = { id: 50, name: 255, description: 2000, color: 100, gradient: 500 } as const;

/**
 * The text/background pairs the components draw (text token first): each must reach WCAG AA for
 * body text before a theme may be active.
 */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<readonly [text: ThemeColorKey, background: ThemeColorKey]> = [
  ['foreground', 'background'],
  ['primaryForeground', 'primary'],
  ['secondaryForeground', 'secondary'],
  ['accentForeground', 'accent'],
  ['cardForeground', 'card'],
  ['mutedForeground', 'muted'],
  ['mutedForeground', 'background'],
];

/** WCAG 2.x AA for normal-size text. */
export const WCAG_AA_RATIO = 4.5;

/**
 * A CSS gradient and nothing else: the text goes into the site's stylesheet, so no character that
 * could end the declaration or the rule (`;`, braces, quotes, `<`, `\`) and no url().
 */
const GRADIENT = /^(repeating-)?(linear|radial|conic)-gradient\([^;{}<>"'\\]*\)$/i;

export function isThemeGradient(value: string): boolean {
  return value.length <= THEME_LIMITS.gradient && GRADIENT.test(value.trim()) && !/url\s*\(/i.test(value);
}
