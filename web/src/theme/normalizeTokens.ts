import { DEFAULT_THEME_TOKENS, THEME_TOKEN_KEYS, type ThemeTokens } from './tokens';

const BARE_HSL = /^\d+(\.\d+)?\s+\d+(\.\d+)?%\s+\d+(\.\d+)?%$/;

/** Accepts `hsl(210, 100%, 50%)` and the bare `210 100% 50%` form some theme editors store. */
export function normalizeColor(value: string): string {
  const trimmed = value.trim();
  return BARE_HSL.test(trimmed) ? `hsl(${trimmed.split(/\s+/).join(', ')})` : trimmed;
}

/** Builds a full token set from a possibly partial source; blanks fall back to the defaults. */
export function normalizeTokens(source: Partial<Record<keyof ThemeTokens, unknown>>): ThemeTokens {
  const tokens: ThemeTokens = { ...DEFAULT_THEME_TOKENS };
  for (const key of THEME_TOKEN_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') tokens[key] = normalizeColor(value);
  }
  return tokens;
}
