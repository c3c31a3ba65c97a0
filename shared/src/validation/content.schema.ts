import { array, number, object, string, type InferType } from 'yup';
import {
  AI_POST_LENGTHS,
  AI_POST_TONES,
  AI_TOPIC_MAX,
  CONTENT_LANGUAGES,
  DEFAULT_AI_LENGTH,
  DEFAULT_AI_TONE,
  CONTENT_LIMITS,
  DEFAULT_CATEGORY_COLOR,
  PAGE_STATUSES,
  PAGE_TEMPLATES,
  POST_STATUSES,
} from '../content/content.constants';
import { message } from './message';
import { MAX_ROW_ID, oneOfOrDefault, optionalOneOf, optionalText, requiredText, text, yesNo } from './rules';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug as stored: empty means "make it from the title/name" (the service does). */
function slug() {
  const invalid = message('content.slug.invalid', { max: CONTENT_LIMITS.slug });
  return text('content.slug.invalid')
    .typeError(invalid)
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() || null : value))
    .default(null)
    .max(CONTENT_LIMITS.slug, message('content.slug.invalid', { max: CONTENT_LIMITS.slug }))
    .test('slug', message('content.slug.invalid', { max: CONTENT_LIMITS.slug }), (value) => value == null || SLUG.test(value));
}

/** An optional row id (a category, a translation): absent, null or empty is null. */
function optionalId(invalid: 'content.category.invalid' | 'content.translation.invalid') {
  return number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(message(invalid))
    .integer(message(invalid))
    .min(1, message(invalid))
    .max(MAX_ROW_ID, message(invalid))
    .nullable()
    .default(null);
}

/** What posts and pages share: title, slug, excerpt, HTML content, image, SEO, status, language. */
const contentFields = {
  title: requiredText('content.title.required', { max: CONTENT_LIMITS.title, id: 'content.title.tooLong' }),
  slug: slug(),
  excerpt: optionalText(CONTENT_LIMITS.excerpt, 'content.excerpt.tooLong'),
  content: text('content.content.required')
    .required(message('content.content.required'))
    .max(CONTENT_LIMITS.content, message('content.content.tooLong')),
  featuredImage: optionalText(CONTENT_LIMITS.featuredImage, 'content.featuredImage.invalid'),
  seoTitle: optionalText(CONTENT_LIMITS.seoTitle, 'content.seoTitle.tooLong'),
  seoDescription: optionalText(CONTENT_LIMITS.seoDescription, 'content.seoDescription.tooLong'),
  language: oneOfOrDefault(CONTENT_LANGUAGES, 'content.language.invalid', 'en'),
  /** The same text in the other language (a post's or page's id). */
  translationOf: optionalId('content.translation.invalid'),
};

/** A post (spec 001 §2 Post editor, §5): POST /api/posts, PATCH /api/posts/{id}, createPost, updatePost. */
export const postSchema = object({
  ...contentFields,
  status: oneOfOrDefault(POST_STATUSES, 'content.status.invalid', 'draft'),
  categoryId: optionalId('content.category.invalid'),
  /** Tag names; new ones are created. */
  tags: array()
    .typeError(message('content.tags.invalid', { max: CONTENT_LIMITS.tagName }))
    .nullable()
    .transform((list: unknown) => list ?? [])
    .of(
      text('content.tags.invalid')
        .typeError(message('content.tags.invalid', { max: CONTENT_LIMITS.tagName }))
        .required(message('content.tags.invalid', { max: CONTENT_LIMITS.tagName }))
        .max(CONTENT_LIMITS.tagName, message('content.tags.invalid', { max: CONTENT_LIMITS.tagName })),
    )
    .max(20, message('content.tags.invalid', { max: CONTENT_LIMITS.tagName }))
    .default([]),
});
export type PostInput = InferType<typeof postSchema>;

/** A CMS page (spec 001 §2 Pages management): POST /api/pages, PATCH /api/pages/{id}. */
export const pageSchema = object({
  ...contentFields,
  status: oneOfOrDefault(PAGE_STATUSES, 'content.status.invalid', 'draft'),
  template: oneOfOrDefault(PAGE_TEMPLATES, 'content.template.invalid', 'default'),
  isHomepage: yesNo(),
});
export type PageInput = InferType<typeof pageSchema>;

/** A category (spec 001 §2 Category management): POST /api/categories, PATCH /api/categories/{id}. */
export const categorySchema = object({
  name: requiredText('content.category.nameRequired', { max: CONTENT_LIMITS.categoryName, id: 'content.category.nameTooLong' }),
  slug: slug(),
  description: optionalText(CONTENT_LIMITS.categoryDescription, 'content.category.descriptionTooLong'),
  color: text('content.category.colorInvalid')
    .transform((value: unknown) => (value === '' || value === null || value === undefined ? DEFAULT_CATEGORY_COLOR : value))
    .default(DEFAULT_CATEGORY_COLOR)
    .matches(/^#[0-9a-fA-F]{6}$/, message('content.category.colorInvalid')),
});
export type CategoryInput = InferType<typeof categorySchema>;

/** A new tag (spec 001 §5): POST /api/tags; the slug comes from the name when absent. */
export const tagSchema = object({
  name: requiredText('content.tag.nameRequired', { max: CONTENT_LIMITS.tagName, id: 'content.tag.nameTooLong' }),
  slug: slug(),
});
export type TagInput = InferType<typeof tagSchema>;

/** Search words in a content list: at most 200 characters, empty is none. */
const listSearch = () => optionalText(200, 'content.search.tooLong');

/**
 * The public blog list's filters (spec 000 §5): search in titles and excerpts, categories, the
 * visitor's language (listed first). The page is read apart (page.schema.ts).
 */
export const postListSchema = object({
  search: listSearch(),
  /** Category slugs, any of them. */
  categories: array()
    .typeError(message('content.category.invalid'))
    .nullable()
    .transform((list: unknown) => list ?? [])
    .of(string().typeError(message('content.category.invalid')).required(message('content.category.invalid')))
    .max(20, message('content.category.invalid'))
    .default([]),
  language: oneOfOrDefault(CONTENT_LANGUAGES, 'content.language.invalid', 'en'),
});
export type PostListInput = InferType<typeof postListSchema>;

/** The admin's post list filters (adminPosts, GET /api/posts as an admin): search in title, excerpt or slug; one status. */
export const adminPostListSchema = object({
  search: listSearch(),
  status: optionalOneOf(POST_STATUSES, 'content.status.invalid'),
});
export type AdminPostListInput = InferType<typeof adminPostListSchema>;

/**
 * GET /api/posts's query, both lists': `status=published` (or anyone but an admin) reads the blog,
 * `category` is a comma list of slugs; an admin's `status` is checked by adminPostListSchema.
 */
export const postQuerySchema = object({
  status: optionalText(30, 'content.status.invalid'),
  search: listSearch(),
  category: optionalText(2_000, 'content.category.invalid'),
  language: oneOfOrDefault(CONTENT_LANGUAGES, 'content.language.invalid', 'en'),
});

/** The admin's page list filter (adminPages, GET /api/pages): search in title or slug. */
export const pageListSchema = object({ search: listSearch() });

/** A key of `choices`, or its phrase (the spec's REST payload sends "Medium (800-1200 words)"). */
function choiceKey<T extends string>(
  choices: Record<T, string>,
  invalid: 'content.ai.toneInvalid' | 'content.ai.lengthInvalid',
  fallback: T,
) {
  const keys = Object.keys(choices) as T[];
  const byPhrase = new Map<string, T>(keys.map((key) => [choices[key].toLowerCase(), key]));
  return oneOfOrDefault(keys, invalid, fallback).transform((value: unknown) =>
    typeof value === 'string' ? (byPhrase.get(value.toLowerCase()) ?? value) : value,
  );
}

/**
 * An AI draft request (spec 001 §2, §5, §7 POST /api/ai/generate-post): the editor sends the title
 * as the topic, so a missing topic is "Title Required".
 */
export const postDraftSchema = object({
  topic: requiredText('content.ai.topicRequired', { max: AI_TOPIC_MAX, id: 'content.ai.topicTooLong' }),
  categoryName: optionalText(CONTENT_LIMITS.categoryName, 'content.ai.categoryTooLong'),
  tone: choiceKey(AI_POST_TONES, 'content.ai.toneInvalid', DEFAULT_AI_TONE),
  length: choiceKey(AI_POST_LENGTHS, 'content.ai.lengthInvalid', DEFAULT_AI_LENGTH),
  language: oneOfOrDefault(CONTENT_LANGUAGES, 'content.language.invalid', 'en'),
});
export type PostDraftInput = InferType<typeof postDraftSchema>;
