/**
 * Where a page's parts go in its template, dist/prerendered/<locale>/<name>.template.html
 * (scripts/prerender.mjs writes it from index.html): the build fills it with the prerendered page,
 * the api's render worker with the page rendered with its data (ADR 32).
 */
export const PAGE_MARKERS = {
  styles: '<!--page-styles-->',
  html: '<!--page-html-->',
  state: '<!--page-state-->',
} as const;

export interface PageParts {
  /** The markup of <div id="root">. */
  html: string;
  /** styled-components' <style> tags for that markup. */
  styles: string;
  /** The data block the browser restores (renderedState.ts); empty for a page prerendered without data. */
  state?: string;
}

/** The template with the page's parts in place; throws when a marker is missing (a stale template). */
export function fillPageTemplate(template: string, parts: PageParts): string {
  for (const marker of Object.values(PAGE_MARKERS)) {
    if (!template.includes(marker)) throw new Error(`the page template has no ${marker}`);
  }
  // functions as replacements: `$` in the markup is text, not a replacement pattern
  return template
    .replace(PAGE_MARKERS.styles, () => parts.styles)
    .replace(PAGE_MARKERS.html, () => parts.html)
    .replace(PAGE_MARKERS.state, () => parts.state ?? '');
}
