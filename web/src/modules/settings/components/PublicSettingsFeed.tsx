import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { PublicSettingsDocument, type PublicSettingsQuery } from '../graphql/PublicSettings.generated';

/** Public settings are refetched every 10 s (spec 000 §7.2). */
export const SETTINGS_POLL_INTERVAL_MS = 10_000;

export type PublicSettingRows = PublicSettingsQuery['publicSettings'];

/** Polls the public settings and hands each answer to PublicSettingsProvider (it loads with the Apollo client). */
export function PublicSettingsFeed({ onSettings }: { onSettings: (rows: PublicSettingRows) => void }) {
  const { data } = useQuery(PublicSettingsDocument, {
    pollInterval: SETTINGS_POLL_INTERVAL_MS,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  useEffect(() => {
    if (data !== undefined) onSettings(data.publicSettings);
  }, [data, onSettings]);
  return null;
}
