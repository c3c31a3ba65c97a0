import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { User } from '../users/user.entity';

/** business_config: versioned assistant configuration (system prompt, business info) by type (spec 001 §3). */
@Entity({ tableName: 'business_config' })
export class BusinessConfig {
  [OptionalProps]?: 'isActive' | 'version' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

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

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
