import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CONTENT_LIMITS, tagSlug } from '@vdp/shared/content/content.constants';
import type { CategoryInput, TagInput } from '@vdp/shared/validation/content.schema';
import { changedFields, type AuditActor, type AuditTrail } from '../../core/audit-trail';
import { conflict, notFound } from '../../core/errors';
import type { Transactions } from '../../core/transactions';
import { SLUG_TAKEN, uniqueSlug } from '../../core/unique-slug';
import { Category } from './category.entity';
import { presentCategory, presentCategoryRow, type CategoryView } from './category.presenter';
import type { PostReads } from './post-reads';
import { Post } from './post.entity';
import { CATEGORIES_SQL, type CategoryRow } from './post.sql';
import { Tag } from './tag.entity';
import { presentTag, type TagView } from './tag.presenter';

/** What the audit trail keeps of a category. */
function audited(category: Category): Record<string, unknown> {
  return {
    name: category.name,
    slug: category.slug,
    description: category.description ?? null,
    color: category.color ?? null,
  };
}

/** Categories and tags (spec 001 §2 Category management, §5 tag and category slugs, delete rule). */
export class CategoryService {
  /** `reads`: the published posts read so far show their category's name and colour. */
  constructor(
    private readonly reads: Pick<PostReads, 'forget'>,
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
  ) {}

  /** By name, with their post count: published ones for the public, all for admins. One statement. */
  async list(em: EntityManager, forAdmin: boolean): Promise<CategoryView[]> {
    const rows = await em.getConnection().execute<CategoryRow[]>(CATEGORIES_SQL, [forAdmin]);
    return rows.map(presentCategoryRow);
  }

  async create(em: EntityManager, input: CategoryInput, actor: AuditActor): Promise<CategoryView> {
    const created = await this.transactions.run(em, async (tx) => {
      await this.nameFree(tx, input.name, null);
      const category = tx.create(Category, { ...input, slug: await this.slugFor(tx, input, null) });
      await this.save(tx);
      await this.audit.record(tx, actor, {
        entityType: 'category',
        entityId: category.id,
        action: 'create',
        after: audited(category),
      });
      return presentCategory(category, 0);
    });
    this.reads.forget(); // the category lists every api process keeps (graphql/kept-answers.ts)
    return created;
  }

  async update(em: EntityManager, id: number, input: CategoryInput, actor: AuditActor): Promise<CategoryView> {
    const updated = await this.transactions.run(em, async (tx) => {
      const category = await tx.findOne(Category, id);
      if (!category) throw notFound(`Category ${id} was not found.`);
      await this.nameFree(tx, input.name, id);
      const before = audited(category);
      if (input.slug !== category.slug) category.slug = await this.slugFor(tx, input, id);
      category.name = input.name;
      category.description = input.description;
      category.color = input.color;
      await this.save(tx);
      const changes = changedFields(before, audited(category));
      if (changes) await this.audit.record(tx, actor, { entityType: 'category', entityId: id, action: 'update', ...changes });
      return presentCategory(category, await tx.count(Post, { category: id }));
    });
    this.reads.forget();
    return updated;
  }

  /** Refused while a post uses it (spec 001 §5 delete rule). */
  async delete(em: EntityManager, id: number, actor: AuditActor): Promise<boolean> {
    await this.transactions.run(em, async (tx) => {
      const category = await tx.findOne(Category, id);
      if (!category) throw notFound(`Category ${id} was not found.`);
      const used = await tx.count(Post, { category: id });
      if (used > 0)
        throw conflict(`The category "${category.name}" has ${used} post${used === 1 ? '' : 's'}: move or delete them first.`);
      await this.audit.record(tx, actor, { entityType: 'category', entityId: id, action: 'delete', before: audited(category) });
      await tx.remove(category).flush();
    });
    this.reads.forget();
    return true;
  }

  async tags(em: EntityManager): Promise<TagView[]> {
    return (await em.find(Tag, {}, { orderBy: { name: 'asc', id: 'asc' } })).map(presentTag);
  }

  /** 409 when the name or the slug exists. */
  async createTag(em: EntityManager, input: TagInput): Promise<TagView> {
    const slug = input.slug ?? tagSlug(input.name);
    if (!slug || (await em.count(Tag, { $or: [{ name: input.name }, { slug }] }))) {
      throw conflict(slug ? `The tag "${input.name}" already exists.` : 'Tag name needs a letter or a digit.');
    }
    const tag = em.create(Tag, { name: input.name, slug });
    await this.save(em);
    return presentTag(tag);
  }

  private async nameFree(em: EntityManager, name: string, self: number | null): Promise<void> {
    if (await em.count(Category, { name, ...(self ? { id: { $ne: self } } : {}) })) {
      throw conflict(`A category named "${name}" already exists.`);
    }
  }

  private slugFor(em: EntityManager, input: CategoryInput, self: number | null): Promise<string> {
    return uniqueSlug({
      given: input.slug,
      made: tagSlug(input.name),
      fallback: 'category',
      max: CONTENT_LIMITS.slug,
      taken: async (candidates) => {
        const rows = await em.find(Category, { slug: { $in: candidates }, ...(self ? { id: { $ne: self } } : {}) });
        return new Set(rows.map((row) => row.slug));
      },
    });
  }

  private async save(em: EntityManager): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw conflict(SLUG_TAKEN);
      throw error;
    }
  }
}
