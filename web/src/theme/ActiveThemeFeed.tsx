import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ActiveThemeDocument, type ActiveThemeQuery } from './graphql/ActiveTheme.generated';

/**
 * How often an open page asks for the active theme, as it does for the public settings: an
 * activation reaches every visitor within this. The api answers from memory (forgotten on change).
 */
export const THEME_POLL_INTERVAL_MS = 10_000;

/** Polls the active theme and hands each answer to AppThemeProvider (it loads with the Apollo client). */
export function ActiveThemeFeed({ onTheme }: { onTheme: (theme: ActiveThemeQuery['activeTheme']) => void }) {
  const { data } = useQuery(ActiveThemeDocument, {
    pollInterval: THEME_POLL_INTERVAL_MS,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (data !== undefined) onTheme(data.activeTheme);
  }, [data, onTheme]);
  return null;
}
