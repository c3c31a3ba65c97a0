import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { CustomForm } from './custom-form.entity';

/** form_submissions: one visitor's answers to a custom form, keyed by field id (spec 001 §3). */
@Entity({ tableName: 'form_submissions' })
export class FormSubmission {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => CustomForm, { ref: true, deleteRule: 'cascade', index: true })
  form!: Ref<CustomForm>;

  @Property({ type: 'json' })
  data!: Record<string, unknown>;

  /** Long enough for an IPv6 address. */
  @Property({ type: 'string', length: 45, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
