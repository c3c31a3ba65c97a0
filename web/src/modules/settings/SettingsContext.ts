import { createContext, useContext } from 'react';

export interface PublicSettings {
  /** The value of a public setting as text (`category.key`), or undefined when absent. */
  get: (key: string) => string | undefined;
  loaded: boolean;
}

export const SettingsContext = createContext<PublicSettings | null>(null);

export function usePublicSettings(): PublicSettings {
  const value = useContext(SettingsContext);
  if (value === null) {
    throw new Error('usePublicSettings() was called outside <PublicSettingsProvider>. Wrap the app in <PublicSettingsProvider>.');
  }
  return value;
}
