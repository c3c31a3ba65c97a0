import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ActiveThemeDocument } from './graphql/ActiveTheme.generated';
import { GlobalStyle } from './GlobalStyle';
import { normalizeTokens } from './normalizeTokens';
import { buildTheme } from './theme';
import { readStoredTokens, storeTokens } from './themeStorage';
import { DEFAULT_THEME_TOKENS, type ThemeTokens } from './tokens';

/**
 * How often an open page asks for the active theme, as it does for the public settings: an
 * activation reaches every visitor within this. The api answers from memory (forgotten on change).
 */
export const THEME_POLL_INTERVAL_MS = 10_000;

/** Feeds styled-components with the admin's active colour theme (built-in tokens until it loads). */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [initialTokens] = useState<ThemeTokens>(() => readStoredTokens() ?? DEFAULT_THEME_TOKENS);
  const { data } = useQuery(ActiveThemeDocument, {
    pollInterval: THEME_POLL_INTERVAL_MS,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  const tokens = useMemo<ThemeTokens>(() => {
    if (data === undefined) return initialTokens;
    return data.activeTheme ? normalizeTokens(data.activeTheme) : DEFAULT_THEME_TOKENS;
  }, [data, initialTokens]);

  useEffect(() => {
    if (data !== undefined) storeTokens(data.activeTheme ? tokens : null);
  }, [data, tokens]);

  const theme = useMemo(() => buildTheme(tokens), [tokens]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
