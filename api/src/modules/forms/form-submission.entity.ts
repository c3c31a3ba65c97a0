import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CustomForm } from './custom-form.entity';
import { CreatedEntity } from '../../db/base.entity';

export const SUBMISSIONS_BY_FORM_INDEX = 'form_submissions_form_id_created_at_id_index';

/** form_submissions: one visitor's answers to a custom form, keyed by field id (spec 001 §3). */
@Entity({ tableName: 'form_submissions' })
// a form's submissions newest first (the admin list), oldest first from a position (the export),
// and their count (index-only)
@Index({ name: SUBMISSIONS_BY_FORM_INDEX, properties: ['form', 'createdAt', 'id'] })
export class FormSubmission extends CreatedEntity {
  @ManyToOne(() => CustomForm, { ref: true, deleteRule: 'cascade' })
  form!: Ref<CustomForm>;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  /** Long enough for an IPv6 address. */
  @Property({ type: 'string', length: 45, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;
}
