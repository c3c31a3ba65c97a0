import type { ApolloClient, NormalizedCacheObject } from '@apollo/client';
import { createContext } from 'react';

/**
 * The id of the `<script type="application/json">` block in which a page the api rendered with
 * its data (ADR 32) carries the Apollo cache of that render. A data block runs nothing (the CSP
 * allows no inline script): the browser's client restores it before the page hydrates, so the
 * first client render shows what the HTML shows.
 */
export const RENDERED_STATE_ID = 'rendered-apollo-state';

/** The client of a request-time render (ssr/entry-server.tsx); null in the browser: the app's one client. */
export const RenderClientContext = createContext<ApolloClient | null>(null);

/** The cache state as the page's data block: JSON with `<` escaped, so no text closes the script. */
export function renderedStateScript(state: unknown): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RENDERED_STATE_ID}">${json}</script>`;
}

/** Restores the cache the api rendered the page with, once (the block is removed), when there is one. */
export function restoreRenderedState(client: ApolloClient): void {
  if (typeof document === 'undefined') return;
  const block = document.getElementById(RENDERED_STATE_ID);
  if (!block) return;
  block.remove();
  try {
    client.cache.restore(JSON.parse(block.textContent ?? '') as NormalizedCacheObject);
  } catch (error) {
    console.warn('rendered page state unreadable:', error); // the page's queries run as on any other page
  }
}
