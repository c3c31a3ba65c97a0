import { Entity, Index, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import type { FormField, FormSettings } from '@vdp/shared/forms/form.constants';
import { User } from '../users/user.entity';
import { TimestampedEntity } from '../../db/base.entity';
import { CREATED_INDEX, CREATED_INDEX_SQL } from './form.sql';

/** custom_forms: admin-built public forms; `fields` holds the field definitions (spec 001 §3). */
@Entity({ tableName: 'custom_forms' })
// the admin list: newest first (keyset on created_at, id)
@Index({ name: CREATED_INDEX, expression: CREATED_INDEX_SQL })
export class CustomForm extends TimestampedEntity {
  [OptionalProps]?: 'settings' | 'isActive';

  @Property({ type: 'string', length: 255 })
  name!: string;

  @Property({ type: 'string', length: 255, unique: true })
  slug!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** Field definitions: id, type, label, placeholder, required, options, showWhen (as formSchema left them). */
  @Property({ type: 'json' })
  fields!: FormField[];

  /** notifyEmail: where each submission is e-mailed. */
  @Property({ type: 'json', default: '{}' })
  settings: FormSettings = {};

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'created_by', deleteRule: 'set null', index: true })
  createdBy?: Ref<User> | null;
}
