import { readMinutes } from '@vdp/shared/content/content.constants';
import { sanitizeHtml } from '../../core/html';
import type { CategoryView } from './category.presenter';
import type { Post } from './post.entity';
import { toDate, type SummaryRow } from './post.sql';
import type { TagView } from './tag.presenter';

/** A card on /blog and under a post (GraphQL PostSummary). */
export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  featuredImage: string | null;
  category: CategoryView | null;
  language: string;
  /** draft | published | archived (the public only ever sees published ones). */
  status: string;
  publishedAt: Date | null;
  viewCount: number;
  readMinutes: number;
}

/** The same text in the other language (a post's or a page's). */
export interface PostTranslation {
  id: number;
  slug: string;
  language: string;
  title: string;
}

/** A whole post (GraphQL PostView, GET /api/posts/{id}). */
export interface PostView extends Omit<PostSummary, 'category'> {
  category: CategoryView | null;
  content: string;
  tags: TagView[];
  seoTitle: string | null;
  seoDescription: string | null;
  translation: PostTranslation | null;
  author: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PostDetail {
  post: PostView;
  related: PostSummary[];
}

export function presentSummaryRow(row: SummaryRow, extraViews: number, categoryPostCount: number): PostSummary {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    featuredImage: row.featured_image,
    category:
      row.category_id === null
        ? null
        : {
            id: row.category_id,
            name: row.category_name!,
            slug: row.category_slug!,
            description: row.category_description,
            color: row.category_color!,
            postCount: categoryPostCount,
            createdAt: toDate(row.category_created_at!),
          },
    language: row.language,
    status: row.status,
    publishedAt: row.published_at === null ? null : toDate(row.published_at),
    viewCount: row.view_count + extraViews,
    readMinutes: readMinutes(row.content),
  };
}

/** A post loaded with its category and author; tags, category count and translation read apart. */
export function presentPost(
  post: Post,
  parts: { tags: TagView[]; category: CategoryView | null; translation: PostTranslation | null; extraViews: number },
): PostView {
  const author = post.author?.getEntity();
  const authorName = author ? [author.firstName, author.lastName].filter(Boolean).join(' ') || null : null;
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt ?? null,
    // sanitised on save; again here, so that a row written another way is never served raw
    content: sanitizeHtml(post.content),
    featuredImage: post.featuredImage ?? null,
    category: parts.category,
    tags: parts.tags,
    status: post.status,
    publishedAt: post.publishedAt ?? null,
    seoTitle: post.seoTitle ?? null,
    seoDescription: post.seoDescription ?? null,
    viewCount: post.viewCount + parts.extraViews,
    readMinutes: readMinutes(post.content),
    language: post.language,
    translation: parts.translation,
    author: authorName,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  };
}
