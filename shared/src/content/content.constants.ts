/** Blog and page rules both sides need (spec 000 §9, spec 001 §4, §5, §9). */

export const POST_STATUSES = ['draft', 'published', 'archived'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const PAGE_STATUSES = ['draft', 'published', 'archived'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The language a post or page is written in (issue 11: both languages). */
export const CONTENT_LANGUAGES = ['en', 'fr'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export const PAGE_TEMPLATES = ['default', 'full-width', 'landing'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** Stored and form limits (spec 001 §9). */
export const CONTENT_LIMITS = {
  title: 255,
  slug: 50,
  seoTitle: 60,
  seoDescription: 160,
  excerpt: 500,
  /** HTML; generous, still bounded. */
  content: 200_000,
  categoryName: 100,
  categoryDescription: 500,
  tagName: 50,
  featuredImage: 2_000,
} as const;

/** A blog page holds this many cards; the skeleton shows as many while loading (spec 000 §2.13). */
export const BLOG_PAGE_SIZE = 6;
/** At most this many related posts under a post (spec 000 §9). */
export const RELATED_POSTS = 3;
/** Words read a minute: read time = words ÷ 200, rounded up (spec 000 §9). */
export const WORDS_PER_MINUTE = 200;
export const DEFAULT_CATEGORY_COLOR = '#6B7280';

/**
 * A post's slug from its title (spec 001 §5): lowercase, letters, digits and dashes only, at most
 * 50 characters, no dash at either end. Accents are dropped to their letter (é -> e).
 */
export function postSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_LIMITS.slug)
    .replace(/-+$/g, '');
}

/** A tag's slug (spec 001 §5): the lowercased name with spaces as dashes (and the slug rule's alphabet). */
export const tagSlug = postSlug;

/** Reading time in whole minutes of an HTML text: words ÷ 200, rounded up, at least 1. */
export function readMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '').length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/**
 * AI drafts (spec 001 §2 "Generate with AI", §9): the tones and lengths offered, each a key the
 * editor translates and the phrase the model reads; the spec's defaults are professional, medium.
 */
export const AI_POST_TONES = {
  professional: 'Professional and helpful',
  friendly: 'Friendly and conversational',
  informative: 'Informative and educational',
  inspiring: 'Inspiring and heartfelt',
} as const;
export type AiPostTone = keyof typeof AI_POST_TONES;
export const AI_POST_LENGTHS = {
  short: 'Short (400-600 words)',
  medium: 'Medium (800-1200 words)',
  long: 'Long (1500-2000 words)',
} as const;
export type AiPostLength = keyof typeof AI_POST_LENGTHS;
export const DEFAULT_AI_TONE: AiPostTone = 'professional';
export const DEFAULT_AI_LENGTH: AiPostLength = 'medium';
/** The topic is the post's title, so it has the title's limit. */
export const AI_TOPIC_MAX = CONTENT_LIMITS.title;
