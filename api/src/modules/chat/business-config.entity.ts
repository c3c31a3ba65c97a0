import { Entity, ManyToOne, OptionalProps, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import { TimestampedEntity } from '../../db/base.entity';

/** business_config: versioned assistant configuration (system prompt, business info) by type (spec 001 §3). */
@Entity({ tableName: 'business_config' })
export class BusinessConfig extends TimestampedEntity {
  [OptionalProps]?: 'isActive' | 'version';

  @Property({ type: 'string', length: 50, index: true })
  configType!: string;

  @Property({ type: 'json' })
  configData!: Record<string, unknown>;

  @Property({ type: 'boolean', default: true })
  isActive: boolean = true;

  @Property({ type: 'integer', default: 1 })
  version: number = 1;

  @ManyToOne(() => User, { ref: true, nullable: true, fieldName: 'created_by', deleteRule: 'set null', index: true })
  createdBy?: Ref<User> | null;
}
