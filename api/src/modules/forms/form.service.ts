import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FORM_LIMITS, formSlug, type FormField } from '@vdp/shared/forms/form.constants';
import type { PageArgs } from '@vdp/shared/paging/page-args';
import type { FormInput } from '@vdp/shared/validation/form.schema';
import { changedFields, fingerprint, type AuditActor, type AuditTrail } from '../../core/audit-trail';
import { AppError, notFound } from '../../core/errors';
import { connectionOf, planPage, type Connection, type CursorFieldNames } from '../../core/keyset';
import { containsPattern } from '../../core/text';
import type { Transactions } from '../../core/transactions';
import { uniqueSlug } from '../../core/unique-slug';
import { englishText } from '../../core/validation';
import { User } from '../users/user.entity';
import { CustomForm } from './custom-form.entity';
import { presentForm, presentPublicForm, type CustomFormView, type PublicFormView } from './form.presenter';
import { FORM_LIST_ORDER, FORM_SQL, formListSql, type FormListRow, type FormRow } from './form.sql';
import type { SubmissionForms } from './submission-forms';

/** 409 naming the slug field (issue 12 contract). */
export function slugTaken(): AppError {
  const text = englishText({ id: 'forms.slug.taken' });
  return new AppError('CONFLICT', text, { fields: [{ field: 'slug', message: text }] });
}

export const formMissing = (id: number): AppError => notFound(`Form ${id} was not found.`);

/** Forms in the admin list unless the client asks for another size. */
export const FORM_LIST_SIZE = 20;

/** What the audit trail keeps of a form: its settings, its fields as a count and a fingerprint. */
function audited(form: CustomForm): Record<string, unknown> {
  return {
    name: form.name,
    slug: form.slug,
    description: form.description ?? null,
    isActive: form.isActive,
    notifyEmail: form.settings?.notifyEmail ?? null,
    fieldCount: form.fields.length,
    fields: fingerprint(form.fields),
  };
}

/** Custom forms as admins build them (spec 001 §2 Form management, Form builder, §4, §5). */
export class FormService {
  /** `submissionForms`: the forms kept for submissions, forgotten on each change made here. */
  constructor(
    private readonly submissionForms: Pick<SubmissionForms, 'forget'>,
    private readonly transactions: Transactions,
    private readonly audit: AuditTrail,
  ) {}

  /**
   * Newest first, searched by name or slug, each with its submission count, a page at a time by
   * keyset, with the number of matching forms: two statements whatever the page's size.
   */
  async list(
    em: EntityManager,
    search: string | null,
    page: PageArgs,
    fields?: CursorFieldNames,
  ): Promise<Connection<CustomFormView>> {
    const plan = planPage(FORM_LIST_ORDER, page, { defaultSize: FORM_LIST_SIZE, fields });
    const term = search?.trim();
    const query = formListSql(term ? containsPattern(term) : null, plan);
    const connection = em.getConnection();
    const [rows, [counted]] = await Promise.all([
      connection.execute<FormListRow[]>(query.page.sql, query.page.params),
      connection.execute<Array<{ total: number }>>(query.count.sql, query.count.params),
    ]);
    return connectionOf(plan, rows, presentForm, counted?.total ?? 0);
  }

  async get(em: EntityManager, id: number): Promise<CustomFormView> {
    const [row] = await em.getConnection().execute<FormRow[]>(FORM_SQL, [id]);
    if (!row) throw formMissing(id);
    return presentForm(row);
  }

  /** The public page's form: a disabled one comes without its fields (Form Unavailable). */
  async publicForm(em: EntityManager, slug: string): Promise<PublicFormView> {
    const form = slug.length <= FORM_LIMITS.slug ? await em.findOne(CustomForm, { slug }) : null;
    if (!form) throw notFound('Form Not Found');
    return presentPublicForm(form);
  }

  async create(em: EntityManager, input: FormInput, actor: AuditActor): Promise<CustomFormView> {
    const id = await this.transactions.run(em, async (tx) => {
      const form = tx.create(CustomForm, {
        ...this.values(input),
        slug: await this.slugFor(tx, input, null),
        createdBy: actor ? tx.getReference(User, actor.id, { wrapped: true }) : null,
      });
      await this.save(tx);
      await this.audit.record(tx, actor, { entityType: 'form', entityId: form.id, action: 'create', after: audited(form) });
      return form.id;
    });
    return this.get(em, id);
  }

  /** The whole form again; an empty slug is made from the name, as on create. */
  async update(em: EntityManager, id: number, input: FormInput, actor: AuditActor): Promise<CustomFormView> {
    await this.transactions.run(em, async (tx) => {
      const form = await tx.findOne(CustomForm, id);
      if (!form) throw formMissing(id);
      const before = audited(form);
      if (input.slug !== form.slug) form.slug = await this.slugFor(tx, input, id);
      tx.assign(form, this.values(input));
      await this.save(tx);
      const changes = changedFields(before, audited(form));
      if (changes) await this.audit.record(tx, actor, { entityType: 'form', entityId: id, action: 'update', ...changes });
    });
    this.submissionForms.forget(id);
    return this.get(em, id);
  }

  /** Enable or disable (spec 001 §4: Active or Draft); a disabled form refuses submissions. */
  async setActive(em: EntityManager, id: number, isActive: boolean, actor: AuditActor): Promise<CustomFormView> {
    await this.transactions.run(em, async (tx) => {
      const form = await tx.findOne(CustomForm, id, { fields: ['isActive'] });
      if (!form) throw formMissing(id);
      if (form.isActive !== isActive) {
        const change = { before: { isActive: form.isActive }, after: { isActive } };
        await this.audit.record(tx, actor, {
          entityType: 'form',
          entityId: id,
          action: isActive ? 'activate' : 'deactivate',
          ...change,
        });
      }
      // updated_at moves too: submissions check it, in every api process (submission-forms.ts)
      await tx.nativeUpdate(CustomForm, { id }, { isActive, updatedAt: new Date() });
    });
    this.submissionForms.forget(id);
    return this.get(em, id);
  }

  /** The form and its submissions (the foreign key cascades), in one statement. */
  async delete(em: EntityManager, id: number, actor: AuditActor): Promise<boolean> {
    try {
      await this.transactions.run(em, async (tx) => {
        const form = await tx.findOne(CustomForm, id);
        if (!form) throw formMissing(id);
        await this.audit.record(tx, actor, { entityType: 'form', entityId: id, action: 'delete', before: audited(form) });
        await tx.nativeDelete(CustomForm, { id });
      });
    } finally {
      this.submissionForms.forget(id);
    }
    return true;
  }

  private values(input: FormInput) {
    return {
      name: input.name,
      description: input.description ?? null,
      fields: input.fields as FormField[],
      settings: { notifyEmail: input.settings.notifyEmail ?? null },
      isActive: input.isActive,
    };
  }

  private slugFor(em: EntityManager, input: FormInput, self: number | null): Promise<string> {
    return uniqueSlug({
      given: input.slug,
      made: formSlug(input.name),
      fallback: 'form',
      max: FORM_LIMITS.slug,
      refusal: slugTaken,
      taken: async (candidates) => {
        const rows = await em.find(
          CustomForm,
          { slug: { $in: candidates }, ...(self ? { id: { $ne: self } } : {}) },
          { fields: ['slug'] },
        );
        return new Set(rows.map((row) => row.slug));
      },
    });
  }

  /** A slug taken meanwhile (unique index) is the same 409 as one found taken. */
  private async save(em: EntityManager): Promise<void> {
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw slugTaken();
      throw error;
    }
  }
}
