import { lazy, startTransition, useCallback, useMemo, useState, type ReactNode } from 'react';
import { WithApollo } from '../../../graphql/WithApollo';
import { ClientOnly } from '../../../ssr/ClientOnly';
import { SettingsContext, type PublicSettings } from '../SettingsContext';
import type { PublicSettingRows } from './PublicSettingsFeed';

const PublicSettingsFeed = lazy(() => import('./PublicSettingsFeed').then((m) => ({ default: m.PublicSettingsFeed })));

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The public settings for every page: defaults (`loaded: false`) until the Apollo client loads and answers. */
export function PublicSettingsProvider({ children }: { children: ReactNode }) {
  const [rows, setRows] = useState<PublicSettingRows | undefined>(undefined);
  // every page reads the settings: re-render it in slices, without a long task at startup
  const onSettings = useCallback((next: PublicSettingRows) => startTransition(() => setRows(next)), []);

  const settings = useMemo<PublicSettings>(() => {
    const map = new Map<string, string>();
    for (const setting of rows ?? []) {
      const text = asText(setting.value);
      if (text !== undefined) map.set(`${setting.category}.${setting.key}`, text);
    }
    return { get: (key) => map.get(key), loaded: rows !== undefined };
  }, [rows]);

  return (
    <SettingsContext.Provider value={settings}>
      <ClientOnly>
        <WithApollo fallback={null}>
          <PublicSettingsFeed onSettings={onSettings} />
        </WithApollo>
      </ClientOnly>
      {children}
    </SettingsContext.Provider>
  );
}
