import type { MikroORM } from '@mikro-orm/postgresql';
import { documentHead, type DocumentMeta } from '../../http/document-head';
import type { AppDocument, WebRoutes } from '../../http/web-app';
import { absolute, alternates } from '../blog/blog.web';
import type { PageView } from './page.presenter';
import type { PageService } from './page.service';

export function pageMeta(publicUrl: string, page: PageView): DocumentMeta {
  const canonical = absolute(publicUrl, `/pages/${encodeURIComponent(page.slug)}`);
  const title = page.seoTitle || page.title;
  const description = page.seoDescription || page.excerpt || null;
  return {
    title,
    description,
    canonical,
    image: page.featuredImage,
    type: 'article',
    language: page.language,
    alternates: alternates(publicUrl, '/pages/', page, page.translation),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: title,
      ...(description ? { description } : {}),
      ...(page.featuredImage ? { image: page.featuredImage } : {}),
      dateModified: page.updatedAt.toISOString(),
      inLanguage: page.language,
      url: canonical,
    },
  };
}

/** /pages/{slug} with its head filled in (404 when not published). */
export function pageWeb(deps: { orm: MikroORM; publicUrl: string; pages: PageService }): WebRoutes {
  return {
    pages: [
      {
        path: '/pages/:slug',
        async document(params): Promise<AppDocument> {
          const page = await deps.pages.published(deps.orm.em.fork(), params.slug ?? '');
          if (!page) return { status: 404 };
          return { status: 200, head: documentHead(pageMeta(deps.publicUrl, page)), language: page.language };
        },
      },
    ],
  };
}
