import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the prerender and while hydrating its HTML, true afterwards (React re-renders once
 * hydration is done) and on pages that render from scratch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** Renders `children` only in the browser, after hydration: the data feeds and widgets the prerender leaves out. */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? <>{children}</> : null;
}
