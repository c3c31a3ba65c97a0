import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { create } from 'xmlbuilder2';
import { documentHead, type DocumentMeta } from '../../http/document-head';
import type { AppDocument, WebRoutes } from '../../http/web-app';
import type { PageService } from '../pages/page.service';
import { PlatformSetting } from '../settings/platform-setting.entity';
import { POSTS_CHANGED } from './blog.events';
import { LIST_CACHE_TTL_MS, type PostReads } from './post-reads';
import type { PostView } from './post.presenter';

/** Items in /blog/rss.xml. */
export const FEED_SIZE = 50;
/** The feed's title when the company name is not set. */
const DEFAULT_SITE_NAME = 'Vehicle Donation';

/** The company name of the settings (business.company_name), which the site shows everywhere. */
async function siteName(em: EntityManager): Promise<string> {
  const row = await em.findOne(PlatformSetting, { category: 'business', key: 'company_name' });
  return typeof row?.value === 'string' && row.value.trim() !== '' ? row.value.trim() : DEFAULT_SITE_NAME;
}

/** An absolute address from a text's site path. */
export const absolute = (publicUrl: string, path: string): string => `${publicUrl}${path}`;

/** hreflang links: the page's language and its translation's, when there is one. */
export function alternates(
  publicUrl: string,
  prefix: '/blog/' | '/pages/',
  self: { slug: string; language: string },
  other: { slug: string; language: string } | null,
): DocumentMeta['alternates'] {
  if (!other) return [];
  return [self, other].map((text) => ({
    language: text.language,
    href: absolute(publicUrl, `${prefix}${encodeURIComponent(text.slug)}`),
  }));
}

export function postMeta(publicUrl: string, post: PostView): DocumentMeta {
  const canonical = absolute(publicUrl, `/blog/${encodeURIComponent(post.slug)}`);
  const title = post.seoTitle || post.title;
  const description = post.seoDescription || post.excerpt || null;
  return {
    title,
    description,
    canonical,
    image: post.featuredImage,
    type: 'article',
    language: post.language,
    alternates: alternates(publicUrl, '/blog/', post, post.translation),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: title,
      ...(description ? { description } : {}),
      ...(post.featuredImage ? { image: post.featuredImage } : {}),
      ...(post.publishedAt ? { datePublished: post.publishedAt.toISOString() } : {}),
      dateModified: post.updatedAt.toISOString(),
      inLanguage: post.language,
      ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
      mainEntityOfPage: canonical,
      url: canonical,
    },
  };
}

/**
 * /blog rendered with its first posts and categories (ADR 32), /blog/{slug} with its head filled
 * in, /blog/rss.xml and /sitemap.xml.
 */
export function blogWeb(deps: { orm: MikroORM; publicUrl: string; postReads: PostReads; pages: PageService }): WebRoutes {
  const { orm, publicUrl, postReads, pages } = deps;
  return {
    // kept until a post, category or tag changes; its view counts lag as the kept list pages' do
    rendered: [{ path: '/blog', clearedBy: [POSTS_CHANGED], ttlMs: LIST_CACHE_TTL_MS }],
    pages: [
      {
        path: '/blog/:slug',
        async document(params): Promise<AppDocument> {
          const detail = await postReads.bySlug(() => orm.em.fork(), params.slug ?? '', false);
          if (!detail) return { status: 404 };
          return { status: 200, head: documentHead(postMeta(publicUrl, detail.post)), language: detail.post.language };
        },
      },
    ],
    files: [
      {
        path: '/blog/rss.xml',
        type: 'application/rss+xml; charset=utf-8',
        async body() {
          const em = orm.em.fork();
          const [posts, name] = await Promise.all([postReads.latest(em, FEED_SIZE), siteName(em)]);
          const channel = create({ version: '1.0', encoding: 'UTF-8' })
            .ele('rss', { version: '2.0', 'xmlns:atom': 'http://www.w3.org/2005/Atom' })
            .ele('channel');
          channel.ele('title').txt(`${name} blog`);
          channel.ele('link').txt(absolute(publicUrl, '/blog'));
          channel.ele('description').txt('Guides, charity stories and vehicle tips from the vehicle donation programme.');
          channel.ele('atom:link', { href: absolute(publicUrl, '/blog/rss.xml'), rel: 'self', type: 'application/rss+xml' });
          if (posts[0]?.publishedAt) channel.ele('lastBuildDate').txt(posts[0].publishedAt.toUTCString());
          for (const post of posts) {
            const link = absolute(publicUrl, `/blog/${encodeURIComponent(post.slug)}`);
            const item = channel.ele('item');
            item.ele('title').txt(post.title);
            item.ele('link').txt(link);
            item.ele('guid', { isPermaLink: 'true' }).txt(link);
            item.ele('description').txt(post.seoDescription || post.excerpt || post.title);
            if (post.publishedAt) item.ele('pubDate').txt(post.publishedAt.toUTCString());
            const category = post.category?.getEntity();
            if (category) item.ele('category').txt(category.name);
          }
          return channel.doc().end({ prettyPrint: true });
        },
      },
      {
        path: '/sitemap.xml',
        type: 'application/xml; charset=utf-8',
        async body() {
          const em = orm.em.fork();
          const [posts, published] = await Promise.all([postReads.published(em), pages.publishedList(em)]);
          const urlset = create({ version: '1.0', encoding: 'UTF-8' }).ele('urlset', {
            xmlns: 'http://www.sitemaps.org/schemas/sitemap/0.9',
          });
          const add = (path: string, lastmod?: Date) => {
            const url = urlset.ele('url');
            url.ele('loc').txt(absolute(publicUrl, path));
            if (lastmod) url.ele('lastmod').txt(lastmod.toISOString());
          };
          add('/');
          add('/blog');
          for (const post of posts) add(`/blog/${encodeURIComponent(post.slug)}`, post.updatedAt);
          for (const page of published) add(`/pages/${encodeURIComponent(page.slug)}`, page.updatedAt);
          return urlset.doc().end({ prettyPrint: true });
        },
      },
    ],
  };
}
