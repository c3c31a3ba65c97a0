import { sanitizeHtml } from '../../core/html';
import type { PostTranslation } from '../blog/post.presenter';
import type { Page } from './page.entity';
import type { PageRow, SqlDate } from './page.sql';

const toDate = (value: SqlDate): Date => (value instanceof Date ? value : new Date(value));

/** A CMS page as both doors answer it (GraphQL PageView, GET /api/pages/…). */
export interface PageView {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  content: string;
  featuredImage: string | null;
  status: string;
  publishedAt: Date | null;
  seoTitle: string | null;
  seoDescription: string | null;
  isHomepage: boolean;
  template: string;
  language: string;
  translation: PostTranslation | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A page loaded with its translation; the translation shown to the public only when published. */
export function presentPage(page: Page, forAdmin: boolean): PageView {
  const other = page.translationOf?.getEntity();
  return {
    id: page.id,
    title: page.title,
    slug: page.slug,
    excerpt: page.excerpt ?? null,
    // sanitised on save; again here, so that a row written another way is never served raw
    content: sanitizeHtml(page.content),
    featuredImage: page.featuredImage ?? null,
    status: page.status,
    publishedAt: page.publishedAt ?? null,
    seoTitle: page.seoTitle ?? null,
    seoDescription: page.seoDescription ?? null,
    isHomepage: page.isHomepage,
    template: page.template,
    language: page.language,
    translation:
      other && (forAdmin || other.status === 'published')
        ? { id: other.id, slug: other.slug, language: other.language, title: other.title }
        : null,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
  };
}

/** A row of the admin list (page.sql.ts): every page and its translation, as admins see them. */
export function presentPageRow(row: PageRow): PageView {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: sanitizeHtml(row.content),
    featuredImage: row.featured_image,
    status: row.status,
    publishedAt: row.published_at === null ? null : toDate(row.published_at),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    isHomepage: row.is_homepage,
    template: row.template,
    language: row.language,
    translation: row.translation,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  };
}
