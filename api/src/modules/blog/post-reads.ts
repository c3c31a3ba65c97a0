import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { BLOG_PAGE_SIZE, CONTENT_LANGUAGES, RELATED_POSTS } from '@vdp/shared/content/content.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { PostListInput } from '@vdp/shared/validation/content.schema';
import { notFound, type AppError } from '../../core/errors';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import type { AppPubSub } from '../../core/events/pubsub';
import type { WriteBehindCounts } from '../../core/write-behind-counts';
import { POSTS_CHANGED } from './blog.events';
import { CategoryCounts } from './category-counts';
import { presentCategory, type CategoryView } from './category.presenter';
import { Post } from './post.entity';
import { BLOG_ORDER, blogPageSql, type PostCardRow } from './post-list.sql';
import { presentPost, presentSummaryRow, type PostDetail, type PostSummary, type PostView } from './post.presenter';
import { POST_TAGS_SQL, relatedSql, type SummaryRow } from './post.sql';
import type { TagView } from './tag.presenter';

/**
 * Published posts read by slug are kept this long, within PUBLISHED_CACHE_BYTES of memory. A
 * write forgets them in every api process at once (POSTS_CHANGED); the time limit only bounds a
 * missed event or a row changed outside the api.
 */
export const PUBLISHED_CACHE_TTL_MS = 10 * 60_000;
export const PUBLISHED_CACHE_BYTES = 64 * 1024 * 1024;
/** What a cached post costs beyond its HTML (fields, related cards), roughly. */
const CACHED_POST_OVERHEAD_BYTES = 2_048;

/** Public list pages, by filters and cursor, are kept this long (at most LIST_CACHE_MAX of them); a write here forgets them. */
export const LIST_CACHE_TTL_MS = 10_000;
export const LIST_CACHE_MAX = 500;

/** A post as read, and the views this process counted since (added to its count when served). */
interface CachedPost {
  detail: PostDetail;
  viewsSince: number;
  /** The REST answer serialised once, split where the post's view count goes. */
  json?: { head: string; tail: string };
}

/** Where the post's view count starts in its serialised answer (the count is written first). */
const JSON_HEAD = '{"post":{"viewCount":';

/** The answer `{ post, related }` as text, around a view count written at read time. */
export function serialisePostDetail({ post, related }: PostDetail): { head: string; tail: string } {
  const { viewCount: _count, ...rest } = post;
  const text = JSON.stringify({ post: { viewCount: 0, ...rest }, related });
  return { head: JSON_HEAD, tail: text.slice(JSON_HEAD.length + 1) };
}

/** A kept post's REST answer with its count now (serialised on its first read). */
function jsonOf(cached: CachedPost): string {
  cached.json ??= serialisePostDetail(cached.detail);
  return cached.json.head + String(cached.detail.post.viewCount + cached.viewsSince) + cached.json.tail;
}

/**
 * Reads of posts: the public list and post (published only, views counted behind), and the
 * admin's post. Each read is a fixed number of statements whatever the lists' lengths.
 */
export class PostReads {
  private readonly readBySlug = new LRUCache<string, CachedPost>({
    maxSize: PUBLISHED_CACHE_BYTES,
    // V8 keeps Latin-1 text (English, French) one byte a character
    sizeCalculation: (cached) => cached.detail.post.content.length + CACHED_POST_OVERHEAD_BYTES,
    ttl: PUBLISHED_CACHE_TTL_MS,
  });

  /** The public list's pages as served (their view counts lag by at most LIST_CACHE_TTL_MS). */
  private readonly listPages = new LRUCache<string, Promise<Connection<PostSummary>>>({
    max: LIST_CACHE_MAX,
    ttl: LIST_CACHE_TTL_MS,
  });
  private readonly categoryCounts = new CategoryCounts();

  constructor(
    private readonly views: WriteBehindCounts<number>,
    private readonly events?: AppPubSub,
  ) {
    if (events) {
      events.listen(POSTS_CHANGED, () => this.forgetHere());
    }
  }

  /** Forgets the published posts read so far, here and in every other api process (a post, its category or its tags changed). */
  forget(): void {
    this.forgetHere();
    this.events?.publish(POSTS_CHANGED, {});
  }

  private forgetHere(): void {
    this.readBySlug.clear();
    this.listPages.clear();
    this.categoryCounts.forget();
  }

  missing(id: number): AppError {
    return notFound(`Post ${id} was not found.`);
  }

  /**
   * Published posts: search in title or excerpt, any of the categories, the language first, a
   * page by keyset (BLOG_PAGE_SIZE unless asked). A page asked again within LIST_CACHE_TTL_MS is
   * served from memory (the blog's first pages are hot); a bad cursor is refused before.
   */
  list(em: EntityManager, input: PostListInput, page: PageArgs, fields?: CursorFieldNames): Promise<Connection<PostSummary>> {
    const plan = planPage(BLOG_ORDER, page, { defaultSize: BLOG_PAGE_SIZE, fields });
    const term = input.search?.trim() || null;
    const categories = [...new Set(input.categories ?? [])].sort();
    const key = JSON.stringify([
      term?.toLowerCase() ?? null,
      categories,
      input.language,
      page.first,
      page.after,
      page.last,
      page.before,
    ]);
    let cached = this.listPages.get(key);
    if (!cached) {
      const query = blogPageSql({ like: term ? containsPattern(term) : null, categories, language: input.language }, plan);
      cached = (async () => {
        const [rows, card] = await Promise.all([
          em.getConnection().execute<PostCardRow[]>(query.sql, query.params),
          this.cardMaker(em, false),
        ]);
        // the public list is not counted: nothing shows its total, and a count reads every match
        return connectionOf(plan, rows, card, null);
      })();
      this.listPages.set(key, cached);
      cached.catch(() => this.listPages.delete(key));
    }
    return cached;
  }

  /** Makes post cards from rows, with category post counts as the public (or an admin) sees them (kept a while). */
  async cardMaker(em: EntityManager, forAdmin: boolean): Promise<(row: SummaryRow) => PostSummary> {
    const counts = await this.categoryCounts.all(em);
    return (row) => {
      const count = row.category_id === null ? undefined : counts.get(row.category_id);
      return presentSummaryRow(row, this.views.pending(row.id), (forAdmin ? count?.all : count?.published) ?? 0);
    };
  }

  /**
   * A published post by its slug with up to 3 related; null when none is published. Counts a view
   * when asked. Served from memory once read (PUBLISHED_CACHE_TTL_MS), its count kept current.
   */
  async bySlug(emOf: () => EntityManager, slug: string, countView: boolean): Promise<PostDetail | null> {
    const cached = await this.cachedBySlug(emOf, slug, countView);
    if (!cached) return null;
    const { post, related } = cached.detail;
    return { post: { ...post, viewCount: post.viewCount + cached.viewsSince }, related };
  }

  /**
   * Counts a view of a post whose kept GraphQL answer is served again: true when counted; false
   * when the post is no longer in memory (the read then goes to bySlug, which counts it).
   */
  countView(slug: string): boolean {
    const cached = this.readBySlug.get(slug);
    if (!cached) return false;
    this.views.add(cached.detail.post.id);
    cached.viewsSince += 1;
    return true;
  }

  /** bySlug as the REST answer's JSON text, serialised once per cached post (a view counted). */
  async bySlugJson(emOf: () => EntityManager, slug: string): Promise<string | null> {
    const cached = await this.cachedBySlug(emOf, slug, true);
    return cached && jsonOf(cached);
  }

  /** bySlugJson when memory holds the post (a view counted), else undefined: nothing counted. */
  bySlugJsonFromMemory(slug: string): string | undefined {
    return this.countView(slug) ? jsonOf(this.readBySlug.get(slug)!) : undefined;
  }

  /** `emOf`: called only when the post is not in memory (forking an EntityManager costs a read from memory more than itself). */
  private async cachedBySlug(emOf: () => EntityManager, slug: string, countView: boolean): Promise<CachedPost | null> {
    let cached = this.readBySlug.get(slug);
    if (!cached) {
      const detail = await this.readPublished(emOf(), slug);
      if (!detail) return null;
      cached = { detail, viewsSince: 0 };
      this.readBySlug.set(slug, cached);
    }
    if (countView) {
      this.views.add(cached.detail.post.id);
      cached.viewsSince += 1;
    }
    return cached;
  }

  private async readPublished(em: EntityManager, slug: string): Promise<PostDetail | null> {
    const post = await em.findOne(Post, { slug, status: 'published' }, { populate: ['author', 'category', 'translationOf'] });
    if (!post) return null;
    const [view, related] = await Promise.all([this.present(em, post, false), this.related(em, post)]);
    return { post: view, related };
  }

  /** Any post, for admins; null when it does not exist. */
  async admin(em: EntityManager, id: number): Promise<PostView | null> {
    const post = await em.findOne(Post, id, { populate: ['author', 'category', 'translationOf'] });
    return post ? this.present(em, post, true) : null;
  }

  /** The latest published posts, for the feed. */
  latest(em: EntityManager, limit: number): Promise<Post[]> {
    return em.find(
      Post,
      { status: 'published' },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit, populate: ['category'] },
    );
  }

  /** Every published post's address and last change, for the sitemap. */
  published(em: EntityManager): Promise<Array<Pick<Post, 'slug' | 'updatedAt'>>> {
    return em.find(Post, { status: 'published' }, { fields: ['slug', 'updatedAt'], orderBy: { id: 'asc' } });
  }

  private async related(em: EntityManager, post: Post): Promise<PostSummary[]> {
    if (!post.category) return [];
    const languages = [post.language, ...CONTENT_LANGUAGES.filter((language) => language !== post.language)];
    const related = relatedSql(post.category.id, post.id, languages, RELATED_POSTS);
    const [rows, card] = await Promise.all([
      em.getConnection().execute<SummaryRow[]>(related.sql, related.params),
      this.cardMaker(em, false),
    ]);
    return rows.map(card);
  }

  private async present(em: EntityManager, post: Post, forAdmin: boolean): Promise<PostView> {
    const connection = em.getConnection();
    const categoryId = post.category?.id;
    const [tags, count] = await Promise.all([
      connection.execute<TagView[]>(POST_TAGS_SQL, [post.id]),
      categoryId ? this.categoryCounts.of(em, categoryId, forAdmin) : Promise.resolve(0),
    ]);
    const category: CategoryView | null = post.category ? presentCategory(post.category.getEntity(), count) : null;
    const other = post.translationOf?.getEntity();
    const translation =
      other && (forAdmin || other.status === 'published')
        ? { id: other.id, slug: other.slug, language: other.language, title: other.title }
        : null;
    return presentPost(post, {
      tags: tags.map((tag) => ({ id: tag.id, name: tag.name, slug: tag.slug })),
      category,
      translation,
      extraViews: this.views.pending(post.id),
    });
  }
}
