import { useEffect } from 'react';

/** The disabled <fieldset> that scripts/prerender.mjs wraps around a prerendered page's #root. */
const GATE_ID = 'prerender-gate';

/**
 * Until the page has hydrated, its buttons and fields are disabled (the prerender wraps #root
 * in a disabled fieldset): a click or a keystroke before React listens would be lost. Rendered
 * beside each route's page, inside its Suspense boundaries: once the page has hydrated, the
 * fieldset goes and #root takes its place.
 */
export function PrerenderGateRelease() {
  useEffect(() => {
    const gate = document.getElementById(GATE_ID);
    const root = gate?.firstElementChild;
    if (gate && root) gate.replaceWith(root);
  }, []);
  return null;
}
