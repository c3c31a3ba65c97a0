import sanitize from 'sanitize-html';

/**
 * The HTML a post or page may hold (issue 11 contract): text structure, links with safe schemes,
 * images from the web or this site's uploads, tables and code. Everything else is dropped —
 * scripts and styles with their text, other tags keeping only their text.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  // relative sources are refused but for this site's uploads (a scheme check alone would let "//evil" through)
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const attrs: Record<string, string> = { ...attribs };
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      else {
        delete attrs.target;
        delete attrs.rel;
      }
      return { tagName, attribs: attrs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !safeImageSource(frame.attribs.src),
};

/** An image's source: an http(s) address or a path under /uploads/ of this site. */
function safeImageSource(src: string | undefined): boolean {
  if (!src) return false;
  if (/^https?:\/\//i.test(src)) return true;
  return /^\/uploads\/[^/]/.test(src) && !src.includes('..') && !src.includes('\\');
}

/** Post and page HTML made safe: used on save and again when served (one function for both). */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
