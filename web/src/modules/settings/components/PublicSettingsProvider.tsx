import { useQuery } from '@apollo/client/react';
import { useMemo, type ReactNode } from 'react';
import { PublicSettingsDocument } from '../graphql/PublicSettings.generated';
import { SettingsContext, type PublicSettings } from '../SettingsContext';

/** Public settings are refetched every 10 s (spec 000 §7.2). */
export const SETTINGS_POLL_INTERVAL_MS = 10_000;

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function PublicSettingsProvider({ children }: { children: ReactNode }) {
  const { data } = useQuery(PublicSettingsDocument, {
    pollInterval: SETTINGS_POLL_INTERVAL_MS,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });

  const settings = useMemo<PublicSettings>(() => {
    const map = new Map<string, string>();
    for (const setting of data?.publicSettings ?? []) {
      const text = asText(setting.value);
      if (text !== undefined) map.set(`${setting.category}.${setting.key}`, text);
    }
    return { get: (key) => map.get(key), loaded: data !== undefined };
  }, [data]);

  return <SettingsContext.Provider value={settings}>{children}</SettingsContext.Provider>;
}
