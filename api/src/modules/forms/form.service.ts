import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FORM_LIMITS, formSlug, type FormField } from '@vdp/shared/forms/form.constants';
import type { FormInput } from '@vdp/shared/validation/form.schema';
import { AppError, notFound } from '../../core/errors';
import { uniqueSlug } from '../../core/unique-slug';
import { englishText } from '../../core/validation';
import { User } from '../users/user.entity';
import { CustomForm } from './custom-form.entity';
import { presentForm, presentPublicForm, type CustomFormView, type PublicFormView } from './form.presenter';
import { FORM_SQL, FORMS_SQL, type FormRow } from './form.sql';
import type { SubmissionForms } from './submission-forms';

/** 409 naming the slug field (issue 12 contract). */
export function slugTaken(): AppError {
  const text = englishText({ id: 'forms.slug.taken' });
  return new AppError('CONFLICT', text, { fields: [{ field: 'slug', message: text }] });
}

export const formMissing = (id: number): AppError => notFound(`Form ${id} was not found.`);

/** Custom forms as admins build them (spec 001 §2 Form management, Form builder, §4, §5). */
export class FormService {
  /** `submissionForms`: the forms kept for submissions, forgotten on each change made here. */
  constructor(private readonly submissionForms: Pick<SubmissionForms, 'forget'>) {}

  /** Newest first, each with its submission count: one statement whatever the number of forms. */
  async list(em: EntityManager): Promise<CustomFormView[]> {
    return (await em.getConnection().execute<FormRow[]>(FORMS_SQL)).map(presentForm);
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

  async create(em: EntityManager, input: FormInput, createdBy: number | null): Promise<CustomFormView> {
    const form = em.create(CustomForm, {
      ...this.values(input),
      slug: await this.slugFor(em, input, null),
      createdBy: createdBy ? em.getReference(User, createdBy, { wrapped: true }) : null,
    });
    await this.save(em);
    return this.get(em, form.id);
  }

  /** The whole form again; an empty slug is made from the name, as on create. */
  async update(em: EntityManager, id: number, input: FormInput): Promise<CustomFormView> {
    const form = await em.findOne(CustomForm, id);
    if (!form) throw formMissing(id);
    if (input.slug !== form.slug) form.slug = await this.slugFor(em, input, id);
    em.assign(form, this.values(input));
    await this.save(em);
    this.submissionForms.forget(id);
    return this.get(em, id);
  }

  /** Enable or disable (spec 001 §4: Active or Draft); a disabled form refuses submissions. */
  async setActive(em: EntityManager, id: number, isActive: boolean): Promise<CustomFormView> {
    // updated_at moves too: submissions check it, in every api process (submission-forms.ts)
    const changed = await em.nativeUpdate(CustomForm, { id }, { isActive, updatedAt: new Date() });
    if (changed === 0) throw formMissing(id);
    this.submissionForms.forget(id);
    return this.get(em, id);
  }

  /** The form and its submissions (the foreign key cascades), in one statement. */
  async delete(em: EntityManager, id: number): Promise<boolean> {
    const deleted = await em.nativeDelete(CustomForm, { id });
    this.submissionForms.forget(id);
    if (deleted === 0) throw formMissing(id);
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
