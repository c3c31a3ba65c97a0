import { THEME_COLOR_KEYS, THEME_GRADIENT_KEYS } from '@vdp/shared/themes/theme-tokens';
import type { TestClient } from './client';

/** A theme body every text pair of which passes WCAG AA: dark text on light surfaces, white on a deep primary. */
export function themeBody(name: string, overrides: Record<string, string> = {}): Record<string, string> {
  const colors = Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, 'hsl(150, 30%, 96%)']));
  const gradients = Object.fromEntries(
    THEME_GRADIENT_KEYS.map((key) => [key, 'linear-gradient(135deg, hsl(150, 60%, 25%) 0%, hsl(170, 60%, 20%) 100%)']),
  );
  return {
    name,
    ...colors,
    ...gradients,
    primary: 'hsl(150, 60%, 25%)',
    primaryForeground: '#ffffff',
    foreground: 'hsl(150, 40%, 10%)',
    secondaryForeground: 'hsl(150, 40%, 10%)',
    accentForeground: 'hsl(150, 40%, 10%)',
    cardForeground: 'hsl(150, 40%, 10%)',
    mutedForeground: 'hsl(150, 20%, 30%)',
    ...overrides,
  };
}

/** Creates a theme through REST as `admin`; its id. */
export async function createTheme(admin: TestClient, name: string, overrides: Record<string, string> = {}): Promise<string> {
  const { status, body } = await admin.rest('POST', '/api/color-themes', themeBody(name, overrides));
  if (status !== 201) throw new Error(`theme ${name} not created: ${status} ${JSON.stringify(body)}`);
  return (body as { id: string }).id;
}
