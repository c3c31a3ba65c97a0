import { lazy, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { WithApollo } from '../graphql/WithApollo';
import { ClientOnly, useHydrated } from '../ssr/ClientOnly';
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
  const [stored] = useState(readStoredTokens);
  const [fetched, setFetched] = useState<ThemeTokens>();
  // the prerendered HTML has the built-in theme: hydrate with it, the stored one applies right after
  const hydrated = useHydrated();
  const tokens = fetched ?? (hydrated ? stored : null) ?? DEFAULT_THEME_TOKENS;

  const onTheme = useCallback((active: ActiveThemeQuery['activeTheme']) => {
    const next = active ? normalizeTokens(active) : DEFAULT_THEME_TOKENS;
    storeTokens(active ? next : null);
    setFetched((current) => (current && sameTokens(current, next) ? current : next));
  }, []);

  const theme = useMemo(() => buildTheme(tokens), [tokens]);

  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ClientOnly>
        <WithApollo fallback={null}>
          <ActiveThemeFeed onTheme={onTheme} />
        </WithApollo>
      </ClientOnly>
      {children}
    </ThemeProvider>
  );
}

function sameTokens(a: ThemeTokens, b: ThemeTokens): boolean {
  return (Object.keys(a) as (keyof ThemeTokens)[]).every((key) => a[key] === b[key]);
}
