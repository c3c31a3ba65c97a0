import { Entity, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { CustomForm } from './custom-form.entity';
import { CreatedEntity } from '../../db/base.entity';

/** form_submissions: one visitor's answers to a custom form, keyed by field id (spec 001 §3). */
@Entity({ tableName: 'form_submissions' })
export class FormSubmission extends CreatedEntity {
  @ManyToOne(() => CustomForm, { ref: true, deleteRule: 'cascade', index: true })
  form!: Ref<CustomForm>;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  /** Long enough for an IPv6 address. */
  @Property({ type: 'string', length: 45, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;
}
