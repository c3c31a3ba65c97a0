import type { MikroORM } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import type { FormField } from '@vdp/shared/forms/form.constants';
import { SUBMISSION_FORM_SQL, type SubmissionFormRow } from './form.sql';

/** What a submission needs of its form. */
export interface SubmissionForm {
  id: number;
  name: string;
  slug: string;
  fields: FormField[];
  isActive: boolean;
  notifyEmail: string | null;
  /** The form's updated_at as the database wrote it: a submission is stored only while it still holds. */
  version: string;
}

/** Forms kept; past this the least recently used go. */
const MAX_FORMS = 1_000;
/** A form not used for this long is read again (memory only: the version check keeps answers right). */
const FORM_TTL_MS = 5 * 60_000;

/**
 * The forms submissions are checked against, kept in memory so that an accepted submission costs
 * one statement (its insert). Never trusted blindly: the insert holds only while the form is still
 * active with the version read (form.sql.ts), and a refusal decided on a kept form is decided
 * again on a fresh read; so an edit in another api process needs no event to be seen.
 */
export class SubmissionForms {
  private readonly kept = new LRUCache<number, SubmissionForm>({ max: MAX_FORMS, ttl: FORM_TTL_MS });

  /** Reads with the ORM's connection, not a request's EntityManager: a submission needs no unit of work. */
  constructor(private readonly orm: MikroORM) {}

  /** The kept form, or a fresh read; null for an unknown id (not kept: it may be created soon). */
  async get(id: number): Promise<{ form: SubmissionForm | null; fresh: boolean }> {
    const kept = this.kept.get(id);
    return kept ? { form: kept, fresh: false } : { form: await this.read(id), fresh: true };
  }

  /** Reads the form again, keeping what it finds. */
  async read(id: number): Promise<SubmissionForm | null> {
    const [row] = await this.orm.em.getConnection().execute<SubmissionFormRow[]>(SUBMISSION_FORM_SQL, [id]);
    if (!row) {
      this.kept.delete(id);
      return null;
    }
    const form: SubmissionForm = {
      id: row.id,
      name: row.name,
      slug: row.slug,
      fields: row.fields,
      isActive: row.is_active,
      notifyEmail: row.settings?.notifyEmail ?? null,
      version: row.version,
    };
    this.kept.set(id, form);
    return form;
  }

  /** After a change made through this process. */
  forget(id: number): void {
    this.kept.delete(id);
  }
}
