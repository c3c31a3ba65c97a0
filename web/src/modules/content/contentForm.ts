import { postSlug, type ContentLanguage, type PageTemplate, type PostStatus } from '@vdp/shared/content/content.constants';
import type { LeaveGuardMessages } from '../../components/form/useLeaveGuard';
import type { PageEditFieldsFragment } from './graphql/PageEditFields.generated';
import type { PageInput } from './graphql/PageUpdate.generated';
import type { PostEditFieldsFragment } from './graphql/PostEditFields.generated';
import type { PostInput } from './graphql/PostUpdate.generated';

/** The editors' "leave without saving?" question. */
export const LEAVE_MESSAGES: LeaveGuardMessages = {
  title: 'content.editor.leave.title',
  body: 'content.editor.leave.body',
  confirm: 'content.editor.leave.confirm',
};

/** What posts and pages share in the editor (the rules are the shared postSchema / pageSchema). */
export interface ContentValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  featuredImage: string;
  seoTitle: string;
  seoDescription: string;
  status: PostStatus;
  language: ContentLanguage;
  /** The other language's post or page id, '' for none. */
  translationOf: string;
}

export interface PostFormValues extends ContentValues {
  categoryId: string;
  tags: string[];
}

export interface PageFormValues extends ContentValues {
  template: PageTemplate;
  isHomepage: boolean;
}

const blankContent = (language: ContentLanguage): ContentValues => ({
  title: '',
  slug: '',
  excerpt: '',
  content: '',
  featuredImage: '',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  language,
  translationOf: '',
});

export const newPostValues = (language: ContentLanguage): PostFormValues => ({
  ...blankContent(language),
  categoryId: '',
  tags: [],
});
export const newPageValues = (language: ContentLanguage): PageFormValues => ({
  ...blankContent(language),
  template: 'default',
  isHomepage: false,
});

const asLanguage = (value: string): ContentLanguage => (value === 'fr' ? 'fr' : 'en');

function contentValuesOf(item: PostEditFieldsFragment | PageEditFieldsFragment): ContentValues {
  return {
    title: item.title,
    slug: item.slug,
    excerpt: item.excerpt ?? '',
    content: item.content,
    featuredImage: item.featuredImage ?? '',
    seoTitle: item.seoTitle ?? '',
    seoDescription: item.seoDescription ?? '',
    status: item.status as PostStatus,
    language: asLanguage(item.language),
    translationOf: item.translation?.id ?? '',
  };
}

export function postValuesOf(post: PostEditFieldsFragment): PostFormValues {
  return { ...contentValuesOf(post), categoryId: post.category?.id ?? '', tags: post.tags.map((tag) => tag.name) };
}

export function pageValuesOf(page: PageEditFieldsFragment): PageFormValues {
  return { ...contentValuesOf(page), template: page.template as PageTemplate, isHomepage: page.isHomepage };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function contentInputOf(values: ContentValues, status: PostStatus) {
  return {
    title: values.title.trim(),
    slug: orNull(values.slug),
    excerpt: orNull(values.excerpt),
    content: values.content,
    featuredImage: orNull(values.featuredImage),
    seoTitle: orNull(values.seoTitle),
    seoDescription: orNull(values.seoDescription),
    status,
    language: values.language,
    translationOf: orNull(values.translationOf),
  };
}

/** The mutation's input; `status` is the button's (Save Draft, Publish) or the select's. */
export function postInputOf(values: PostFormValues, status: PostStatus): PostInput {
  return { ...contentInputOf(values, status), categoryId: orNull(values.categoryId), tags: values.tags };
}

export function pageInputOf(values: PageFormValues, status: PostStatus): PageInput {
  return { ...contentInputOf(values, status), template: values.template, isHomepage: values.isHomepage };
}

/**
 * The slug after the title changed (spec 001 §5): while the item is new, a slug still made from
 * the previous title follows the new one; a slug typed by hand (or a saved item's) stays.
 */
export function slugAfterTitle(slug: string, previousTitle: string, title: string, isNew: boolean): string {
  return isNew && slug === postSlug(previousTitle) ? postSlug(title) : slug;
}

export interface CharacterCount {
  count: number;
  max: number;
  /** Over the limit: the save will be refused. */
  over: boolean;
}

/** The live counter of the SEO title (60) and meta description (160), spec 001 §5. */
export function characterCount(value: string, max: number): CharacterCount {
  const count = [...value].length;
  return { count, max, over: count > max };
}

/** Adds a tag name once (case-insensitive), keeping the order chosen. */
export function withTag(tags: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (trimmed === '' || tags.some((tag) => tag.toLowerCase() === trimmed.toLowerCase())) return [...tags];
  return [...tags, trimmed];
}

export const withoutTag = (tags: readonly string[], name: string): string[] => tags.filter((tag) => tag !== name);
