import { AVAILABLE_PATHS } from './routePaths';

/** The path part of an href: no query, no hash, no trailing slash (except the root). */
export function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  if (path.length > 1 && path.endsWith('/')) return path.slice(0, -1);
  return path === '' ? '/' : path;
}

function matchesPattern(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  if (!pattern.includes(':')) return false;
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) => (segment.startsWith(':') ? have[index] !== '' : segment === have[index]))
  );
}

/** True when the route table has a page for this href's path. */
export function hasRoute(href: string, available: readonly string[] = AVAILABLE_PATHS): boolean {
  const path = pathOf(href);
  return available.some((pattern) => matchesPattern(pattern, path));
}
