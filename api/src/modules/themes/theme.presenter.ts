import type { ColorTheme } from './color-theme.entity';

/** A colour theme as both doors answer it (GraphQL type ColorTheme, GET /api/color-themes/active): HSL strings and gradients. */
export interface Theme {
  id: string;
  name: string;
  description: string | null;
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
  isActive: boolean;
}

export function presentTheme(t: ColorTheme): Theme {
  return {
    id: t.id,
    name: t.name,
    description: t.description ?? null,
    primary: t.primary,
    primaryForeground: t.primaryForeground,
    secondary: t.secondary,
    secondaryForeground: t.secondaryForeground,
    accent: t.accent,
    accentForeground: t.accentForeground,
    background: t.background,
    foreground: t.foreground,
    card: t.card,
    cardForeground: t.cardForeground,
    muted: t.muted,
    mutedForeground: t.mutedForeground,
    border: t.border,
    input: t.input,
    ring: t.ring,
    heroGradient: t.heroGradient,
    buttonGradient: t.buttonGradient,
    buttonHoverGradient: t.buttonHoverGradient,
    isActive: t.isActive,
  };
}
