import { lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { WithApollo } from '../graphql/WithApollo';
import type { ActiveThemeQuery } from './graphql/ActiveTheme.generated';
import { GlobalStyle } from './GlobalStyle';
import { normalizeTokens } from './normalizeTokens';
import { buildTheme } from './theme';
import { readStoredTokens, storeTokens } from './themeStorage';
import { DEFAULT_THEME_TOKENS, type ThemeTokens } from './tokens';

const ActiveThemeFeed = lazy(() => import('./ActiveThemeFeed').then((m) => ({ default: m.ActiveThemeFeed })));

/**
 * Feeds styled-components with the admin's active colour theme: the tokens stored from the last
 * visit (or the built-in ones) until the first answer, so the page paints before the Apollo client loads.
 */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const [tokens, setTokens] = useState<ThemeTokens>(() => readStoredTokens() ?? DEFAULT_THEME_TOKENS);

  const onTheme = useCallback((active: ActiveThemeQuery['activeTheme']) => {
    const next = active ? normalizeTokens(active) : DEFAULT_THEME_TOKENS;
    storeTokens(active ? next : null);
    setTokens((current) => (sameTokens(current, next) ? current : next));
  }, []);

  const theme = useMemo(() => buildTheme(tokens), [tokens]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <WithApollo fallback={null}>
        <ActiveThemeFeed onTheme={onTheme} />
      </WithApollo>
      {children}
    </ThemeProvider>
  );
}

function sameTokens(a: ThemeTokens, b: ThemeTokens): boolean {
  return (Object.keys(a) as (keyof ThemeTokens)[]).every((key) => a[key] === b[key]);
}
