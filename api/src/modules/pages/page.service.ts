import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTENT_LIMITS, postSlug } from '@vdp/shared/content/content.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { PageInput } from '@vdp/shared/validation/content.schema';
import { changedFields, fingerprint, type AuditActor, type AuditTrail } from '../../core/audit-trail';
import { conflict, notFound } from '../../core/errors';
import { sanitizeHtml } from '../../core/html';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import type { Transactions } from '../../core/transactions';
import { SLUG_TAKEN, uniqueSlug } from '../../core/unique-slug';
import { linkTranslation } from '../blog/translation-links';
import { User } from '../users/user.entity';
import { Page } from './page.entity';
import { presentPage, presentPageRow, type PageView } from './page.presenter';
import { PAGE_LIST_ORDER, pageListSql, type PageRow } from './page.sql';

/** Pages in the admin list unless the client asks for another size. */
export const PAGE_LIST_SIZE = 20;

const POPULATE = ['translationOf'] as const;

/** What the audit trail keeps of a page: the form's fields, the HTML as a fingerprint. */
function audited(page: Page): Record<string, unknown> {
  return {
    title: page.title,
    slug: page.slug,
    status: page.status,
    language: page.language,
    template: page.template,
    isHomepage: page.isHomepage,
    excerpt: page.excerpt ?? null,
    featuredImage: page.featuredImage ?? null,
    seoTitle: page.seoTitle ?? null,
    seoDescription: page.seoDescription ?? null,
    content: fingerprint(page.content),
  };
}

/** CMS pages (spec 001 §2 Pages management, §7 pages): published ones are public at /pages/{slug}. */
export class PageService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
  ) {}

  /** A published page by its slug; null when none is published. */
  async published(em: EntityManager, slug: string): Promise<PageView | null> {
    const page = await em.findOne(Page, { slug, status: 'published' }, { populate: POPULATE });
    return page ? presentPage(page, false) : null;
  }

  /**
   * Every page, searched by title or slug, the last edited first, a page at a time by keyset, with
   * the number of matches: two statements whatever the page's size.
   */
  async list(em: EntityManager, search: string | null, page: PageArgs, fields?: CursorFieldNames): Promise<Connection<PageView>> {
    const plan = planPage(PAGE_LIST_ORDER, page, { defaultSize: PAGE_LIST_SIZE, fields });
    const term = search?.trim();
    const query = pageListSql(term ? containsPattern(term) : null, plan);
    const connection = em.getConnection();
    const [rows, [counted]] = await Promise.all([
      connection.execute<PageRow[]>(query.page.sql, query.page.params),
      connection.execute<Array<{ total: number }>>(query.count.sql, query.count.params),
    ]);
    return connectionOf(plan, rows, presentPageRow, counted?.total ?? 0);
  }

  async get(em: EntityManager, id: number): Promise<PageView | null> {
    const page = await em.findOne(Page, id, { populate: POPULATE });
    return page ? presentPage(page, true) : null;
  }

  /** Every published page's address and last change, for the sitemap. */
  publishedList(em: EntityManager): Promise<Array<Pick<Page, 'slug' | 'updatedAt'>>> {
    return em.find(Page, { status: 'published' }, { fields: ['slug', 'updatedAt'], orderBy: { id: 'asc' } });
  }

  async create(em: EntityManager, input: PageInput, actor: AuditActor): Promise<PageView> {
    const authorId = actor?.id ?? null;
    const id = await this.write(em, async (tx) => {
      const page = tx.create(Page, {
        title: input.title,
        slug: await this.slugFor(tx, input.slug, input.title, null),
        content: '',
        author: authorId ? tx.getReference(User, authorId, { wrapped: true }) : null,
      });
      await this.apply(tx, page, input);
      await this.audit.record(tx, actor, { entityType: 'page', entityId: page.id, action: 'create', after: audited(page) });
      return page;
    });
    return (await this.get(em, id))!;
  }

  async update(em: EntityManager, id: number, input: PageInput, actor: AuditActor): Promise<PageView> {
    await this.write(em, async (tx) => {
      const page = await tx.findOne(Page, id);
      if (!page) throw notFound(`Page ${id} was not found.`);
      const before = audited(page);
      if (input.slug !== page.slug) page.slug = await this.slugFor(tx, input.slug, input.title, id);
      await this.apply(tx, page, input);
      const changes = changedFields(before, audited(page));
      if (changes) await this.audit.record(tx, actor, { entityType: 'page', entityId: id, action: 'update', ...changes });
      return page;
    });
    return (await this.get(em, id))!;
  }

  async delete(em: EntityManager, id: number, actor: AuditActor): Promise<boolean> {
    return this.transactions.run(em, async (tx) => {
      const page = await tx.findOne(Page, id);
      if (!page) throw notFound(`Page ${id} was not found.`);
      await this.audit.record(tx, actor, { entityType: 'page', entityId: id, action: 'delete', before: audited(page) });
      await tx.remove(page).flush();
      return true;
    });
  }

  private async apply(tx: EntityManager, page: Page, input: PageInput): Promise<void> {
    if (input.status === 'published' && (page.status !== 'published' || !page.publishedAt)) page.publishedAt = new Date();
    page.title = input.title;
    page.excerpt = input.excerpt;
    page.content = sanitizeHtml(input.content);
    page.featuredImage = input.featuredImage;
    page.seoTitle = input.seoTitle;
    page.seoDescription = input.seoDescription;
    page.status = input.status;
    page.language = input.language;
    page.template = input.template;
    page.isHomepage = input.isHomepage;
    // one homepage at a time
    if (input.isHomepage)
      await tx.nativeUpdate(Page, { isHomepage: true, ...(page.id ? { id: { $ne: page.id } } : {}) }, { isHomepage: false });
    await tx.flush();
    await linkTranslation(tx, Page, page, input.translationOf, (id) => tx.getReference(Page, id, { wrapped: true }));
  }

  private slugFor(tx: EntityManager, given: string | null, title: string, self: number | null): Promise<string> {
    return uniqueSlug({
      given,
      made: postSlug(title),
      fallback: 'page',
      max: CONTENT_LIMITS.slug,
      taken: async (candidates) => {
        const rows = await tx.find(
          Page,
          { slug: { $in: candidates }, ...(self ? { id: { $ne: self } } : {}) },
          { fields: ['slug'] },
        );
        return new Set(rows.map((row) => row.slug));
      },
    });
  }

  private async write(em: EntityManager, work: (tx: EntityManager) => Promise<Page>): Promise<number> {
    try {
      return await this.transactions.run(em, async (tx) => {
        const page = await work(tx);
        await tx.flush();
        return page.id;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(SLUG_TAKEN);
      throw error;
    }
  }
}
