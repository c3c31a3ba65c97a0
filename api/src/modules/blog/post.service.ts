import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTENT_LIMITS, postSlug } from '@vdp/shared/content/content.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { AdminPostListInput, PostInput } from '@vdp/shared/validation/content.schema';
import { changedFields, fingerprint, type AuditActor, type AuditTrail } from '../../core/audit-trail';
import { badInput, conflict } from '../../core/errors';
import { sanitizeHtml } from '../../core/html';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import type { Transactions } from '../../core/transactions';
import { SLUG_TAKEN, uniqueSlug } from '../../core/unique-slug';
import { englishText } from '../../core/validation';
import { User } from '../users/user.entity';
import { Category } from './category.entity';
import { Post } from './post.entity';
import type { PostSummary, PostView } from './post.presenter';
import type { PostReads } from './post-reads';
import { ADMIN_POST_ORDER, adminPostPageSql, type PostCardRow } from './post-list.sql';
import { tagsNamed } from './post-tags';
import { linkTranslation } from './translation-links';

/** Posts in the admin list. */
export const ADMIN_PAGE_SIZE = 20;

/** What the audit trail keeps of a post: the form's fields, the HTML as a fingerprint. */
function audited(post: Post): Record<string, unknown> {
  return {
    title: post.title,
    slug: post.slug,
    status: post.status,
    language: post.language,
    excerpt: post.excerpt ?? null,
    categoryId: post.category?.id ?? null,
    featuredImage: post.featuredImage ?? null,
    seoTitle: post.seoTitle ?? null,
    seoDescription: post.seoDescription ?? null,
    content: fingerprint(post.content),
  };
}

/** Writing posts and the admin's reads (spec 001 §2 Post editor, §7 posts). */
export class PostService {
  constructor(
    private readonly transactions: Transactions,
    private readonly reads: PostReads,
    private readonly audit: AuditTrail,
  ) {}

  async create(em: EntityManager, input: PostInput, actor: AuditActor): Promise<PostView> {
    const authorId = actor?.id ?? null;
    const id = await this.write(em, async (tx) => {
      const post = tx.create(Post, {
        title: input.title,
        slug: await this.slugFor(tx, input.slug, input.title, null),
        content: '',
        author: authorId ? tx.getReference(User, authorId, { wrapped: true }) : null,
      });
      await this.apply(tx, post, input);
      await this.audit.record(tx, actor, { entityType: 'post', entityId: post.id, action: 'create', after: audited(post) });
      return post;
    });
    return (await this.reads.admin(em, id))!;
  }

  async update(em: EntityManager, id: number, input: PostInput, actor: AuditActor): Promise<PostView> {
    await this.write(em, async (tx) => {
      const post = await tx.findOne(Post, id, { populate: ['tags'] });
      if (!post) throw this.reads.missing(id);
      const before = audited(post);
      if (input.slug !== post.slug) post.slug = await this.slugFor(tx, input.slug, input.title, post.id);
      await this.apply(tx, post, input);
      const changes = changedFields(before, audited(post));
      if (changes) await this.audit.record(tx, actor, { entityType: 'post', entityId: id, action: 'update', ...changes });
      return post;
    });
    return (await this.reads.admin(em, id))!;
  }

  async delete(em: EntityManager, id: number, actor: AuditActor): Promise<boolean> {
    await this.transactions.run(em, async (tx) => {
      const post = await tx.findOne(Post, id);
      if (!post) throw this.reads.missing(id);
      await this.audit.record(tx, actor, { entityType: 'post', entityId: id, action: 'delete', before: audited(post) });
      await tx.remove(post).flush();
    });
    this.reads.forget();
    return true;
  }

  /**
   * Any status, searched by title, excerpt or slug; the last edited first; ADMIN_PAGE_SIZE a page
   * unless asked, by keyset; with the number of matches (the screen shows it). Two statements.
   */
  async list(
    em: EntityManager,
    filter: AdminPostListInput,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<PostSummary>> {
    const plan = planPage(ADMIN_POST_ORDER, page, { defaultSize: ADMIN_PAGE_SIZE, fields });
    const term = filter.search?.trim();
    const query = adminPostPageSql({ status: filter.status ?? null, like: term ? containsPattern(term) : null }, plan);
    const connection = em.getConnection();
    const [rows, [counted], card] = await Promise.all([
      connection.execute<PostCardRow[]>(query.page.sql, query.page.params),
      connection.execute<Array<{ total: number }>>(query.count.sql, query.count.params),
      this.reads.cardMaker(em, true),
    ]);
    return connectionOf(plan, rows, card, counted?.total ?? 0);
  }

  /** Every field of the form; the slug was settled by the caller. */
  private async apply(tx: EntityManager, post: Post, input: PostInput): Promise<void> {
    const becomesPublished = input.status === 'published' && post.status !== 'published';
    post.title = input.title;
    post.excerpt = input.excerpt;
    post.content = sanitizeHtml(input.content);
    post.featuredImage = input.featuredImage;
    post.seoTitle = input.seoTitle;
    post.seoDescription = input.seoDescription;
    post.status = input.status;
    post.language = input.language;
    if (becomesPublished || (input.status === 'published' && !post.publishedAt)) post.publishedAt = new Date();
    post.category = input.categoryId ? await this.category(tx, input.categoryId) : null;
    post.tags.set(await tagsNamed(tx, input.tags ?? []));
    await tx.flush(); // a new post needs its id before it is linked
    await linkTranslation(tx, Post, post, input.translationOf, (id) => tx.getReference(Post, id, { wrapped: true }));
  }

  private async category(tx: EntityManager, id: number) {
    const category = await tx.findOne(Category, id);
    if (!category) throw badInput([{ field: 'categoryId', message: englishText({ id: 'content.category.invalid' }) }]);
    return tx.getReference(Category, id, { wrapped: true });
  }

  private slugFor(tx: EntityManager, given: string | null, title: string, self: number | null): Promise<string> {
    return uniqueSlug({
      given,
      made: postSlug(title),
      fallback: 'post',
      max: CONTENT_LIMITS.slug,
      taken: async (candidates) => {
        const rows = await tx.find(
          Post,
          { slug: { $in: candidates }, ...(self ? { id: { $ne: self } } : {}) },
          { fields: ['slug'] },
        );
        return new Set(rows.map((row) => row.slug));
      },
    });
  }

  /** One transaction; a slug taken meanwhile (unique index) is the same 409 as one found taken. */
  private async write(em: EntityManager, work: (tx: EntityManager) => Promise<Post>): Promise<number> {
    try {
      return await this.transactions.run(em, async (tx) => {
        const post = await work(tx);
        await tx.flush();
        return post.id;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(SLUG_TAKEN);
      throw error;
    } finally {
      // the post, or a translation linked to it, may be among the published ones read
      this.reads.forget();
    }
  }
}
