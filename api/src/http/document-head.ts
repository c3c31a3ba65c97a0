import { escapeHtml } from '../core/text';

/** What a page tells link previews and search engines (issue 11: pages that the web reads). */
export interface DocumentMeta {
  title: string;
  description: string | null;
  /** Absolute address of the page. */
  canonical: string;
  image: string | null;
  /** og:type */
  type: 'article' | 'website';
  language: string;
  /** The same page in other languages: hreflang → absolute address (the page itself included). */
  alternates: Array<{ language: string; href: string }>;
  /** schema.org object, written as JSON-LD. */
  jsonLd: Record<string, unknown>;
}

/** JSON inside <script>: `<` escaped so that no `</script>` or `<!--` can close or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <head> tags of a page, every value escaped. */
export function documentHead(meta: DocumentMeta): string {
  const e = escapeHtml;
  const tags = [
    `<title>${e(meta.title)}</title>`,
    meta.description === null ? '' : `<meta name="description" content="${e(meta.description)}">`,
    `<link rel="canonical" href="${e(meta.canonical)}">`,
    ...meta.alternates.map((a) => `<link rel="alternate" hreflang="${e(a.language)}" href="${e(a.href)}">`),
    `<meta property="og:title" content="${e(meta.title)}">`,
    meta.description === null ? '' : `<meta property="og:description" content="${e(meta.description)}">`,
    `<meta property="og:type" content="${e(meta.type)}">`,
    `<meta property="og:url" content="${e(meta.canonical)}">`,
    `<meta property="og:locale" content="${meta.language === 'fr' ? 'fr_CA' : 'en_CA'}">`,
    meta.image ? `<meta property="og:image" content="${e(meta.image)}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${e(meta.title)}">`,
    meta.description === null ? '' : `<meta name="twitter:description" content="${e(meta.description)}">`,
    meta.image ? `<meta name="twitter:image" content="${e(meta.image)}">` : '',
    `<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`,
  ];
  return tags.filter((tag) => tag !== '').join('\n    ');
}

/**
 * The app's index.html with the page's head: its <title> replaced, the other tags added before
 * </head>, and the document's language set.
 */
export function withHead(indexHtml: string, head: string, language?: string): string {
  let html = indexHtml.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  html = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  if (language) html = html.replace(/<html([^>]*?)\slang="[^"]*"/i, `<html$1 lang="${escapeHtml(language)}"`);
  return html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
}
