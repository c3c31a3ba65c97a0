import { STATUS_COLORS, type ThemeTokens } from './tokens';

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1600 } as const;

/** Media queries, mobile first: `${media.md} { ... }` applies from 768 px up. */
export const media = {
  sm: `@media (min-width: ${BREAKPOINTS.sm}px)`,
  md: `@media (min-width: ${BREAKPOINTS.md}px)`,
  lg: `@media (min-width: ${BREAKPOINTS.lg}px)`,
  xl: `@media (min-width: ${BREAKPOINTS.xl}px)`,
  xxl: `@media (min-width: ${BREAKPOINTS.xxl}px)`,
  belowMd: `@media (max-width: ${BREAKPOINTS.md - 0.02}px)`,
  belowLg: `@media (max-width: ${BREAKPOINTS.lg - 0.02}px)`,
} as const;

export interface AppTheme {
  colors: Omit<ThemeTokens, 'heroGradient' | 'buttonGradient' | 'buttonHoverGradient'> & typeof STATUS_COLORS;
  gradients: { hero: string; button: string; buttonHover: string };
  fonts: { body: string; mono: string };
  fontSizes: Record<'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'display', string>;
  radii: Record<'sm' | 'md' | 'lg' | 'xl' | 'pill', string>;
  shadows: Record<'sm' | 'md' | 'lg', string>;
  space: Record<1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16 | 20, string>;
  layout: { maxWidth: string; headerHeight: string; sidebarWidth: string };
  zIndex: Record<'header' | 'dropdown' | 'overlay' | 'drawer' | 'toast', number>;
  motion: { fast: string; base: string; easing: string };
}

export function buildTheme(tokens: ThemeTokens): AppTheme {
  const { heroGradient, buttonGradient, buttonHoverGradient, ...colors } = tokens;
  return {
    colors: { ...colors, ...STATUS_COLORS },
    gradients: { hero: heroGradient, button: buttonGradient, buttonHover: buttonHoverGradient },
    fonts: {
      body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    },
    fontSizes: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: 'clamp(1.75rem, 1.2rem + 2vw, 2.5rem)',
      display: 'clamp(2.25rem, 1.4rem + 3.6vw, 3.75rem)',
    },
    radii: { sm: '6px', md: '10px', lg: '14px', xl: '22px', pill: '999px' },
    shadows: {
      sm: `0 1px 2px ${STATUS_COLORS.shadow}`,
      md: `0 4px 12px ${STATUS_COLORS.shadow}, 0 1px 3px ${STATUS_COLORS.shadow}`,
      lg: `0 18px 40px ${STATUS_COLORS.shadowStrong}`,
    },
    space: {
      1: '0.25rem',
      2: '0.5rem',
      3: '0.75rem',
      4: '1rem',
      5: '1.25rem',
      6: '1.5rem',
      8: '2rem',
      10: '2.5rem',
      12: '3rem',
      16: '4rem',
      20: '5rem',
    },
    layout: { maxWidth: '1200px', headerHeight: '72px', sidebarWidth: '272px' },
    zIndex: { header: 40, dropdown: 45, overlay: 50, drawer: 60, toast: 100 },
    motion: { fast: '120ms', base: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  };
}
