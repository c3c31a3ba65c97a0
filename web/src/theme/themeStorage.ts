import { normalizeTokens } from './normalizeTokens';
import { THEME_TOKEN_KEYS, type ThemeTokens } from './tokens';

const STORAGE_KEY = 'vdp.theme';

/** The last active theme seen, so a returning visitor gets no colour flash while it reloads. */
export function readStoredTokens(): ThemeTokens | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    if (!THEME_TOKEN_KEYS.every((key) => typeof record[key] === 'string')) return null;
    return normalizeTokens(record);
  } catch {
    return null;
  }
}

export function storeTokens(tokens: ThemeTokens | null): void {
  try {
    if (tokens) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage full or disabled: the theme still applies for this visit
  }
}
