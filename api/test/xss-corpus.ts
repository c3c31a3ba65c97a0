import payloads from '../../shared/fixtures/xss-corpus.json';

/**
 * Payloads from the usual XSS cheat sheets: none may leave anything that runs. Kept in JSON in
 * shared/fixtures so that the end-to-end specs (web/e2e/xss.spec.ts) read the same list.
 */
export const XSS_CORPUS: readonly string[] = payloads;

/** What would run in a browser: a script, an event handler, a script URL, a frame, an object. */
export function dangerous(html: string): string[] {
  const found: string[] = [];
  if (
    /<\s*(script|iframe|object|embed|svg|math|style|form|input|meta|link|base|body|details|video|source|textarea|noscript)\b/i.test(
      html,
    )
  )
    found.push('tag');
  if (/<[^>]*\son[a-z]+\s*=/i.test(html)) found.push('handler');
  if (/(href|src|action|background|data)\s*=\s*["']?\s*(javascript|vbscript|data):/i.test(html)) found.push('url');
  if (/<[^>]*\sstyle\s*=/i.test(html)) found.push('style');
  if (/<img[^>]*src="(?!https?:\/\/|\/uploads\/)/i.test(html)) found.push('img');
  return found;
}
